import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { loginReturningTo, withKeptQuery } from "#shared/navigation";
import { guestRedirectFor, ROUTES } from "#shared/routes";
import { COOKIES } from "#shared/storageKeys";
import type { AppEnv } from "../edge/appEnv";

/** The edge's view of the session: the "signed in" cookie, or a token in the address (SPEC §2). A hint, never proof. */
export function looksSignedIn(c: Context<AppEnv>): boolean {
  const url = new URL(c.req.url);
  return getCookie(c, COOKIES.signedIn) === "1" || url.searchParams.has("token") || url.searchParams.has("tokens");
}

/**
 * SPEC §2 access rule at the edge (issue #10): a protected page asked for without the "signed in"
 * cookie and without a token in the address is a guest's. It is sent to /m/login (or the route's own
 * guest target) with the kept query parameters, before it downloads a page only to be sent away.
 * The client's rule stays the final word: a tab with a session is never asked to log in again.
 */
export const guestRedirect = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const target = guestRedirectFor(url.pathname, c.get("merchant")?.guestBrowsing);
  if (!target || looksSignedIn(c)) return next();
  // Sent to log in, a guest is told why there and brought back here after (issue #35).
  const location = target === ROUTES.login ? loginReturningTo(`${url.pathname}${url.search}`, url.search) : withKeptQuery(target, url.search);
  return new Response(null, {
    status: 302,
    headers: { Location: location, "Cache-Control": "private, no-store", Vary: "Cookie" },
  });
});
