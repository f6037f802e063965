import { createMiddleware } from "hono/factory";
import { HEADERS } from "#shared/contract";
import type { MerchantConfig } from "#shared/merchantConfig";
import { errorBodyResponse } from "../edge/errorResponses";
import { executionContext } from "../edge/executionContext";
import type { AppEnv } from "../edge/appEnv";
import { forwardToUpstream, originFailed } from "./forward";
import { forgetOrigin, pickOrigin } from "./pickOrigin";

/**
 * A platform that answers in this worker instead of over the network: the sandbox (DESIGN §1), which index.ts
 * mounts for merchants whose `upstream` is "sandbox". It gets the request exactly as a real origin would.
 */
export type LocalPlatform = (request: Request, env: Env, ctx?: ExecutionContext) => Promise<Response>;

/**
 * Calls the merchant's platform: the local one in-process, or the fastest upstream origin. Either way
 * `Merchant` names the merchant the edge resolved from the Host, whatever the client sent, so a
 * request on one merchant's host never reaches another merchant's players or settings.
 */
export async function callPlatform(
  request: Request,
  merchant: MerchantConfig,
  env: Env,
  ctx: ExecutionContext | undefined,
  local: LocalPlatform | undefined,
): Promise<Response> {
  if (merchant.upstream === "sandbox") {
    if (!local) return errorBodyResponse(503, { language: request.headers.get(HEADERS.language) }, "merchant_unavailable");
    const forwarded = new Request(request);
    forwarded.headers.set(HEADERS.merchant, merchant.code);
    const response = await local(forwarded, env, ctx);
    return new Response(response.body, response);
  }
  return forwardWithFailover(request, merchant.upstream, merchant.code, merchant.platformForms.paths);
}

/** Puts `platform` on the context: the merchant's platform for this request, with the local one index.ts mounted. */
export const platformMiddleware = (local: LocalPlatform | undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("platform", (request, merchant = c.get("merchant")) => callPlatform(request, merchant, c.env, executionContext(c), local));
    await next();
  });

/**
 * The remembered fastest origin may stop answering (issue #13): it is forgotten, so the next call races again, and a
 * call that cannot have changed anything (GET, HEAD) is tried once more on the fastest of the others at once.
 */
async function forwardWithFailover(request: Request, origins: string[], merchantCode: string, paths: Readonly<Record<string, string>>): Promise<Response> {
  const origin = await pickOrigin(origins, merchantCode);
  const repeatable = request.method === "GET" || request.method === "HEAD";
  const response = await forwardToUpstream(repeatable ? (request.clone() as Request) : request, origin, merchantCode, paths);
  if (!originFailed(response)) return response;
  forgetOrigin(origins, origin);
  const others = origins.filter((candidate) => candidate !== origin);
  if (!repeatable || others.length === 0) return response;
  console.warn(JSON.stringify({ event: "upstream_failover", merchant: merchantCode, from: origin }));
  return forwardToUpstream(request, await pickOrigin(others, merchantCode), merchantCode, paths);
}
