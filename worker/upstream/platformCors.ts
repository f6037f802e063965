import { createMiddleware } from "hono/factory";
import { ENCRYPTION_HEADERS, HEADERS, systemPing } from "#shared/contract";
import type { AppEnv } from "../edge/appEnv";

/** Every header a /wps call of the client may carry (SPEC §7). */
const CALL_HEADERS = [...Object.values(HEADERS), ...Object.values(ENCRYPTION_HEADERS), "Content-Type"].join(", ");

/** An origin that is one of this merchant's own domains, in the scheme this edge is reached by (https in production). */
function ownOrigin(origin: string, domains: readonly string[], scheme: string): boolean {
  try {
    const url = new URL(origin);
    return url.origin === origin && url.protocol === scheme && domains.some((domain) => domain.toLowerCase() === url.hostname);
  } catch {
    return false;
  }
}

/**
 * A page on another of the merchant's domains calls the platform here once its own domain stopped answering
 * (issue #36; client/features/domainFailure/platformFailover.ts): the merchant's own domains, and only they, may
 * read the answers, credentials included. Any other origin gets no CORS answer, so its page reads nothing; the
 * ping has its own, open rule (./pingCors.ts).
 */
export const platformCors = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const origin = c.req.header("Origin");
  if (!url.pathname.startsWith("/wps/") || url.pathname === systemPing.path || !origin || origin === url.origin) return next();
  const allowed = ownOrigin(origin, c.get("merchant").domains, url.protocol);
  const cors: Record<string, string> = allowed ? { "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" } : {};
  if (c.req.method === "OPTIONS") {
    if (!allowed) return new Response(null, { status: 403, headers: { Vary: "Origin" } });
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        Vary: "Origin",
        "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE",
        "Access-Control-Allow-Headers": CALL_HEADERS,
        "Access-Control-Max-Age": "600",
      },
    });
  }
  await next();
  c.res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(cors)) c.res.headers.set(name, value);
  c.res.headers.append("Vary", "Origin");
});
