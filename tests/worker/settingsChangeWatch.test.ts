import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Envelope, SiteSettings } from "#shared/contract";
import { KV_KEYS } from "#shared/merchantConfig";
import { DEMO, call, demoMerchant, inlinedState, putMerchant, restoreDemoMerchants } from "./helpers";

const REMOTE = "http://remote.localhost:8787";

describe("DESIGN §3 site settings cached at the edge: the settings layer forgets them when the platform says they changed", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = ["http://platform.test"];
    await putMerchant(merchant);
    await env.CONFIG.put(KV_KEYS.domain("remote.localhost"), "REMOTE");
  });
  afterEach(() => vi.restoreAllMocks());

  it("§3 any platform's answer with X-Sandbox-Settings-Changed makes the next page fetch the settings again", async () => {
    const settings = ((await (await call(`${DEMO}/wps/system/status`)).json()) as Envelope<SiteSettings>).value!;
    let statusCalls = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === "/wps/system/status") {
        statusCalls += 1;
        return Response.json({
          success: true,
          value: { ...settings, merchantCode: "REMOTE", mobileTemplate: { ...settings.mobileTemplate, app_desc: `version ${statusCalls}` } },
        });
      }
      return Response.json({ success: true, value: {} }, { headers: { "X-Sandbox-Settings-Changed": "1" } });
    });
    const desc = async () => (inlinedState(await (await call(`${REMOTE}/m/login`)).text()).siteSettings as SiteSettings).mobileTemplate.app_desc;
    expect(await desc()).toBe("version 1");
    expect(await desc()).toBe("version 1"); // served from the edge's copy
    expect(statusCalls).toBe(1);
    await call(`${REMOTE}/wps/relay/MCSFE_saveSettings`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(await desc()).toBe("version 2");
  });
});
