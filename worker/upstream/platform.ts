import { HEADERS } from "../../shared/contract";
import type { MerchantConfig } from "../../shared/merchantConfig";
import { sandboxApp } from "../sandbox/sandboxApp";
import { forwardToUpstream } from "./forward";
import { pickOrigin } from "./pickOrigin";

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
  return forwardToUpstream(request, await pickOrigin(merchant.upstream, merchant.code), merchant.code);
}
