import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KV_KEYS } from "#shared/merchantConfig";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import { BRAND_B, DEMO, call, inlinedState as stateOf, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

describe("DESIGN §3 merchant resolution", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§3 demo hosts resolve to their own merchant, seeded into KV by itself", async () => {
    const demo = stateOf(await (await call(`${DEMO}/m/login`)).text());
    const brandB = stateOf(await (await call(`${BRAND_B}/m/login`)).text());
    expect(demo.merchant.code).toBe("DEMO");
    expect(brandB.merchant.code).toBe("BRANDB");
    expect(await env.CONFIG.get(KV_KEYS.domain("brand-b.localhost"))).toBe("BRANDB");
  });

  it("§3 with KV empty, the first request seeds the demo merchants by itself", async () => {
    for (const key of (await env.CONFIG.list()).keys) await env.CONFIG.delete(key.name);
    resetEdgeCaches();
    const response = await call(`${BRAND_B}/m/login`);
    expect(response.status).toBe(200);
    expect(stateOf(await response.text()).merchant.code).toBe("BRANDB");
    expect(await env.CONFIG.get(KV_KEYS.merchant("DEMO"))).not.toBeNull();
  });

  it("§3 seeding is idempotent: an operator's change is never overwritten", async () => {
    await call(`${DEMO}/m/login`);
    const changed = { ...DEMO_MERCHANTS[0], name: "Renamed Bet" };
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), JSON.stringify(changed));
    resetEdgeCaches();
    const state = stateOf(await (await call(`${DEMO}/m/login`)).text());
    expect(state.merchant.name).toBe("Renamed Bet");
  });

  it("§3 an unknown host falls back to DEFAULT_MERCHANT", async () => {
    const response = await call("http://unknown-brand.example.com/m/login");
    expect(response.status).toBe(200);
    expect(stateOf(await response.text()).merchant.code).toBe(env.DEFAULT_MERCHANT);
  });

  it("§3 a malformed Host header gets 400, not a page or a stack trace", async () => {
    const response = await call(new Request(`${DEMO}/m/login`, { headers: { Host: "bad host!!" } }));
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Bad request");
    expect(body).not.toMatch(/at \w+ \(|Error:/);
  });

  it("§3 a URL over 16 KB gets 414", async () => {
    const response = await call(`${DEMO}/m/login?x=${"a".repeat(16 * 1024)}`);
    expect(response.status).toBe(414);
  });

  it("§3 a malformed merchant config in KV gives a clear 503 page and a log line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await call(`${DEMO}/m/login`);
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), JSON.stringify({ code: "DEMO", name: "" }));
    resetEdgeCaches();
    const response = await call(`${DEMO}/m/login`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain("Service temporarily unavailable");
    expect(body).not.toMatch(/ZodError|at \w+ \(/);
    expect(log.mock.calls.some(([line]) => String(line).includes("merchant_config_invalid"))).toBe(true);
  });

  it("§3 a config whose code differs from its key (merchant:<CODE>) is malformed: clear 503 page and a log line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const brandB = DEMO_MERCHANTS.find((merchant) => merchant.code === "BRANDB")!;
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), JSON.stringify(brandB));
    resetEdgeCaches();
    const page = await call(`${DEMO}/m/login`, { headers: { "Accept-Language": "en" } });
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Service temporarily unavailable");
    expect(html).not.toContain("Brand B Lottery Club");
    const api = await call(`${DEMO}/wps/system/status`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: expect.any(String), errorCode: "merchant_unavailable" });
    const line = log.mock.calls.map(([first]) => String(first)).find((text) => text.includes("merchant_config_invalid"));
    expect(line).toContain('"merchant":"DEMO"');
    expect(line).toContain("merchant:DEMO");
  });

  it("§3 the API answers a malformed config with the §3 error body", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), "{not json");
    await env.CONFIG.put(KV_KEYS.domain("demo.localhost"), "DEMO");
    resetEdgeCaches();
    const response = await call(`${DEMO}/wps/system/status`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: expect.any(String), errorCode: "merchant_unavailable" });
  });

  it("§3 a KV read failure serves the last good config", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...env, CONFIG: { get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace, SEED_DEMO_MERCHANTS: "false" };
    expect((await call(`${DEMO}/m/login`)).status).toBe(200); // remembered as last good
    const response = await call(`${DEMO}/m/login`, {}, broken);
    expect(response.status).toBe(200);
    expect(stateOf(await response.text()).merchant.code).toBe("DEMO");
  });

  it("§3 a KV read failure with nothing remembered gives the clear 503 page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...env, CONFIG: { get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace, SEED_DEMO_MERCHANTS: "false" };
    const response = await call(`${DEMO}/m/login`, {}, broken);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Service temporarily unavailable");
  });
});
