import { createMiddleware } from "hono/factory";
import { HEADERS } from "#shared/contract";
import type { AppEnv } from "../edge/appEnv";

/**
 * SPEC §7 fastest domain, in the browser (docs/decisions/027): a page on a blocked domain pings the merchant's other
 * domains, cross-origin, with the Merchant header. The ping says nothing but "alive, for this merchant", so any
 * origin may ask; the header needs the preflight answered.
 */
export const pingCors = createMiddleware<AppEnv>(async (c, next) => {
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "GET",
    "Access-Control-Allow-Headers": `${HEADERS.merchant}, ${HEADERS.language}`,
    "Access-Control-Max-Age": "600",
  };
  if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: cors });
  // PITFALLS "Edge": a domain whose mapping has not reached this edge yet (KV is eventually consistent) serves another
  // merchant. Alive is not enough: a page would send its player to the wrong brand, signed out.
  const asked = c.req.header(HEADERS.merchant);
  if (asked && asked !== c.get("merchant").code) {
    return new Response(null, { status: 421, headers: { ...cors, "Cache-Control": "no-store" } });
  }
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("Access-Control-Allow-Origin", "*");
});
