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

/** SPEC §2 maintenance switch, set by operations in KV: System Maintenance (503). */
export const maintenanceGate: Check = (c) => {
  const { merchant, language } = c.var;
  if (!merchant.maintenance.on) return undefined;
  return { reason: "maintenance", status: 503, merchant, language, timeZone: requestTimeZone(c.req.raw), now: Date.now() };
};
