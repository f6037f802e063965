import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Envelope, SiteSettings } from "#shared/contract";
import { BRAND_B, DEMO, call, resetEdgeCaches, restoreDemoMerchants } from "../helpers";

const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`${origin}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

/**
 * The production worker: wrangler's [env.production] vars and the production build's __DEV_TOOLS__
 * (false). DEMO is its listed sandbox demo (SANDBOX_DEMO_MERCHANTS); BRANDB is not.
 */
describe("docs/decisions/007 the sandbox in production", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§7 the test helpers answer 404: session, whitelabel, SMS inbox and plain-captcha answer", async () => {
    const session = await post(DEMO, "/wps/sandbox/session", { username: "player1" });
    expect(session.status).toBe(404);
    expect(await session.json()).toMatchObject({ success: false, errorCode: "not_found" });
    expect((await post(DEMO, "/wps/sandbox/whitelabel", { flags: { PLAINCAPTCHA3: true } })).status).toBe(404);
    expect((await call(`${DEMO}/wps/sandbox/sms?mobileNum=11912345678`)).status).toBe(404);
    expect((await call(`${DEMO}/wps/sandbox/captcha/plain`)).status).toBe(404);
    expect((await post(DEMO, "/wps/sandbox/storage", { sql: "SELECT username FROM members" })).status).toBe(404);
    expect((await post(DEMO, "/wps/sandbox/storage", { kv: "get", key: "merchant:DEMO" })).status).toBe(404);
  });

  it("§8 scenarios are ignored: the header and the cookie leave the real answer in place", async () => {
    const header = await call(`${DEMO}/wps/system/status`, { headers: { "X-Sandbox-Scenario": "http-500" } });
    expect(header.status).toBe(200);
    expect(((await header.json()) as Envelope<SiteSettings>).value!.merchantCode).toBe("DEMO");
    const cookie = `mc_sandbox_scenario=${encodeURIComponent(JSON.stringify({ "/wps/system/status": "http-401" }))}`;
    const withCookie = await call(`${DEMO}/wps/system/status`, { headers: { Cookie: cookie } });
    expect(withCookie.status).toBe(200);
    expect((await call(`${DEMO}/wps/system/status`, { headers: { "X-Sandbox-Scenario": "__proto__" } })).status).toBe(200);
  });

  it("§5 the demo's captcha stand-in stays: its login loads it from the merchant's server list", async () => {
    const script = await call(`${DEMO}/wps/sandbox/captcha/v4/gt4.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("Content-Type")).toMatch(/javascript/);
    expect(await script.text()).toContain("initGeetest4");
  });

  it("§3 a merchant not listed as a sandbox demo gets the clear 503 page, the error body on /wps/*, and a log line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await call(`${BRAND_B}/m/home`, { headers: { "Accept-Language": "en" } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Service temporarily unavailable");
    const api = await call(`${BRAND_B}/wps/system/status`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: expect.any(String), errorCode: "merchant_unavailable" });
    expect(log.mock.calls.some(([line]) => String(line).includes("sandbox_not_allowed"))).toBe(true);
  });

  it("§2 README: production never lets a CF-IPCountry header pretend to be elsewhere; only request.cf counts", async () => {
    // DEMO denies KP; the header is what a local developer sends to try the gate.
    expect((await call(`${DEMO}/m/login`, { headers: { "CF-IPCountry": "KP" } })).status).toBe(200);
    expect((await call(`${DEMO}/m/login`, { cf: { country: "KP" } })).status).toBe(403);
  });

  it("§3 the listed demo itself is served", async () => {
    expect((await call(`${DEMO}/m/login`)).status).toBe(200);
    expect((await call(`${DEMO}/wps/system/status`)).status).toBe(200);
  });

  it("§3 production never seeds demo merchants: with KV empty there is no merchant to serve", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of (await env.CONFIG.list()).keys) await env.CONFIG.delete(key.name);
    resetEdgeCaches();
    expect((await call(`${DEMO}/m/login`)).status).toBe(503);
    expect((await env.CONFIG.list()).keys).toEqual([]);
  });

  it("§5 production refuses SANDBOX_DEMO_MERCHANTS = * (development's value) with the clear 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call(`${DEMO}/wps/system/status`, {}, { ...env, SANDBOX_DEMO_MERCHANTS: "*" } as Env);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorCode: "worker_config_invalid" });
  });
});
