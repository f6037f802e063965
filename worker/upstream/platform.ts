import { HEADERS } from "../../shared/contract";
import type { MerchantConfig } from "../../shared/merchantConfig";
import { sandboxApp } from "../sandbox/sandboxApp";
import { forwardToUpstream, originFailed } from "./forward";
import { forgetOrigin, pickOrigin } from "./pickOrigin";

/**
 * Calls the merchant's platform: the sandbox in-process, or the fastest upstream origin. Either way
 * `Merchant` names the merchant the edge resolved from the Host, whatever the client sent, so a
 * request on one merchant's host never reaches another merchant's players or settings.
 */
export async function callPlatform(request: Request, merchant: MerchantConfig, env: Env, ctx?: ExecutionContext): Promise<Response> {
  if (merchant.upstream === "sandbox") {
    const forwarded = new Request(request);
    forwarded.headers.set(HEADERS.merchant, merchant.code);
    const response = await sandboxApp.fetch(forwarded, env, ctx);
    return new Response(response.body, response);
  }
  return forwardWithFailover(request, merchant.upstream, merchant.code);
}

/**
 * The remembered fastest origin may stop answering (issue #13): it is forgotten, so the next call races again, and a
 * call that cannot have changed anything (GET, HEAD) is tried once more on the fastest of the others at once.
 */
async function forwardWithFailover(request: Request, origins: string[], merchantCode: string): Promise<Response> {
  const origin = await pickOrigin(origins, merchantCode);
  const repeatable = request.method === "GET" || request.method === "HEAD";
  const response = await forwardToUpstream(repeatable ? (request.clone() as Request) : request, origin, merchantCode);
  if (!originFailed(response)) return response;
  forgetOrigin(origins, origin);
  const others = origins.filter((candidate) => candidate !== origin);
  if (!repeatable || others.length === 0) return response;
  console.warn(JSON.stringify({ event: "upstream_failover", merchant: merchantCode, from: origin }));
  return forwardToUpstream(request, await pickOrigin(others, merchantCode), merchantCode);
}
