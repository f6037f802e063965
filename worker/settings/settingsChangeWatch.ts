import { createMiddleware } from "hono/factory";
import { type Envelope, SETTINGS_CHANGED_HEADER, systemStatus } from "#shared/contract";
import type { AppEnv } from "../edge/appEnv";
import { rememberSiteSettings } from "./siteSettings";
import { clearSiteSettingsCache } from "./siteSettingsCache";

/**
 * A status call about this very page: its answer is what the edge's own call would get. One whose query names
 * another domain or address may get another answer, and is not taken as the merchant's (the query is the client's).
 */
function asksForThisPage(url: URL): boolean {
  if (url.pathname !== systemStatus.path) return false;
  const domain = url.searchParams.get("originalDomain");
  const page = url.searchParams.get("url");
  return (domain === null || domain === url.hostname) && (page === null || page === url.origin);
}

/**
 * Mounted on /wps/*, so the next page shows a change of the merchant's site settings (DESIGN §3):
 * - a page's own status call passing through is the platform's latest word: the edge keeps it as its copy (an
 *   operator's maintenance switch reaches the next page load, not one 30 s later);
 * - an answer that says the settings changed (the sandbox's flag helper does) makes the edge forget its copy.
 */
export const settingsChangeWatch = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has(SETTINGS_CHANGED_HEADER)) clearSiteSettingsCache(c.get("merchant").code);
  else if (c.req.method === "GET" && asksForThisPage(new URL(c.req.url)) && c.res.ok) {
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as Envelope<unknown> | null;
    if (body?.success === true) rememberSiteSettings(c.get("merchant").code, body.value);
  }
});
