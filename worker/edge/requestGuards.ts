import { createMiddleware } from "hono/factory";
import { EDGE } from "../../shared/constants";
import { parseHost } from "../merchant/host";
import type { AppEnv } from "../types";
import { plainErrorPage } from "./errorResponses";

/** Refuses what no merchant should see: oversized URLs (414) and malformed Host headers (400). */
export const requestGuards = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.url.length > EDGE.maxUrlLength) {
    console.warn(JSON.stringify({ event: "url_too_long", length: c.req.url.length }));
    return plainErrorPage(414, "Address too long", "The address you opened is too long. Go back and try the link again.");
  }
  const host = parseHost(c.req.header("host") ?? new URL(c.req.url).host);
  if (!host) {
    console.warn(JSON.stringify({ event: "bad_host", host: c.req.header("host") ?? null }));
    return plainErrorPage(400, "Bad request", "This address is not valid. Check the link and try again.");
  }
  c.set("host", host);
  await next();
});
