import { createMiddleware } from "hono/factory";
import { HEADERS } from "#shared/contract";
import { errorBodyResponse, playerLanguage } from "../edge/errorResponses";
import type { AppEnv } from "../edge/appEnv";

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The tracking relay's limits (issue #34; docs/decisions/053): reports per session and per address, so no script can
 * feed the platform's records and the merchant's ad networks at will. A refusal is a clear 429 the app's outbox
 * answers by keeping its events for later. Counted per Cloudflare location (Rate Limiting API), which is enough to
 * stop a flood. Without `CF-Connecting-IP` (only outside Cloudflare: development, tests) there is no address to count.
 */
export const trackingLimit = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header(HEADERS.authorization)?.trim();
  const address = c.req.header("cf-connecting-ip")?.trim();
  const outcomes = await Promise.all([
    // The token is a credential: the counter's key is a digest of it, never the token.
    token ? c.env.TRACKING_SESSION_LIMIT?.limit({ key: `${c.get("merchant").code}:${await digest(token)}` }) : undefined,
    address ? c.env.TRACKING_IP_LIMIT?.limit({ key: address }) : undefined,
  ]);
  if (outcomes.some((outcome) => outcome && !outcome.success)) {
    return errorBodyResponse(429, playerLanguage(c), "tracking_too_often", { "Retry-After": "60" });
  }
  return next();
});
