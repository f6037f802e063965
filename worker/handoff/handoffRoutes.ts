import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { Hono } from "hono";
import { serialize } from "hono/utils/cookie";
import { ATTRIBUTION_COOKIE_MAX_AGE_SECONDS } from "#shared/constants";
import { DOMAIN_NAME_PATTERN, HANDOFF, type HandoffSession } from "#shared/handoff";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { COOKIES } from "#shared/storageKeys";
import { errorBodyResponse, playerLanguage } from "../edge/errorResponses";
import type { AppEnv } from "../edge/appEnv";
import { createHandoff, HANDOFF_COOKIES, redeemHandoff } from "./handoffCode";

const MAX_BODY = 4096;

function sessionFrom(value: unknown): HandoffSession | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { token, id, userName, type } = value as Record<string, unknown>;
  if (typeof token !== "string" || !/^[A-Za-z0-9._~+/=-]{8,2048}$/.test(token)) return undefined;
  return {
    token,
    ...(typeof id === "string" || typeof id === "number" ? { id } : {}),
    ...(typeof userName === "string" && userName.length <= 64 ? { userName } : {}),
    ...(typeof type === "number" && Number.isInteger(type) ? { type } : {}),
  };
}

/**
 * POST /m/handoff (issue #13; docs/decisions/027): the page of a blocked domain asks for a code to take the player to
 * `target`, another of the merchant's domains. Same-origin only; the session comes in the body (it lives in the tab's
 * sessionStorage), the attribution in the cookies. The answer is the code, never the token.
 */
export const handoffRoutes = new Hono<AppEnv>().post(HANDOFF.path, async (c) => {
  const language = playerLanguage(c);
  const secret = c.var.config.handoffSecret;
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
  if (!DOMAIN_NAME_PATTERN.test(target)) return errorBodyResponse(400, language, "domain_invalid");
  const cookies = Object.fromEntries(
    HANDOFF_COOKIES.map((name) => [name, getCookie(c, name)]).filter((entry) => typeof entry[1] === "string" && entry[1].length <= 4096),
  );
  const session = sessionFrom(body.session);
  const code = await createHandoff(c.env.HANDOFFS, secret, { merchant: c.var.merchant.code, target, cookies, ...(session ? { session } : {}) });
  c.header("Cache-Control", "no-store");
  return c.json({ success: true, value: { code } });
});

/**
 * The new domain's landing with `?handoff=<code>`: a valid code gives the player the session (inlined into the page,
 * never the address) and the attribution cookies; an expired, forged or replayed one gives the plain login page.
 */
export const redeemHandoffLanding = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const code = url.searchParams.get(HANDOFF.parameter);
  if (code === null) return next();
  const secret = c.var.config.handoffSecret;
  const record = secret ? await redeemHandoff(c.env.HANDOFFS, secret, code, { merchant: c.var.merchant.code, host: c.var.host }) : null;
  if (!record) {
    url.searchParams.delete(HANDOFF.parameter);
    return new Response(null, { status: 302, headers: { Location: withKeptQuery(ROUTES.login, url.search), "Cache-Control": "no-store" } });
  }
  c.set("handoff", record);
  await next();
  const secure = url.protocol === "https:";
  const lines = Object.entries(record.cookies)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => serialize(name, value, { path: "/", maxAge: ATTRIBUTION_COOKIE_MAX_AGE_SECONDS, sameSite: "Lax", secure }));
  if (record.session) lines.push(serialize(COOKIES.signedIn, "1", { path: "/", sameSite: "Lax", secure }));
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("Cache-Control", "private, no-store");
  for (const line of lines) c.res.headers.append("Set-Cookie", line);
});
