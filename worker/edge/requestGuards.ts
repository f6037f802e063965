import { EDGE } from "#shared/constants";
import { parseHost } from "./host";
import type { Check } from "./refusal";

/** Refuses what no merchant should see: oversized URLs (414) and malformed Host headers (400). */
export const requestGuards: Check = (c) => {
  if (c.req.url.length > EDGE.maxUrlLength) {
    console.warn(JSON.stringify({ event: "url_too_long", length: c.req.url.length }));
    return { reason: "url_too_long", status: 414 };
  }
  const host = parseHost(c.req.header("host") ?? new URL(c.req.url).host);
  if (!host) {
    console.warn(JSON.stringify({ event: "bad_host", host: c.req.header("host") ?? null }));
    return { reason: "bad_host", status: 400 };
  }
  c.set("host", host);
  return undefined;
};
