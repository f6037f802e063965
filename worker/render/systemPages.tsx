import type { ReactNode } from "react";
import { renderSystemPage as renderSystemPageBody, SYSTEM_PAGE_CSS, type SystemPageProps, type SystemTexts } from "../../client/entry.server";
import { LANGUAGE_LOCALE, type LanguageCode, negotiateLanguage, LANGUAGE_CODES, textDirection } from "#shared/languages";
import { merchantName } from "#shared/localText";
import type { MerchantConfig } from "#shared/merchantConfig";
import { publicContactAddress } from "#shared/platformForms/supportPath";
import { translate } from "#shared/messages";
import { retryAfterHeader } from "../edge/retryAfter";
import { operatorMessage } from "../gates/maintenanceMessage";
import type { DeniedBy } from "../edge/refusal";
import type { SiteSettings } from "#shared/contract";
import { documentHead, documentTail, themeCss, wrapStream } from "./document";
import { inlineImage, systemIcon } from "./systemIcon";

interface PageContext {
  nonce: string;
  language: LanguageCode;
  merchant?: MerchantConfig;
  retryHref: string;
}

/**
 * Rewrites <time data-local> into the visitor's own time zone, named in the page's language (issue #14). Without
 * scripts the server's text stands: the time in the zone Cloudflare places the visitor in, else UTC, labelled.
 */
const LOCAL_TIME_SCRIPT =
  "document.querySelectorAll('time[data-local]').forEach(function(t){try{t.textContent=new Intl.DateTimeFormat(t.getAttribute('data-locale')||undefined,{year:'numeric',month:'short',day:'numeric',hour:'2-digit',minute:'2-digit',timeZoneName:'long'}).format(new Date(t.dateTime))}catch(e){}})";

function texts(language: LanguageCode, titleKey: string, description: string, details: ReactNode[] = []): SystemTexts {
  return { lang: LANGUAGE_LOCALE[language], dir: textDirection(language), title: translate(language, titleKey), description, details };
}

async function renderSystemPage(
  context: PageContext,
  status: number,
  title: string,
  props: SystemPageProps,
  headers: Record<string, string> = {},
  icon = systemIcon(context.merchant),
): Promise<Response> {
  const body = await renderSystemPageBody(props, context.nonce);
  const head = documentHead({
    lang: LANGUAGE_LOCALE[context.language],
    dir: textDirection(context.language),
    title,
    nonce: context.nonce,
    noIndex: true,
    themeColor: context.merchant?.theme.background,
    // Any icon at all keeps the browser from asking for /favicon.ico (issue #14).
    icon,
    css: `${themeCss(context.merchant ?? defaultTheme)}${SYSTEM_PAGE_CSS}`,
  });
  return new Response(wrapStream(head, body, documentTail({ nonce: context.nonce, inline: [LOCAL_TIME_SCRIPT] })), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

const defaultTheme = { theme: { primary: "#f5b400", background: "#0f1115", surface: "#191c22", text: "#f2f3f5" } };

function commonProps(context: PageContext, language: LanguageCode) {
  const merchant = context.merchant;
  return {
    brand: merchant ? { name: merchantName(merchant, language), logoUrl: merchant.logoUrl } : undefined,
    contact: merchant?.customerServiceUrl ? { href: merchant.customerServiceUrl, label: translate(language, "gates.contactUs") } : undefined,
    retry: { href: context.retryHref, label: translate(language, "gates.retry") },
  };
}

/**
 * SPEC §2 Contact us opens customer service: the first entry meant for everyone that a page without a session or
 * scripts can link to, decrypted at the edge (docs/decisions/019); the merchant config's address when there is none.
 */
async function contactLink(merchant: MerchantConfig, language: LanguageCode, settings: SiteSettings | null) {
  const href = (settings && (await publicContactAddress(settings.customerService, merchant.platformForms.supportPathCipher))) ?? merchant.customerServiceUrl;
  return href ? { href, label: translate(language, "gates.contactUs") } : undefined;
}

function bilingual(language: LanguageCode, build: (language: LanguageCode) => SystemTexts) {
  return { primary: build(language), english: language === "EN" ? undefined : build("EN") };
}

export function formatEndTime(iso: string, language: LanguageCode, timeZone: string | undefined): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName, so the fields are spelled out.
  const options: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" };
  try {
    return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { ...options, timeZone: timeZone || "UTC", timeZoneName: "short" }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { ...options, timeZone: "UTC", timeZoneName: "short" }).format(new Date(iso));
  }
}

function endTimeLine(language: LanguageCode, iso: string, timeZone: string | undefined): ReactNode {
  const [before = "", after = ""] = translate(language, "gates.maintenance.until", { time: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <time dateTime={iso} data-local="" data-locale={LANGUAGE_LOCALE[language]}>
        {formatEndTime(iso, language, timeZone)}
      </time>
      {after}
    </>
  );
}

/** SPEC §2 System Maintenance: 503, with Retry-After when an end time is set. */
export async function maintenancePage(
  context: PageContext & { merchant: MerchantConfig; settings: SiteSettings | null; timeZone?: string; now: number },
): Promise<Response> {
  const maintenance = context.merchant.maintenance;
  const endsLater = maintenance.until && Date.parse(maintenance.until) > context.now ? maintenance.until : undefined;
  const build = (language: LanguageCode, message: string | undefined) =>
    texts(
      language,
      "gates.maintenance.title",
      message ?? translate(language, "gates.maintenance.description"),
      endsLater ? [endTimeLine(language, endsLater, context.timeZone)] : [],
    );
  // Each language gets the operator's text for it (issue #14), else the default text. The English block under a
  // page in another language repeats no all-languages text already shown above it: it gets the default instead.
  const primary = build(context.language, operatorMessage(maintenance, context.language));
  const englishMessage = operatorMessage(maintenance, "EN");
  const english = context.language === "EN" ? undefined : build("EN", englishMessage === primary.description ? maintenance.messages?.EN : englishMessage);
  const headers = retryAfterHeader(endsLater, context.now);
  return renderSystemPage(
    context,
    503,
    translate(context.language, "gates.maintenance.title"),
    {
      icon: "maintenance",
      primary,
      english,
      ...commonProps(context, context.language),
      contact: await contactLink(context.merchant, context.language, context.settings),
    },
    headers,
  );
}

/** SPEC §2 IP/region restriction page: 403 with the visitor's IP, naming the rule that refused it (issue #14). */
export async function accessDeniedPage(
  context: PageContext & { merchant: MerchantConfig; settings: SiteSettings | null; ip: string; deniedBy: DeniedBy },
): Promise<Response> {
  const reason = context.deniedBy === "ip" ? "gates.accessDenied.byIp" : "gates.accessDenied.byRegion";
  const build = (language: LanguageCode) =>
    texts(language, "gates.accessDenied.title", translate(language, reason), [translate(language, "gates.accessDenied.yourIp", { ip: context.ip })]);
  return renderSystemPage(context, 403, translate(context.language, "gates.accessDenied.title"), {
    icon: "denied",
    ...bilingual(context.language, build),
    ...commonProps(context, context.language),
    contact: await contactLink(context.merchant, context.language, context.settings),
  });
}

/** The clear 503 for a merchant whose config cannot be read (DESIGN §3). No brand is known. */
export function configErrorPage(context: { nonce: string; acceptLanguage?: string; retryHref: string }): Promise<Response> {
  const language = negotiateLanguage(context.acceptLanguage, LANGUAGE_CODES) ?? "EN";
  const page: PageContext = { nonce: context.nonce, language, retryHref: context.retryHref };
  const build = (lang: LanguageCode) => texts(lang, "gates.configError.title", translate(lang, "gates.configError.description"));
  return renderSystemPage(
    page,
    503,
    translate(language, "gates.configError.title"),
    {
      icon: "error",
      ...bilingual(language, build),
      ...commonProps(page, language),
    },
    { "Retry-After": "60" },
  );
}

/**
 * The page the service worker keeps for navigations without network (DESIGN §1, SPEC §2 manifest). It is shown
 * when nothing can be fetched, so the merchant's logo and icon travel inside it as data: URIs (issue #14); one
 * that cannot be inlined stays a link.
 */
export async function offlinePage(context: PageContext & { merchant: MerchantConfig; assets: Fetcher }): Promise<Response> {
  const { merchant, assets } = context;
  const build = (language: LanguageCode) => texts(language, "offline.title", translate(language, "offline.description"));
  const icon = systemIcon(merchant);
  const [logo, inlinedIcon] = await Promise.all([inlineImage(merchant.logoUrl, assets), icon.startsWith("data:") ? icon : inlineImage(icon, assets)]);
  return renderSystemPage(
    context,
    200,
    translate(context.language, "offline.title"),
    {
      icon: "error",
      primary: build(context.language),
      ...commonProps(context, context.language),
      brand: { name: merchantName(merchant, context.language), logoUrl: logo ?? merchant.logoUrl },
      contact: undefined,
    },
    {},
    inlinedIcon ?? logo ?? icon,
  );
}
