import type { MerchantConfig } from "../../shared/merchantConfig";
import { EDGE_MERCHANT_HEADER, SANDBOX_SETTINGS_CHANGED_HEADER, sandboxApp } from "../sandbox/sandboxApp";
import { clearSiteSettingsCache } from "../settings/siteSettingsCache";
import { forwardToUpstream } from "./forward";
import { pickOrigin } from "./pickOrigin";

/** Calls the merchant's platform: the sandbox in-process, or the fastest upstream origin. */
export async function callPlatform(request: Request, merchant: MerchantConfig, env: Env, ctx?: ExecutionContext): Promise<Response> {
  if (merchant.upstream === "sandbox") {
    const forwarded = new Request(request);
    forwarded.headers.set(EDGE_MERCHANT_HEADER, merchant.code);
    const response = await sandboxApp.fetch(forwarded, env, ctx);
    // The sandbox's flag helper changed this merchant's settings: the next page shows them.
    if (response.headers.has(SANDBOX_SETTINGS_CHANGED_HEADER)) clearSiteSettingsCache(merchant.code);
    return new Response(response.body, response);
  }
  return forwardToUpstream(request, await pickOrigin(merchant.upstream, merchant.code));
}
