import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../edge/appEnv";

/**
 * SPEC §2: no-index for paths with more than two slashes, and for hosts that
 * are neither localhost nor start with www.
 */
export function shouldNoIndex(host: string, path: string): boolean {
  const slashes = path.split("/").length - 1;
  const indexableHost = host === "localhost" || host.startsWith("www");
  return slashes > 2 || !indexableHost;
}

export const robotsRule = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (shouldNoIndex(c.get("host"), new URL(c.req.url).pathname)) c.res.headers.set("X-Robots-Tag", "noindex");
});
