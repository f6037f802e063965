import type { PwaTemplate, SiteSettings } from "./contract/index.ts";
import type { LanguageCode } from "./languages.ts";
import { localText, readLocalTexts } from "./localText.ts";

/**
 * SPEC §3 mobileTemplate.pwa, JSON text the platform writes: its object, `{}` when there is none, null when the text
 * is not a JSON object (the caller decides whether that is worth a log line).
 */
export function readPwaTemplate(settings: SiteSettings | null): PwaTemplate | null {
  const raw = settings?.mobileTemplate?.pwa;
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as PwaTemplate) : null;
  } catch {
    return null;
  }
}

/**
 * The installed app's name in `language`: the template's per-language `titles` beside its one `title`
 * (docs/decisions/055), else `fallback` (the merchant's name in that language). Empty or non-text titles do not count.
 */
export function pwaTitle(template: PwaTemplate | null, language: LanguageCode, fallback: string): string {
  const title = typeof template?.title === "string" ? template.title : undefined;
  return localText(title, readLocalTexts(template?.titles), language) || fallback;
}
