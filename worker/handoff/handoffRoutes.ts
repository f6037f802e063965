import { getCookie } from "hono/cookie";
import { Hono } from "hono";
import { DOMAIN_NAME_PATTERN, HANDOFF } from "#shared/handoff";
import { errorBodyResponse, playerLanguage } from "../edge/errorResponses";
import type { AppEnv } from "../edge/appEnv";
import { createHandoff, HANDOFF_COOKIES } from "./handoffCode";

const MAX_BODY = 4096;

/**
 * Only the token crosses: who it belongs to is asked of the platform where the code is redeemed (handoffLanding.ts),
 * so a name, an id or a type in the body counts for nothing.
 */
function tokenFrom(value: unknown): { token: string } | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { token } = value as Record<string, unknown>;
  return typeof token === "string" && /^[A-Za-z0-9._~+/=-]{8,2048}$/.test(token) ? { token } : undefined;
}

/**
 * POST /m/handoff (issue #13; docs/decisions/027, 053): the page of a blocked domain asks for a code to take the player
 * to `target`, another of the merchant's domains. The session's token comes in the body (it lives in the tab's
 * sessionStorage), the attribution in the cookies. The answer is the code, never the token. The origin check stops
 * only browsers; anyone with curl can mint a code, which is why the landing trusts nothing the code carries.
 */
export const handoffRoutes = new Hono<AppEnv>().post(HANDOFF.path, async (c) => {
  const language = playerLanguage(c);
  const secret = c.get("config").handoffSecret;
  if (!secret) return errorBodyResponse(503, language, "upstream_unavailable");
  const origin = new URL(c.req.url).origin;
  if (c.req.header("origin") !== origin && c.req.header("sec-fetch-site") !== "same-origin") return errorBodyResponse(403, language, "body_invalid");
  const text = await c.req.text();
  if (text.length > MAX_BODY) return errorBodyResponse(413, language, "body_invalid");
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return errorBodyResponse(400, language, "body_invalid");
  }
  const target = typeof body?.target === "string" ? body.target.trim().toLowerCase() : "";
  // Codes go only to the merchant's own other domains (docs/decisions/053): never to a host an attacker names.
  const ownDomains = new Set(c.get("merchant").domains.map((domain) => domain.toLowerCase()));
  if (!DOMAIN_NAME_PATTERN.test(target) || !ownDomains.has(target) || target === c.get("host")) return errorBodyResponse(400, language, "domain_invalid");
  const cookies = Object.fromEntries(
    HANDOFF_COOKIES.map((name) => [name, getCookie(c, name)]).filter((entry) => typeof entry[1] === "string" && entry[1].length <= 4096),
  );
  const session = tokenFrom(body.session);
  const code = await createHandoff(c.env.HANDOFFS, secret, { merchant: c.get("merchant").code, target, cookies, ...(session ? { session } : {}) });
  c.header("Cache-Control", "no-store");
  return c.json({ success: true, value: { code } });
});
