import { TIMING } from "#shared/constants";
import { endpointTimeout, HEADERS } from "#shared/contract";
import { errorBodyResponse } from "../edge/errorResponses";
import { isTimeout, timeoutSignal } from "./timeout";

/** Answers the edge made up because the origin did not answer at all (not the origin's own errors). */
const unreachable = new WeakSet<Response>();

/** Whether the origin failed to answer (down or too slow), as opposed to answering with an error of its own. */
export function originFailed(response: Response): boolean {
  return unreachable.has(response);
}

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"];

/**
 * Forwards a /wps call to the merchant's platform with the SPEC §9 timeout of
 * its endpoint. A down or slow upstream gives the §3 error body, 502 or 504.
 * `paths` renames a call whose path SPEC does not show and the platform names otherwise (docs/decisions/062).
 */
export async function forwardToUpstream(
  request: Request,
  origin: string,
  merchantCode: string,
  paths: Readonly<Record<string, string>> = {},
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`${Object.hasOwn(paths, incoming.pathname) ? paths[incoming.pathname] : incoming.pathname}${incoming.search}`, origin);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set("X-Forwarded-Host", incoming.host);
  headers.set("X-Forwarded-Proto", incoming.protocol.replace(":", ""));
  // The visitor's address as Cloudflare saw it, for the platform's own rules about the visitor (SPEC §3
  // regionRestriction, location.ip): never an address the client wrote itself.
  const visitor = request.headers.get("cf-connecting-ip");
  if (visitor) headers.set("X-Forwarded-For", visitor);
  else headers.delete("X-Forwarded-For");
  // The merchant of the Host, not whatever the client claimed.
  headers.set(HEADERS.merchant, merchantCode);

  const { signal, clear } = timeoutSignal(endpointTimeout(incoming.pathname, TIMING.requestTimeout));
  try {
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      signal,
    });
    // Buffer the body while the timeout still guards it, then hand back a mutable response.
    const body = await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    if (isTimeout(error, signal)) {
      console.error(JSON.stringify({ event: "upstream_timeout", origin, path: incoming.pathname }));
      return marked(errorBodyResponse(504, { language: request.headers.get("Language") }, "upstream_timeout"));
    }
    console.error(JSON.stringify({ event: "upstream_unavailable", origin, path: incoming.pathname, error: String(error) }));
    return marked(errorBodyResponse(502, { language: request.headers.get("Language") }, "upstream_unavailable"));
  } finally {
    clear();
  }
}

function marked(response: Response): Response {
  unreachable.add(response);
  return response;
}
