import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRAND_B, DEMO, call, inlinedState, restoreDemoMerchants } from "./helpers";

/** The deployment's list as production sets it (docs/decisions/007); development's `*` allows every merchant. */
const demoOnly = { ...env, SANDBOX_DEMO_MERCHANTS: "DEMO" } as Env;

describe("docs/decisions/007 a merchant runs on the sandbox only when the deployment lists it", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§3 a listed demo merchant is served as before", async () => {
    const response = await call(`${DEMO}/m/login`, {}, demoOnly);
    expect(response.status).toBe(200);
    expect(inlinedState(await response.text()).merchant.code).toBe("DEMO");
  });

  it("§3 an unlisted merchant on the sandbox gets the clear 503 page, the §3 error body on /wps/*, and a log line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await call(`${BRAND_B}/m/login`, { headers: { "Accept-Language": "en" } }, demoOnly);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Service temporarily unavailable");
    const api = await call(`${BRAND_B}/wps/system/status`, {}, demoOnly);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: expect.any(String), errorCode: "merchant_unavailable" });
    const session = await call(
      `${BRAND_B}/wps/sandbox/session`,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"username":"agent2"}' },
      demoOnly,
    );
    expect(session.status).toBe(503);
    expect(log.mock.calls.some(([line]) => String(line).includes("sandbox_not_allowed") && String(line).includes("BRANDB"))).toBe(true);
  });

  it("§2 the manifest of an unlisted sandbox merchant is not built from the sandbox: the host's own merchant answers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call(`${DEMO}/wps/system/manifest.json?merchantCode=BRANDB`, {}, demoOnly);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { name: string }).name).toContain("Demo Bet");
  });
});
