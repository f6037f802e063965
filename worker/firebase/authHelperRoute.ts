import { Hono } from "hono";
import { errorBodyResponse, playerLanguage } from "../edge/errorResponses";
import { EDGE_PATHS } from "#shared/routes";
import type { AppEnv } from "../edge/appEnv";

/**
 * Firebase's auth helper (`/__/auth/*`) served from the merchant's own origin
 * (PITFALLS: redirect sign-in comes back empty when the helper is on another site
 * under storage partitioning). The page uses its own host as authDomain; this
 * forwards to the project's firebaseapp.com helper.
 */
export const authHelperRoute = new Hono<AppEnv>().get(`${EDGE_PATHS.authHelper}*`, async (c) => {
  const settings = await c.get("siteSettings")();
  const projectId = settings?.sms?.projectId;
  if (!projectId || !/^[a-z0-9-]{4,40}$/.test(projectId)) return errorBodyResponse(404, playerLanguage(c), "not_found");
  const incoming = new URL(c.req.url);
  try {
    const response = await fetch(`https://${projectId}.firebaseapp.com${incoming.pathname}${incoming.search}`, {
      headers: { Accept: c.req.header("accept") ?? "*/*" },
    });
    return new Response(response.body, { status: response.status, headers: response.headers });
  } catch {
    return errorBodyResponse(502, playerLanguage(c), "upstream_unavailable");
  }
});
