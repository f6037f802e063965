import { createMiddleware } from "hono/factory";
import { EDGE } from "#shared/constants";
import { type Envelope, HEADERS, type SiteSettings, systemStatus } from "#shared/contract";
import type { LanguageCode } from "#shared/languages";
import { siteSettingsFrom } from "#shared/siteSettings";
import type { MerchantConfig } from "#shared/merchantConfig";
import { executionContext } from "../edge/executionContext";
import { withinRenderBudget } from "../edge/renderBudget";
import type { AppEnv, PlatformCall } from "../edge/appEnv";
import { siteSettingsCache } from "./siteSettingsCache";

export { clearSiteSettingsCache } from "./siteSettingsCache";

async function fetchSiteSettings(platform: PlatformCall, merchant: MerchantConfig, language: LanguageCode, pageUrl: URL): Promise<SiteSettings | null> {
  const url = new URL(systemStatus.path, pageUrl.origin);
  url.searchParams.set("device", "MOBILE");
  url.searchParams.set("originalDomain", pageUrl.hostname);
  url.searchParams.set("url", pageUrl.origin);
  const request = new Request(url, { headers: { [HEADERS.merchant]: merchant.code, [HEADERS.language]: language } });
  try {
    const response = await platform(request, merchant);
    const body = (await response.json()) as Envelope<unknown>;
    const settings = response.ok && body.success ? siteSettingsFrom(body.value) : null;
    if (!settings) throw new Error(body.message ?? `status ${response.status}`);
    // The platform saw the edge's address, not the visitor's: the browser's own status call brings the visitor's.
    const { location: _edgeLocation, ...shared } = settings;
    const value = shared as SiteSettings;
    siteSettingsCache.set(merchant.code, { value, expires: Date.now() + EDGE.siteSettingsTtl });
    return value;
  } catch (error) {
    console.error(JSON.stringify({ event: "site_settings_failed", merchant: merchant.code, error: String(error) }));
    return null;
  }
}

/**
 * SPEC §3 site settings for the inlined state, cached at the edge for a short
 * time (DESIGN §3). A slow platform never holds the first paint past the budget.
 */
export async function loadSiteSettings(
  platform: PlatformCall,
  merchant: MerchantConfig,
  language: LanguageCode,
  pageUrl: URL,
  ctx?: ExecutionContext,
): Promise<SiteSettings | null> {
  const cached = siteSettingsCache.get(merchant.code);
  if (cached && cached.expires > Date.now()) return cached.value;
  const result = await withinRenderBudget(fetchSiteSettings(platform, merchant, language, pageUrl), ctx);
  return result ?? cached?.value ?? null;
}

/**
 * Puts `siteSettings` on the context: this request's merchant's settings, asked of the platform only when something
 * reads them (a page, the manifest, a refusal page's contact link), and then once.
 */
export const siteSettingsOnDemand = createMiddleware<AppEnv>(async (c, next) => {
  let pending: Promise<SiteSettings | null> | undefined;
  c.set("siteSettings", () => (pending ??= loadSiteSettings(c.var.platform, c.var.merchant, c.var.language, new URL(c.req.url), executionContext(c))));
  await next();
});
