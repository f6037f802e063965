import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { encryptPayload } from "../../client/lib/request/encrypt";
import type { Envelope, MemberInfo, RsaKey } from "#shared/contract";
import { KV_KEYS, merchantConfigSchema, type MerchantConfigInput } from "#shared/merchantConfig";
import worker from "../../worker/index";
import { DEMO_DOMAINS, DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import { clearHomeContentCache } from "../../worker/content/homeContent";
import { clearMerchantCache } from "../../worker/merchant/configStore";
import { clearSiteSettingsCache } from "../../worker/settings/siteSettings";
import { forgetIsolatePages } from "../../worker/render/guestPageCache";
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
  forgetIsolatePages();
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

/** A platform call's HTTP status and envelope. */
export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** Opens a session for a seeded sandbox member, as the sandbox's "log in as" does; the member, token included. */
export async function openSession(origin: string, username: string): Promise<MemberInfo> {
  const response = await call(`${origin}/wps/sandbox/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username }),
  });
  const answer = (await response.json()) as Envelope<MemberInfo>;
  if (!answer.success || !answer.value) throw new Error(`no sandbox session for ${username}: ${answer.errorCode ?? response.status}`);
  return answer.value;
}

/** The headers the app sends with a platform call: the player's language and, once signed in, the session token. */
function playerHeaders(token: string | undefined, language: string): Record<string, string> {
  return token ? { Language: language, Authorization: token } : { Language: language };
}

/** A GET as the app sends it. */
export async function getJson<T>(origin: string, path: string, token?: string, language = "EN"): Promise<Answer<T>> {
  const response = await call(`${origin}${path}`, { headers: playerHeaders(token, language) });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** A plain (unencrypted) JSON POST as the app sends it. */
export async function postJson<T>(origin: string, path: string, body: unknown, token?: string, language = "EN"): Promise<Answer<T>> {
  const response = await call(`${origin}${path}`, {
    method: "POST",
    headers: { ...playerHeaders(token, language), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Posts a payload encrypted the way the client's request layer does (SPEC §7). */
export async function postEncrypted<T>(
  origin: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  testEnv: Env = env,
): Promise<Answer<T>> {
  const key = ((await (await call(`${origin}/wps/session/key/rsa?t=1`)).json()) as Envelope<RsaKey>).value!.publicKey;
  const sealed = await encryptPayload(payload, key);
  const response = await call(
    `${origin}${path}`,
    {
      method: "POST",
      headers: { ...sealed.headers, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(sealed.body),
    },
    testEnv,
  );
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Turns sandbox whitelabel flags of a merchant on or off, through the sandbox's helper. */
export async function setSandboxFlags(origin: string, flags: Record<string, boolean>): Promise<Response> {
  return call(`${origin}/wps/sandbox/whitelabel`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ flags }) });
}
