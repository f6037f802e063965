import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maintenanceInForce } from "../../worker/gates/gates";
import { ensureMigrated } from "../../worker/sandbox/migrate";
import { BRAND_B, call, demoMerchant, putMerchant, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

/** The sandbox platform's own maintenance flag and end (SPEC §3 site settings), as a real platform would send them. */
async function platformMaintenance(on: boolean, end: number | null): Promise<void> {
  await ensureMigrated(env.SANDBOX_DB);
  await env.SANDBOX_DB.prepare(
    "UPDATE merchant_settings SET settings = json_set(settings, '$.maintenance', json(?), '$.maintenanceEnd', json(?)) WHERE merchant_code = 'BRANDB'",
  )
    .bind(on ? "true" : "false", end === null ? "null" : String(end))
    .run();
  resetEdgeCaches();
}

describe("issue #36: the platform's own maintenance counts, beside the operators' switch (docs/decisions/059)", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(async () => {
    await platformMaintenance(false, null);
    await restoreDemoMerchants();
  });

  it("§3 the platform says maintenance with an end: the page is System Maintenance, with that end time; its calls are the platform's to answer", async () => {
    const end = Date.parse("2999-01-01T06:00:00Z");
    await platformMaintenance(true, end);
    const page = await call(`${BRAND_B}/m/login`, { headers: { "Accept-Language": "en" } });
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("System Maintenance");
    expect(html).toMatch(/datetime="2999-01-01T06:00:00(\.000)?Z"/i);
    // A platform call is not answered by the edge's page: the platform answers it (here, the sandbox's status).
    expect((await call(`${BRAND_B}/wps/system/status?device=MOBILE`)).status).toBe(200);
  });

  it("§3 the platform off and the operators' switch off: the page renders", async () => {
    await platformMaintenance(false, null);
    expect((await call(`${BRAND_B}/m/login`)).status).toBe(200);
  });

  it("§3 the operators' end time and words win where they gave them; the platform's end fills in where they did not", () => {
    const now = Date.parse("2026-11-30T00:00:00Z");
    const platform = { maintenance: true, maintenanceEnd: Date.parse("2026-12-02T00:00:00Z") } as never;
    expect(maintenanceInForce({ on: false }, platform, now)).toEqual({ on: true, until: "2026-12-02T00:00:00.000Z" });
    expect(maintenanceInForce({ on: true, until: "2026-12-01T00:00:00Z", message: "x" }, platform, now)).toEqual({
      on: true,
      until: "2026-12-01T00:00:00Z",
      message: "x",
    });
    expect(maintenanceInForce({ on: false }, { maintenance: false, maintenanceEnd: null } as never, now)).toBeNull();
    // An end already past is no end time.
    expect(maintenanceInForce({ on: false }, { maintenance: true, maintenanceEnd: now - 1 } as never, now)).toEqual({ on: true });
  });

  it("§2 the operators' switch alone still works without asking the platform", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    expect((await call(`${BRAND_B}/m/login`)).status).toBe(503);
  });
});
