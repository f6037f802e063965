import { createMiddleware } from "hono/factory";
import { errorBodyResponse, playerLanguage, wantsJson } from "../edge/errorResponses";
import { retryAfterHeader } from "../edge/retryAfter";
import { retryHref } from "../edge/retryHref";
import { accessDeniedPage, maintenancePage } from "../render/systemPages";
import type { AppEnv } from "../types";
import { messageLanguage } from "../i18n/locales";
import { operatorMessage } from "./maintenanceMessage";
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

/** SPEC §2 region rule, answered at the edge without calling the upstream. */
export const regionGate = createMiddleware<AppEnv>(async (c, next) => {
  const merchant = c.var.merchant;
  const ip = c.req.header("cf-connecting-ip") ?? "";
  const rule = deniedBy(merchant.region, requestCountry(c.req.raw), ip);
  if (!rule) return next();
  const url = new URL(c.req.url);
  console.log(JSON.stringify({ event: "access_denied", merchant: merchant.code, country: requestCountry(c.req.raw) ?? null, rule }));
  if (wantsJson(url.pathname)) return errorBodyResponse(403, playerLanguage(c), "access_denied");
  return accessDeniedPage({ nonce: c.var.nonce, language: c.var.language, merchant, ip: ip || "—", deniedBy: rule, retryHref: retryHref(url) });
});

/** SPEC §2 maintenance switch, set by operations in KV. */
export const maintenanceGate = createMiddleware<AppEnv>(async (c, next) => {
  const merchant = c.var.merchant;
  if (!merchant.maintenance.on) return next();
  const url = new URL(c.req.url);
  const now = Date.now();
  if (wantsJson(url.pathname)) {
    // The language playerLanguage(c) names: the call's Language header, else the page's.
    const language = c.req.header("Language") ?? c.var.language;
    return errorBodyResponse(
      503,
      // The operator's message for the player's language (or for every language); else the code's own text.
      operatorMessage(merchant.maintenance, messageLanguage(language)) ?? { language },
      "system_maintenance",
      retryAfterHeader(merchant.maintenance.until, now),
    );
  }
  return maintenancePage({
    nonce: c.var.nonce,
    language: c.var.language,
    merchant,
    timeZone: requestTimeZone(c.req.raw),
    now,
    retryHref: retryHref(url),
  });
});
