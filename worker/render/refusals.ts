import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { messageLanguage } from "#shared/messages";
import { errorBodyResponse, playerLanguage, wantsJson } from "../edge/errorResponses";
import type { Check, Refusal } from "../edge/refusal";
import { retryAfterHeader } from "../edge/retryAfter";
import { retryHref } from "../edge/retryHref";
import { operatorMessage } from "../gates/maintenanceMessage";
import type { AppEnv } from "../edge/appEnv";
import { plainErrorPage } from "./plainPages";
import { accessDeniedPage, configErrorPage, maintenancePage } from "./systemPages";

/** A platform call's refusal: the SPEC §3 error body, in the player's language. */
function refusalBody(c: Context<AppEnv>, refusal: Refusal): Response {
  switch (refusal.reason) {
    case "maintenance": {
      // The language playerLanguage(c) names: the call's Language header, else the page's.
      const language = c.req.header("Language") ?? refusal.language;
      const maintenance = refusal.merchant.maintenance;
      // The operator's message for the player's language (or for every language); else the code's own text.
      const text = operatorMessage(maintenance, messageLanguage(language)) ?? { language };
      return errorBodyResponse(503, text, "system_maintenance", retryAfterHeader(maintenance.until, refusal.now));
    }
    case "worker_config_invalid":
    case "merchant_unavailable":
      return errorBodyResponse(503, playerLanguage(c), refusal.reason, { "Retry-After": "60" });
    default:
      return errorBodyResponse(refusal.status, playerLanguage(c), refusal.reason);
  }
}

/** A page's refusal: the system page that says why, with a retry link to the same address (issue #14). */
async function refusalPage(c: Context<AppEnv>, refusal: Refusal): Promise<Response> {
  const retry = retryHref(new URL(c.req.url));
  const nonce = c.get("nonce");
  switch (refusal.reason) {
    case "url_too_long":
      return plainErrorPage(414, "Address too long", "The address you opened is too long. Go back and try the link again.");
    case "bad_host":
      return plainErrorPage(400, "Bad request", "This address is not valid. Check the link and try again.");
    case "worker_config_invalid":
    case "merchant_unavailable":
      return configErrorPage({ nonce, acceptLanguage: c.req.header("accept-language"), retryHref: retry });
    case "access_denied":
      return accessDeniedPage({ ...refusal, nonce, retryHref: retry, settings: await c.get("siteSettings")() });
    case "maintenance":
      return maintenancePage({ ...refusal, nonce, retryHref: retry, settings: await c.get("siteSettings")() });
  }
}

/**
 * What a refused request gets (DESIGN §2: only the top draws): a plain page for a request no merchant can be told
 * from, the error body for a platform call, the merchant's system page for anything else.
 */
export function refusalResponse(c: Context<AppEnv>, refusal: Refusal): Promise<Response> | Response {
  const plain = refusal.reason === "url_too_long" || refusal.reason === "bad_host";
  return !plain && wantsJson(new URL(c.req.url).pathname) ? refusalBody(c, refusal) : refusalPage(c, refusal);
}

/** A concern's check as a middleware: its refusal is answered here, at the top; without one the request goes on. */
export const refusing = (check: Check) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const refusal = await check(c);
    if (refusal) return refusalResponse(c, refusal);
    await next();
  });
