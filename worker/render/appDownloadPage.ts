import type { Context } from "hono";
import { DOWNLOAD_RESOURCE } from "#shared/contract/install";
import { ROUTES } from "#shared/routes";
import { LANGUAGE_LOCALE, textDirection } from "#shared/languages";
import { merchantName } from "#shared/localText";
import { escapeHtml } from "#shared/escapeHtml";
import { translate } from "#shared/messages";
import type { AppEnv } from "../edge/appEnv";

/** The resources a download may come from (SPEC §3 Download links); the page never takes an address. */
const DOWNLOAD_TYPES: ReadonlySet<string> = new Set([DOWNLOAD_RESOURCE.android, DOWNLOAD_RESOURCE.ios, DOWNLOAD_RESOURCE.mobileConfig]);

/**
 * SPEC §7 last sentence, §9: the redirect page on our own origin that a native app older than 2.4.39 opens
 * to download (docs/decisions/021). It takes a resource type, never an address, so it cannot send anyone
 * elsewhere (DESIGN §5): the address comes from the merchant's own site settings. It goes there at once
 * and keeps a button for apps that do not run its script.
 */
export async function appDownloadPage(c: Context<AppEnv>): Promise<Response> {
  const { merchant, language, nonce } = c.var;
  const url = new URL(c.req.url);
  const type = url.searchParams.get("type") ?? "";
  const settings = DOWNLOAD_TYPES.has(type) ? await c.get("siteSettings")() : null;
  const target = settings?.resources?.[type]?.trim() ?? "";
  const link = /^https?:\/\//i.test(target) ? target : null;
  const title = translate(language, "install.redirect.title", { name: merchantName(merchant, language) });
  const body = link
    ? `<p>${escapeHtml(translate(language, "install.redirect.starting"))}</p><a class="button" href="${escapeHtml(link)}">${escapeHtml(translate(language, "install.redirect.button"))}</a>`
    : `<p>${escapeHtml(translate(language, "install.redirect.missing"))}</p>`;
  const script = link ? `<script nonce="${nonce}">location.replace(${JSON.stringify(link).replace(/</g, "\\u003c")});</script>` : "";
  const html = `<!doctype html><html lang="${escapeHtml(LANGUAGE_LOCALE[language])}" dir="${textDirection(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px system-ui,sans-serif;background:${escapeHtml(merchant.theme.background)};color:#eee;text-align:center}
main{padding:24px;max-width:360px}a{color:inherit}.button{display:inline-block;min-height:48px;line-height:48px;padding:0 24px;border-radius:12px;background:${escapeHtml(merchant.theme.primary)};color:#111;font-weight:700;text-decoration:none}p{line-height:1.5}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${ROUTES.home}">${escapeHtml(translate(language, "install.redirect.back"))}</a></p></main>${script}</body></html>`;
  return c.html(html, link ? 200 : 404, { "Cache-Control": "no-store" });
}
