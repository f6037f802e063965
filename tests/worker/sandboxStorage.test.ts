import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { DEMO, call, demoMerchant, putMerchant, restoreDemoMerchants } from "./helpers";

const storage = async (body: unknown) => {
  const response = await call(`${DEMO}/wps/sandbox/storage`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { success: boolean; value?: unknown; message?: string } };
};

/** The local storage the operations CLI writes, written by the server itself for the e2e tests (docs/decisions/051). */
describe("README Operations: the sandbox's storage helper (development builds)", () => {
  beforeEach(restoreDemoMerchants);

  it("KV: put, get and delete on the worker's CONFIG namespace", async () => {
    expect((await storage({ kv: "put", key: "zz:ops-test", value: "on" })).body.success).toBe(true);
    expect(await env.CONFIG.get("zz:ops-test")).toBe("on");
    expect((await storage({ kv: "get", key: "zz:ops-test" })).body.value).toBe("on");
    expect((await storage({ kv: "delete", key: "zz:ops-test" })).body.success).toBe(true);
    expect((await storage({ kv: "get", key: "zz:ops-test" })).body.value).toBeNull();
  });

  it("D1: a statement's rows; a failing statement says the database's own words", async () => {
    // Like `wrangler d1 execute`, it runs on what the sandbox has set up: the site has been opened once.
    await call(`${DEMO}/wps/system/status`);
    const rows = await storage({ sql: "SELECT username FROM members WHERE merchant_code = 'DEMO' AND username = 'player1'" });
    expect(rows.body.value).toEqual([{ username: "player1" }]);
    const missing = await storage({ sql: "SELECT * FROM no_such_table" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/no such table/);
  });

  it("a request that is neither is refused with what it should be", async () => {
    const wrong = await storage({ kv: "rename", key: "merchant:DEMO" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("expected");
    expect((await storage({ kv: "get", key: "" })).status).toBe(400);
  });

  it("it stands before the merchant's gates, as wrangler does: maintenance is turned off while it is on", async () => {
    await putMerchant({ ...demoMerchant(), maintenance: { on: true, message: "Back soon" } });
    expect((await call(`${DEMO}/wps/system/status`)).status).toBe(503);
    const config = (await storage({ kv: "get", key: "merchant:DEMO" })).body.value as string;
    expect(JSON.parse(config).maintenance.on).toBe(true);
    expect(
      (await storage({ kv: "put", key: "merchant:DEMO", value: JSON.stringify({ ...JSON.parse(config), maintenance: { on: false } }) })).body.success,
    ).toBe(true);
    expect((await call(`${DEMO}/wps/system/status`)).status).toBe(200);
  });
});
