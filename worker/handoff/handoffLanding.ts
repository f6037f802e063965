import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { serialize } from "hono/utils/cookie";
import { ATTRIBUTION_COOKIES } from "#shared/attribution";
import { ATTRIBUTION_COOKIE_MAX_AGE_SECONDS } from "#shared/constants";
import { type MemberInfo, memberInfo } from "#shared/contract";
import { HANDOFF, type HandoffOffer } from "#shared/handoff";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import type { AppEnv } from "../edge/appEnv";
import { handedOffAttribution } from "../attribution/captureAttribution";
import { platformRead } from "../upstream/platformRead";
import { redeemHandoff } from "./handoffCode";

/**
 * Who the carried token belongs to, as the platform of the landing host's merchant answers it (docs/decisions/053):
 * undefined for a token it does not know, another merchant's member, or no answer. Nothing else the code carries counts.
 */
async function confirmedAccount(c: Context<AppEnv>, token: string): Promise<HandoffOffer | undefined> {
  const member = await platformRead<Partial<MemberInfo>>(c, memberInfo.path, token);
  if (!member || typeof member.userName !== "string" || !member.userName || member.userName.length > 64) return undefined;
  if (typeof member.id !== "number" && typeof member.id !== "string") return undefined;
  // A platform that names the member's merchant must name this one.
  if (member.merchantCode !== undefined && member.merchantCode !== c.get("merchant").code) return undefined;
  const type = typeof member.type === "number" && Number.isInteger(member.type) ? member.type : 0;
  return { token, id: member.id, userName: member.userName, type, merchantCode: c.get("merchant").code };
}

/** The plain login page, with the kept parameters: where every hand-off that cannot be honoured ends. */
function toLogin(url: URL): Response {
  url.searchParams.delete(HANDOFF.parameter);
  return new Response(null, { status: 302, headers: { Location: withKeptQuery(ROUTES.login, url.search), "Cache-Control": "no-store" } });
}

/**
 * The new domain's landing with `?handoff=<code>` (docs/decisions/027, 053). A valid code whose token the platform
 * confirms offers that account: the page asks "Continue as <name>?" and signs no one in by itself. The attribution
 * crosses under a first visit's rules. An expired, forged or replayed code, or a token the platform does not confirm,
 * gives the plain login page.
 */
export const redeemHandoffLanding = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const code = url.searchParams.get(HANDOFF.parameter);
  if (code === null) return next();
  const secret = c.get("config").handoffSecret;
  const record = secret ? await redeemHandoff(c.env.HANDOFFS, secret, code, { merchant: c.get("merchant").code, host: c.get("host") }) : null;
  if (!record) return toLogin(url);
  const offer = record.session ? await confirmedAccount(c, record.session.token) : undefined;
  if (record.session && !offer) return toLogin(url);
  if (offer) c.set("handoff", { offer });
  await next();
  const cookies = handedOffAttribution(record.cookies, {
    fbc: getCookie(c, ATTRIBUTION_COOKIES.fbc),
    fbp: getCookie(c, ATTRIBUTION_COOKIES.fbp),
    firstTouch: getCookie(c, ATTRIBUTION_COOKIES.firstTouch),
  });
  const secure = url.protocol === "https:";
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("Cache-Control", "private, no-store");
  for (const [name, value] of Object.entries(cookies)) {
    c.res.headers.append("Set-Cookie", serialize(name, value, { path: "/", maxAge: ATTRIBUTION_COOKIE_MAX_AGE_SECONDS, sameSite: "Lax", secure }));
  }
});
