import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { siteSettingsFrom } from "#shared/siteSettings";
import { COOKIES } from "#shared/storageKeys";
import type { AppEnv } from "../edge/appEnv";
import type { Check } from "../edge/refusal";
import { statusRequest, statusValue } from "../settings/siteSettings";

/**
 * The platform's own region rule (SPEC §3 site settings `regionRestriction`, `location.ip`) is about one visitor, so
 * the edge's shared copy of the settings cannot carry it. The browser's status call (the visitor's own) finds it and
 * leaves the `mc_region_check` cookie (client/features/domainFailure/siteStatus.ts); the next page asks the platform
 * about this visitor, uncached, and shows Access Denied with the address the platform saw. Holding the cookie can
 * only deny its holder, and costs a status call per page while it lives (ten minutes at most); the browser drops it
 * as soon as its status call no longer says restricted.
 */
async function visitorStatus(c: Context<AppEnv>): Promise<{ restricted: boolean; ip: string | undefined } | null> {
  const visitor = c.req.header("cf-connecting-ip");
  const request = statusRequest(new URL(c.req.url), c.get("merchant").code, c.get("language"), visitor);
  try {
    const settings = siteSettingsFrom(await statusValue(await c.get("platform")(request)));
    if (!settings) return null;
    const ip = typeof settings.location?.ip === "string" && settings.location.ip ? settings.location.ip : visitor;
    return { restricted: settings.regionRestriction === true, ip };
  } catch {
    return null;
  }
}

/** A page a player opens, not a call or a script. */
const isPage = (c: Context<AppEnv>) => c.req.method === "GET" && !new URL(c.req.url).pathname.startsWith("/wps/");

export const visitorRegionGate: Check = async (c) => {
  if (getCookie(c, COOKIES.regionCheck) !== "1" || !isPage(c)) return undefined;
  const status = await visitorStatus(c);
  // No answer: the page is served as it would be; the browser's next status call asks again.
  if (!status) return undefined;
  if (!status.restricted) return undefined;
  const { merchant, language } = c.var;
  console.log(JSON.stringify({ event: "access_denied", merchant: merchant.code, rule: "platform" }));
  return { reason: "access_denied", status: 403, merchant, language, ip: status.ip || "—", deniedBy: "region" };
};
