import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { serialize } from "hono/utils/cookie";
import { ATTRIBUTION_COOKIES, type Touch, decodeTouch, encodeTouch, formatFbc, parseFbc, touchFromQuery } from "#shared/attribution";
import { ATTRIBUTION_COOKIE_MAX_AGE_SECONDS } from "#shared/constants";
import type { AppEnv } from "../edge/appEnv";

/** The pages a visit can land on; the API, the edge's own files and the sandbox's are never a landing. */
function isLanding(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && (path === "/" || path === "/m" || path.startsWith("/m/"));
}

/** Meta's browser id: `fb.1.<ms>.<random 10 digits>`. */
function newFbp(at: number): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0]! % 10_000_000_000;
  return `fb.1.${at}.${String(random).padStart(10, "0")}`;
}

/** A browser id as Meta writes it: `fb.<subdomain index>.<ms>.<random>`; anything else in the cookie is not re-sent. */
const FBP = /^fb\.\d\.\d{1,16}\.\d{1,20}$/;

/**
 * The cookies one landing adds to its answer: the touch's, and Meta's two ids sent again with a fresh lifetime. The
 * pixel's script rewrites `_fbp` and `_fbc` on each page, and Safari cuts a script-written cookie to 7 days; sent again
 * from here on every landing, they keep the 90 days of SPEC §9 (PITFALLS "Attribution"). A merchant that sends Meta
 * conversions gets `_fbp` from the first landing on, click or not, so its organic visitors are counted too.
 */
export function attributionCookies(
  touch: Touch | null,
  current: { fbc?: string; fbp?: string; firstTouch?: string },
  at: number,
  { metaConversions = false }: { metaConversions?: boolean } = {},
): Record<string, string> {
  const cookies: Record<string, string> = {};
  const fbclid = touch?.fields.fbclid;
  // A new fbclid replaces the old click; the same one keeps its first click time (PITFALLS: Attribution, 2026 state).
  if (fbclid && parseFbc(current.fbc)?.fbclid !== fbclid) cookies[ATTRIBUTION_COOKIES.fbc] = formatFbc(at, fbclid);
  else if (current.fbc && parseFbc(current.fbc)) cookies[ATTRIBUTION_COOKIES.fbc] = current.fbc;
  if (current.fbp && FBP.test(current.fbp)) cookies[ATTRIBUTION_COOKIES.fbp] = current.fbp;
  else if (touch || metaConversions) cookies[ATTRIBUTION_COOKIES.fbp] = newFbp(at);
  if (!touch) return cookies;
  const encoded = encodeTouch(touch);
  cookies[ATTRIBUTION_COOKIES.lastTouch] = encoded;
  if (!decodeTouch(current.firstTouch)) cookies[ATTRIBUTION_COOKIES.firstTouch] = encoded;
  return cookies;
}

/** TikTok's browser id as its pixel writes it. */
const TTP = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The attribution a hand-off carried from another of the merchant's domains (docs/decisions/027, 053), admitted the
 * way a first visit's is: only well-formed values, a first touch only where this domain has none (affiliates are paid
 * on it, so a carried one never replaces it), a browser id only where this domain has none. A newer click replaces an
 * older one, as a new fbclid in the address does.
 */
export function handedOffAttribution(
  carried: Partial<Record<string, string>>,
  current: { fbc?: string; fbp?: string; firstTouch?: string },
): Record<string, string> {
  const cookies: Record<string, string> = {};
  const click = parseFbc(carried[ATTRIBUTION_COOKIES.fbc]);
  const currentClick = parseFbc(current.fbc);
  if (click && (!currentClick || click.at > currentClick.at)) cookies[ATTRIBUTION_COOKIES.fbc] = formatFbc(click.at, click.fbclid);
  const fbp = carried[ATTRIBUTION_COOKIES.fbp];
  if (fbp && FBP.test(fbp) && !(current.fbp && FBP.test(current.fbp))) cookies[ATTRIBUTION_COOKIES.fbp] = fbp;
  const lastTouch = decodeTouch(carried[ATTRIBUTION_COOKIES.lastTouch]);
  if (lastTouch) cookies[ATTRIBUTION_COOKIES.lastTouch] = encodeTouch(lastTouch);
  const firstTouch = decodeTouch(carried[ATTRIBUTION_COOKIES.firstTouch]);
  if (firstTouch && !decodeTouch(current.firstTouch)) cookies[ATTRIBUTION_COOKIES.firstTouch] = encodeTouch(firstTouch);
  const ttp = carried._ttp;
  if (ttp && TTP.test(ttp)) cookies._ttp = ttp;
  return cookies;
}

/**
 * Capture at the edge, on the first request (issue #13; PITFALLS "Attribution"): click ids, pixel fields and
 * affiliate codes are read from the address before any script runs, and kept in first-party cookies set with
 * `Set-Cookie` for 90 days (SPEC §9), which Safari does not cut to 7 days or 24 hours as it does script-written ones.
 * Added to whatever answers the landing: the page, a guest's redirect to log in, a gate's page.
 */
export const captureAttribution = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  if (!isLanding(c.req.method, url.pathname)) return;
  const at = Date.now();
  const touch = touchFromQuery(url.searchParams, c.get("host"), at, c.get("subdomainAffiliate"));
  const cookies = attributionCookies(
    touch,
    {
      fbc: getCookie(c, ATTRIBUTION_COOKIES.fbc),
      fbp: getCookie(c, ATTRIBUTION_COOKIES.fbp),
      firstTouch: getCookie(c, ATTRIBUTION_COOKIES.firstTouch),
    },
    at,
    { metaConversions: Boolean(c.get("merchant")?.conversions?.meta) },
  );
  const names = Object.keys(cookies);
  if (names.length === 0) return;
  // The client reads them (issue #13: "the client reads them from there"), so they are not HttpOnly.
  const secure = url.protocol === "https:";
  const lines = names.map((name) => serialize(name, cookies[name]!, { path: "/", maxAge: ATTRIBUTION_COOKIE_MAX_AGE_SECONDS, sameSite: "Lax", secure }));
  try {
    for (const line of lines) c.res.headers.append("Set-Cookie", line);
  } catch {
    // An answer with immutable headers (a static file's) is copied first.
    c.res = new Response(c.res.body, c.res);
    for (const line of lines) c.res.headers.append("Set-Cookie", line);
  }
});
