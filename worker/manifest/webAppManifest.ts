import { HOME_SCREEN_NAME_LIMIT, WEB_APP } from "#shared/constants";
import type { PwaTemplate, SiteSettings, WebAppManifest } from "#shared/contract";
import { LANGUAGE_LOCALE, type LanguageCode, textDirection } from "#shared/languages";
import { merchantName } from "#shared/localText";
import { pwaTitle, readPwaTemplate } from "#shared/pwaTemplate";
import type { MerchantConfig } from "#shared/merchantConfig";

const ICON_SIZES = [192, 256, 384, 512] as const;

/** SPEC §5: manifest icons are PNG, JPG or JPEG only. */
export function iconType(src: string): string | null {
  const path = src.split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.endsWith(".png")) return "image/png";
  if (path.endsWith(".jpg") || path.endsWith(".jpeg")) return "image/jpeg";
  return null;
}

/** SPEC §9: names under 13 characters are used in full; longer ones are cut for the home screen. */
export function homeScreenName(name: string): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name.trim())].map((s) => s.segment);
  if (graphemes.length < HOME_SCREEN_NAME_LIMIT) return graphemes.join("");
  return graphemes
    .slice(0, HOME_SCREEN_NAME_LIMIT - 1)
    .join("")
    .trim();
}

function parsePwaTemplate(settings: SiteSettings | null): PwaTemplate {
  const template = readPwaTemplate(settings);
  if (template === null) console.warn(JSON.stringify({ event: "pwa_template_invalid", merchant: settings?.merchantCode }));
  return template ?? {};
}

/** The merchant's web-app manifest (SPEC §2, §3 mobileTemplate.pwa, §5, §9). `id`, `scope` and `start_url` never vary. */
export function buildManifest(merchant: MerchantConfig, settings: SiteSettings | null, language: LanguageCode): WebAppManifest {
  const pwa = parsePwaTemplate(settings);
  const name = pwaTitle(pwa, language, merchantName(merchant, language));
  const fromTemplate = ICON_SIZES.map((size) => ({ src: pwa.icons?.[String(size) as "192"], size }));
  const fromConfig = ICON_SIZES.map((size) => ({ src: merchant.icons.find((icon) => icon.size === size)?.src, size }));
  const icons = ICON_SIZES.flatMap((size, index) => {
    const src = [fromTemplate[index]?.src, fromConfig[index]?.src].find((candidate) => candidate && iconType(candidate));
    return src ? [{ src, sizes: `${size}x${size}`, type: iconType(src)!, purpose: "any" }] : [];
  });
  return {
    id: WEB_APP.id,
    name,
    short_name: homeScreenName(name),
    start_url: WEB_APP.startUrl,
    scope: WEB_APP.scope,
    display: "standalone",
    orientation: "portrait",
    background_color: merchant.theme.background,
    theme_color: merchant.theme.background,
    lang: LANGUAGE_LOCALE[language],
    dir: textDirection(language),
    icons,
  };
}
