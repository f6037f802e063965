import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HANDOFF } from "#shared/handoff";
import { systemPing } from "#shared/contract";
import { call, DEMO, inlinedState, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

const ALT = "http://demo-alt.localhost:8787";

async function handoff(origin: string, body: unknown, headers: Record<string, string> = { Origin: origin }): Promise<Response> {
  return call(`${origin}${HANDOFF.path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Language: "EN", ...headers },
    body: JSON.stringify(body),
  });
}

async function code(origin: string, target: string, cookie = ""): Promise<string> {
  const response = await handoff(
    origin,
    { target, session: { token: "tok-1234567890", id: 7, userName: "player7", type: 0 } },
    { Origin: origin, Cookie: cookie },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { code: string } }).value.code;
}

describe("issue #13 the cross-domain hand-off: signed, short-lived, single-use, fails closed", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    resetEdgeCaches();
  });

  it("§2 a valid code gives the new domain the session (inlined, never in the address) and the attribution cookies", async () => {
    const handed = await code(ALT, "demo.localhost", "_fbc=fb.1.1764072000000.IwARx; mc_first_touch=abc");
    expect(handed).not.toContain("tok-1234567890");
    const landing = await call(`${DEMO}/m/index?affiliateCode=A1&${HANDOFF.parameter}=${handed}`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(inlinedState(html).handoff).toEqual({ session: { token: "tok-1234567890", id: 7, userName: "player7", type: 0 } });
    const cookies = landing.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/_fbc=fb\.1\.1764072000000\.IwARx; Max-Age=7776000/);
    expect(cookies).toMatch(/mc_signed_in=1/);
  });

  it("§2 a replayed, forged, expired or other-host code gives the plain login page with the kept parameters", async () => {
    const handed = await code(ALT, "demo.localhost");
    expect((await call(`${DEMO}/m/index?r=R1&handoff=${handed}`)).status).toBe(200);
    const replay = await call(`${DEMO}/m/index?r=R1&handoff=${handed}`);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("Location")).toBe("/m/login?r=R1");

    const forged = `${handed.slice(0, -3)}AAA`;
    expect((await call(`${DEMO}/m/index?handoff=${forged}`)).headers.get("Location")).toBe("/m/login");
    expect((await call(`${DEMO}/m/index?handoff=%3Cscript%3E`)).headers.get("Location")).toBe("/m/login");

    const elsewhere = await code(ALT, "localhost");
    expect((await call(`${DEMO}/m/index?handoff=${elsewhere}`)).status).toBe(302);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const late = await code(ALT, "demo.localhost");
      vi.setSystemTime(Date.now() + HANDOFF.ttlSeconds * 1000 + 1);
      expect((await call(`${DEMO}/m/index?handoff=${late}`)).status).toBe(302);
    } finally {
      vi.useRealTimers();
    }
  });

  it("§2 two landings with one code at the same moment: exactly one gets the session (one Durable Object per code)", async () => {
    const handed = await code(ALT, "demo.localhost");
    const landings = await Promise.all([0, 1, 2].map(() => call(`${DEMO}/m/index?handoff=${handed}`)));
    expect(landings.map((landing) => landing.status).sort()).toEqual([200, 302, 302]);
  });

  it("§2 a redeemed code leaves nothing behind, and an unredeemed one is cleared when it expires", async () => {
    const handed = await code(ALT, "demo.localhost");
    const stub = env.HANDOFFS.get(env.HANDOFFS.idFromName(handed.split(".")[0]!));
    expect(await runInDurableObject(stub, async (_, state) => (await state.storage.list()).size)).toBe(1);
    expect((await call(`${DEMO}/m/index?handoff=${handed}`)).status).toBe(200);
    expect(await runInDurableObject(stub, async (_, state) => (await state.storage.list()).size)).toBe(0);

    const unused = await code(ALT, "demo.localhost");
    const waiting = env.HANDOFFS.get(env.HANDOFFS.idFromName(unused.split(".")[0]!));
    expect(await runInDurableObject(waiting, async (_, state) => state.storage.getAlarm())).toBe(Number(unused.split(".")[1]));
    expect(await runDurableObjectAlarm(waiting)).toBe(true);
    expect((await call(`${DEMO}/m/index?handoff=${unused}`)).status).toBe(302);
  });

  it("§2 only the page's own origin may ask for a code, and a bad target or body is a clear 4xx", async () => {
    expect((await handoff(ALT, { target: "demo.localhost" }, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await handoff(ALT, { target: "https://demo.localhost/x" })).status).toBe(400);
    const broken = await call(`${ALT}${HANDOFF.path}`, { method: "POST", headers: { Origin: ALT, "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { errorCode: string }).errorCode).toBe("body_invalid");
  });

  it("§7 the ping answers other origins, and the preflight for the Merchant header", async () => {
    const preflight = await call(`${DEMO}${systemPing.path}`, { method: "OPTIONS", headers: { Origin: ALT, "Access-Control-Request-Headers": "merchant" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toContain("Merchant");
    const ping = await call(`${DEMO}${systemPing.path}?speed=1`, { headers: { Origin: ALT, Merchant: "DEMO" } });
    expect(ping.status).toBe(200);
    expect(ping.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("PITFALLS edge: a domain that serves another merchant (its mapping not yet everywhere) does not answer as alive", async () => {
    // Brand B's page pings Demo Bet's domain, as it would a domain whose mapping has not reached this edge.
    const wrong = await call(`${DEMO}${systemPing.path}?speed=1`, { headers: { Origin: ALT, Merchant: "BRANDB" } });
    expect(wrong.status).toBe(421);
    expect(wrong.headers.get("Access-Control-Allow-Origin")).toBe("*");
    // A host with no mapping yet is served as the deployment's default merchant: not Brand C's domain either.
    const unmapped = await call(`http://not-mapped.example${systemPing.path}?speed=1`, { headers: { Origin: ALT, Merchant: "BRANDC" } });
    expect(unmapped.status).toBe(421);
  });
});
