import { beforeEach, describe, expect, it } from "vitest";
import type { Envelope } from "#shared/contract";
import { SANDBOX_PUSH_PATHS } from "../../../worker/sandbox/pushRoutes";
import { DEMO, call, restoreDemoMerchants } from "../helpers";

const post = (path: string, body: unknown) =>
  call(`${DEMO}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** docs/decisions/007, 023: the production build keeps the push calls and leaves the test-push helpers out. */
describe("docs/decisions/023 push in the production sandbox", () => {
  beforeEach(restoreDemoMerchants);

  it("§7 the push calls are there (they answer, here asking for a session)", async () => {
    const response = await post("/wps/relay/CSP_fcmBind", { registrationToken: "x".repeat(40) });
    expect(((await response.json()) as Envelope<unknown>).errorCode).toBe("CUSTOMER_NOT_LOGIN");
  });

  it("the test-push helpers answer 404", async () => {
    expect((await post(SANDBOX_PUSH_PATHS.pushes, { username: "player1", title: "T" })).status).toBe(404);
    expect((await call(`${DEMO}${SANDBOX_PUSH_PATHS.pushes}?username=player1`)).status).toBe(404);
    expect((await call(`${DEMO}${SANDBOX_PUSH_PATHS.pending}?registrationToken=${"x".repeat(40)}`)).status).toBe(404);
  });
});
