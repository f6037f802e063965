import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { encryptPayload } from "../../client/lib/request/encrypt";
import type { Envelope, RsaKey } from "../../shared/contract";
import { KV_KEYS, merchantConfigSchema, type MerchantConfigInput } from "../../shared/merchantConfig";
import worker from "../../worker/index";
import { DEMO_DOMAINS, DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import { clearHomeContentCache } from "../../worker/content/homeContent";
import { clearMerchantCache } from "../../worker/merchant/configStore";
import { clearSiteSettingsCache } from "../../worker/settings/siteSettings";
import { forgetOriginChoice } from "../../worker/upstream/pickOrigin";

/** The cookie a browser with a session sends: the edge renders protected pages for it (issue #10). */
export const SIGNED_IN = { Cookie: "mc_signed_in=1" } as const;

export const DEMO = "http://demo.localhost:8787";
export const BRAND_B = "http://brand-b.localhost:8787";
export const BRAND_C = "http://brand-c.localhost:8787";

/** Calls the worker in this isolate, so test doubles (env, fetch spies, fake timers) apply. */
export async function call(input: string | Request, init: RequestInit & { cf?: Record<string, unknown> } = {}, testEnv: Env = env): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init as RequestInit);
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function resetEdgeCaches(): void {
  clearMerchantCache();
  clearSiteSettingsCache();
  forgetOriginChoice();
  clearHomeContentCache();
}

/** Storage is shared by the tests of a file: put the demo merchants back as seeded, and forget caches. */
export async function restoreDemoMerchants(): Promise<void> {
  for (const merchant of DEMO_MERCHANTS) await putMerchant(merchant);
  for (const [host, code] of Object.entries(DEMO_DOMAINS)) await env.CONFIG.put(KV_KEYS.domain(host), code);
  resetEdgeCaches();
}

/** Writes a merchant config (validated, as ops would) and forgets cached copies. */
export async function putMerchant(config: MerchantConfigInput): Promise<void> {
  await env.CONFIG.put(KV_KEYS.merchant(config.code), JSON.stringify(merchantConfigSchema.parse(config)));
  resetEdgeCaches();
}

export function demoMerchant(code: "DEMO" | "BRANDB" | "BRANDC" = "DEMO"): MerchantConfigInput {
  return structuredClone(DEMO_MERCHANTS.find((merchant) => merchant.code === code)!);
}

export function inlinedState(html: string) {
  const json = /<script id="__MC_STATE__" type="application\/json" nonce="[^"]+">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error("no inlined state");
  return JSON.parse(json);
}

/** Posts a payload encrypted the way the client's request layer does (SPEC §7). */
export async function postEncrypted<T>(
  origin: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const key = ((await (await call(`${origin}/wps/session/key/rsa?t=1`)).json()) as Envelope<RsaKey>).value!.publicKey;
  const sealed = await encryptPayload(payload, key);
  const response = await call(`${origin}${path}`, {
    method: "POST",
    headers: { ...sealed.headers, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(sealed.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Turns sandbox whitelabel flags of a merchant on or off, through the sandbox's helper. */
export async function setSandboxFlags(origin: string, flags: Record<string, boolean>): Promise<Response> {
  return call(`${origin}/wps/sandbox/whitelabel`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ flags }) });
}
