import { beforeEach, describe, expect, it } from "vitest";
import type { ReleaseManifest } from "#shared/assetManifest";
import { BRAND_B, DEMO, call, demoMerchant, inlinedState, putMerchant, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

describe("SPEC §4/§7 update check: the release manifest", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    resetEdgeCaches();
  });

  it("§7 /mobile/mc/asset-manifest.json answers each merchant's release marker, never cached", async () => {
    await putMerchant({ ...demoMerchant("DEMO"), release: "2026-11-25T10:00:00.000Z" });
    resetEdgeCaches();
    const demo = await call(`${DEMO}/mobile/mc/asset-manifest.json?time=1`);
    expect(demo.status).toBe(200);
    expect(demo.headers.get("cache-control")).toBe("no-cache");
    expect((await demo.json()) as ReleaseManifest).toEqual({ merchant: "DEMO", release: "2026-11-25T10:00:00.000Z" });
    const brandB = (await (await call(`${BRAND_B}/mobile/mc/asset-manifest.json`)).json()) as ReleaseManifest;
    expect(brandB).toEqual({ merchant: "BRANDB", release: "" });
  });

  it("§4 a new release changes the answer on the next request, so open pages notice it", async () => {
    const before = await (await call(`${DEMO}/mobile/mc/asset-manifest.json`)).text();
    await putMerchant({ ...demoMerchant("DEMO"), release: "r2" });
    resetEdgeCaches();
    const after = await (await call(`${DEMO}/mobile/mc/asset-manifest.json`)).text();
    expect(after).not.toBe(before);
  });

  it("§4 the page carries the release it was rendered with, for the check to tell a fresh page from a stale one", async () => {
    await putMerchant({ ...demoMerchant("DEMO"), release: "r7" });
    resetEdgeCaches();
    const html = await (await call(`${DEMO}/m/login`)).text();
    expect(inlinedState(html).version).toEqual({ build: null, release: "r7" });
  });

  it("§4 a release marker that is not plain text is refused by the config's schema", async () => {
    await expect(() => putMerchant({ ...demoMerchant("DEMO"), release: "<script>" })).rejects.toThrow();
  });
});
