import type { Context } from "hono";
import type { SiteSettings } from "#shared/contract";
import type { MerchantConfig } from "#shared/merchantConfig";
import type { AppEnv } from "../edge/appEnv";
import type { Check } from "../edge/refusal";
import { deniedBy } from "./regionRule";

/**
 * The visitor's country. Locally the runtime has no real location (an offline placeholder says "US"), so
 * development builds let a `CF-IPCountry` header pretend to be elsewhere (README: trying the gates locally).
 * Production reads only Cloudflare's own `request.cf`.
 */
export function requestCountry(request: Request): string | undefined {
  const pretend = __DEV_TOOLS__ ? request.headers.get("cf-ipcountry")?.trim() : undefined;
  if (pretend && /^[A-Za-z]{2}$/.test(pretend)) return pretend.toUpperCase();
  const cf = (request as Request & { cf?: IncomingRequestCfProperties }).cf;
  return typeof cf?.country === "string" ? cf.country : undefined;
}

function requestTimeZone(request: Request): string | undefined {
  const cf = (request as Request & { cf?: IncomingRequestCfProperties }).cf;
  return typeof cf?.timezone === "string" ? cf.timezone : undefined;
}

/** SPEC §2 region rule, answered at the edge without calling the upstream: Access Denied (403). */
export const regionGate: Check = (c) => {
  const { merchant, language } = c.var;
  const ip = c.req.header("cf-connecting-ip") ?? "";
  const rule = deniedBy(merchant.region, requestCountry(c.req.raw), ip);
  if (!rule) return undefined;
  console.log(JSON.stringify({ event: "access_denied", merchant: merchant.code, country: requestCountry(c.req.raw) ?? null, rule }));
  return { reason: "access_denied", status: 403, merchant, language, ip: ip || "—", deniedBy: rule };
};

/** A page a player opens (not a platform call, which the platform answers for itself, nor a script it serves). */
function isPage(c: Context<AppEnv>): boolean {
  const path = new URL(c.req.url).pathname;
  return c.req.method === "GET" && !path.startsWith("/wps/") && !path.startsWith("/mini-game/");
}

/**
 * The maintenance in force: the operators' switch in KV, else the platform's own (SPEC §3 site settings `maintenance`,
 * `maintenanceEnd`; docs/decisions/059). Either turns it on. The operators' end time and words win where they gave
 * them; else the platform's end time is shown.
 */
export function maintenanceInForce(kv: MerchantConfig["maintenance"], settings: SiteSettings | null, now: number): MerchantConfig["maintenance"] | null {
  const platformOn = settings?.maintenance === true;
  if (!kv.on && !platformOn) return null;
  const end = settings?.maintenanceEnd;
  const platformUntil = typeof end === "number" && Number.isFinite(end) && end > now ? new Date(end).toISOString() : undefined;
  return { ...kv, on: true, ...(kv.until || !platformUntil ? {} : { until: platformUntil }) };
}

/** SPEC §2 maintenance: the operators' switch in KV, or the platform's own for a page: System Maintenance (503). */
export const maintenanceGate: Check = async (c) => {
  const { merchant, language } = c.var;
  const now = Date.now();
  // The platform's settings are asked for only where a page needs them anyway (cached at the edge, DESIGN §3).
  let settings = merchant.maintenance.on || !isPage(c) ? null : await c.get("siteSettings")();
  // While the platform says maintenance, its end is asked for afresh: a player who reloads comes back the moment it
  // ends, not when the edge's copy runs out (a maintenance page is rare, and cheap next to the players kept out).
  if (settings?.maintenance === true) settings = (await c.get("siteSettings")({ fresh: true })) ?? settings;
  const maintenance = maintenanceInForce(merchant.maintenance, settings, now);
  if (!maintenance) return undefined;
  return { reason: "maintenance", status: 503, merchant: { ...merchant, maintenance }, language, timeZone: requestTimeZone(c.req.raw), now };
};
