import { beforeEach, describe, expect, it } from "vitest";
import { DEMO, call, restoreDemoMerchants } from "../helpers";

const post = (path: string, body: unknown) =>
  call(`${DEMO}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** The production build (`__DEV_TOOLS__` false): the download test helpers are left out (docs/decisions/007, 022). */
describe("docs/decisions/022 the download helpers in production", () => {
  beforeEach(restoreDemoMerchants);

  it("§7 the configuration override and the test player answer 404", async () => {
    const setting = await post("/wps/sandbox/downloadSetting", { config: {} });
    expect(setting.status).toBe(404);
    expect(await setting.json()).toMatchObject({ success: false, errorCode: "not_found" });
    expect((await post("/wps/sandbox/downloadPlayer", { username: "a2h_prod" })).status).toBe(404);
  });

  it("§7 the platform call itself is served, with the merchant's own configuration", async () => {
    const response = await call(`${DEMO}/wps/relay/WPSCORE_getDownloadSetting?domain=demo.localhost`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, value: { download_condition_switch: { enabled: true, value: "1" } } });
  });
});
