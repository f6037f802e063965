import { beforeEach, describe, expect, it } from "vitest";
import { DEMO, call, restoreDemoMerchants } from "./helpers";

/** Names every plain object answers to, none of them a scenario. */
const INHERITED = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"];

describe("DESIGN §5 bad input: sandbox scenario names are looked up among the defined cases only", () => {
  beforeEach(restoreDemoMerchants);

  it.each(INHERITED)("§5 X-Sandbox-Scenario: %s gets the clear 400 unknown_scenario, not a 500", async (name) => {
    const response = await call(`${DEMO}/wps/system/status`, { headers: { "X-Sandbox-Scenario": name } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: "unknown_scenario" });
  });

  it("§5 the same names in the scenario cookie get the same 400", async () => {
    for (const name of ["constructor", "__proto__"]) {
      const cookie = `mc_sandbox_scenario=${encodeURIComponent(JSON.stringify({ "/wps/system/status": name }))}`;
      const response = await call(`${DEMO}/wps/system/status`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: "unknown_scenario" });
    }
  });
});
