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

/**
 * Keeps the platform's status answer as the edge's short-lived copy (DESIGN §3), read as the product reads it
 * (shared/siteSettings.ts); null when it is not settings. What the answer says of one visitor is not the merchant's:
 * the copy leaves `location` out and `regionRestriction` off (the visitor's own status call brings them, and
 * worker/gates/visitorRegion.ts acts on them).
 */
export function rememberSiteSettings(merchantCode: string, raw: unknown, now = Date.now()): SiteSettings | null {
  const settings = siteSettingsFrom(raw);
  if (!settings) return null;
  const { location: _oneVisitors, ...shared } = settings;
  const value: SiteSettings = { ...shared, regionRestriction: false };
  siteSettingsCache.set(merchantCode, { value, expires: now + EDGE.siteSettingsTtl });
  return value;
}

/**
 * The edge's SPEC §7 status call for a page at `pageUrl`. `visitor` names the visitor by the address Cloudflare saw,
 * for an answer about them (worker/gates/visitorRegion.ts); without it the answer is the merchant's.
 */
export function statusRequest(pageUrl: URL, merchantCode: string, language: LanguageCode, visitor?: string): Request {
  const url = new URL(systemStatus.path, pageUrl.origin);
  url.searchParams.set("device", "MOBILE");
  url.searchParams.set("originalDomain", pageUrl.hostname);
  url.searchParams.set("url", pageUrl.origin);
  // Forwarding names the visitor to the platform from this header (worker/upstream/forward.ts).
  const headers: Record<string, string> = {
    [HEADERS.merchant]: merchantCode,
    [HEADERS.language]: language,
    ...(visitor ? { "CF-Connecting-IP": visitor } : {}),
  };
  return new Request(url, { headers });
}

/** What a status answer carries (its `value`); throws with the platform's message when it is not a success. */
export async function statusValue(response: Response): Promise<unknown> {
  const body = (await response.json()) as Envelope<unknown>;
  if (!response.ok || !body.success) throw new Error(body.message ?? `status ${response.status}`);
  return body.value;
}

async function fetchSiteSettings(platform: PlatformCall, merchant: MerchantConfig, language: LanguageCode, pageUrl: URL): Promise<SiteSettings | null> {
  const request = statusRequest(pageUrl, merchant.code, language);
  try {
    const settings = rememberSiteSettings(merchant.code, await statusValue(await platform(request, merchant)));
    if (!settings) throw new Error("not site settings");
    return settings;
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
  { fresh = false }: { fresh?: boolean } = {},
): Promise<SiteSettings | null> {
  const cached = siteSettingsCache.get(merchant.code);
  if (cached && cached.expires > Date.now() && !fresh) return cached.value;
  const result = await withinRenderBudget(fetchSiteSettings(platform, merchant, language, pageUrl), ctx);
  return result ?? cached?.value ?? null;
}

/**
 * Puts `siteSettings` on the context: this request's merchant's settings, asked of the platform only when something
 * reads them (a page, the manifest, a refusal page's contact link), and then once.
 */
export const siteSettingsOnDemand = createMiddleware<AppEnv>(async (c, next) => {
  let pending: Promise<SiteSettings | null> | undefined;
  const load = (fresh: boolean) =>
    loadSiteSettings(c.get("platform"), c.get("merchant"), c.get("language"), new URL(c.req.url), executionContext(c), { fresh });
  c.set("siteSettings", ({ fresh = false } = {}) => (fresh ? (pending = load(true)) : (pending ??= load(false))));
  await next();
});
