import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HANDOFF } from "#shared/handoff";
import { systemPing } from "#shared/contract";
import { encodeTouch } from "#shared/attribution";
import { BRAND_B, call, DEMO, inlinedState, openSession, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

const ALT = "http://demo-alt.localhost:8787";

async function handoff(origin: string, body: unknown, headers: Record<string, string> = { Origin: origin }): Promise<Response> {
  return call(`${origin}${HANDOFF.path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Language: "EN", ...headers },
    body: JSON.stringify(body),
  });
}

/** A code for `target`, carrying `token` (a made-up one unless given) and the attribution in `cookie`. */
async function code(origin: string, target: string, cookie = "", token = "tok-1234567890"): Promise<string> {
  const response = await handoff(origin, { target, session: { token, id: 7, userName: "player7", type: 0 } }, { Origin: origin, Cookie: cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { code: string } }).value.code;
}

/** A code carrying no session, only the attribution in `cookie`. */
async function guestCode(origin: string, target: string, cookie = ""): Promise<string> {
  const response = await handoff(origin, { target }, { Origin: origin, Cookie: cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { value: { code: string } }).value.code;
}

describe("issue #13 the cross-domain hand-off: signed, short-lived, single-use, fails closed", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    resetEdgeCaches();
  });

  it("§2 a valid code offers the platform's account for its token (inlined, never in the address) and carries the attribution", async () => {
    const player = await openSession(ALT, "player1");
    const handed = await code(ALT, "demo.localhost", "_fbc=fb.1.1764072000000.IwARx; mc_first_touch=abc", player.token);
    expect(handed).not.toContain(player.token);
    const landing = await call(`${DEMO}/m/index?affiliateCode=A1&${HANDOFF.parameter}=${handed}`);
    expect(landing.status).toBe(200);
    const state = inlinedState(await landing.text());
    expect(state.handoff).toEqual({ offer: { token: player.token, id: player.id, userName: "player1", type: player.type, merchantCode: "DEMO" } });
    // An offer, not a session: the page asks before anyone is signed in.
    expect(state.signedIn).toBe(false);
    const cookies = landing.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/_fbc=fb\.1\.1764072000000\.IwARx; Max-Age=7776000/);
    expect(cookies).not.toMatch(/mc_signed_in/);
    // A first touch that is not one this edge wrote does not cross: the one set is the landing's own (affiliateCode=A1).
    expect(cookies).not.toMatch(/mc_first_touch=abc/);
  });

  it("§2 a replayed, forged, expired or other-host code gives the plain login page with the kept parameters", async () => {
    const handed = await guestCode(ALT, "demo.localhost");
    expect((await call(`${DEMO}/m/index?r=R1&handoff=${handed}`)).status).toBe(200);
    const replay = await call(`${DEMO}/m/index?r=R1&handoff=${handed}`);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("Location")).toBe("/m/login?r=R1");

    const forged = `${handed.slice(0, -3)}AAA`;
    expect((await call(`${DEMO}/m/index?handoff=${forged}`)).headers.get("Location")).toBe("/m/login");
    expect((await call(`${DEMO}/m/index?handoff=%3Cscript%3E`)).headers.get("Location")).toBe("/m/login");

    const elsewhere = await guestCode(ALT, "localhost");
    expect((await call(`${DEMO}/m/index?handoff=${elsewhere}`)).status).toBe(302);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const late = await guestCode(ALT, "demo.localhost");
      vi.setSystemTime(Date.now() + HANDOFF.ttlSeconds * 1000 + 1);
      expect((await call(`${DEMO}/m/index?handoff=${late}`)).status).toBe(302);
    } finally {
      vi.useRealTimers();
    }
  });

  it("§2 two landings with one code at the same moment: exactly one gets the offer (one Durable Object per code)", async () => {
    const handed = await code(ALT, "demo.localhost", "", (await openSession(ALT, "player1")).token);
    const landings = await Promise.all([0, 1, 2].map(() => call(`${DEMO}/m/index?handoff=${handed}`)));
    expect(landings.map((landing) => landing.status).sort()).toEqual([200, 302, 302]);
  });

  it("§2 a redeemed code leaves nothing behind, and an unredeemed one is cleared when it expires", async () => {
    const handed = await guestCode(ALT, "demo.localhost");
    const stub = env.HANDOFFS.get(env.HANDOFFS.idFromName(handed.split(".")[0]!));
    expect(await runInDurableObject(stub, async (_, state) => (await state.storage.list()).size)).toBe(1);
    expect((await call(`${DEMO}/m/index?handoff=${handed}`)).status).toBe(200);
    expect(await runInDurableObject(stub, async (_, state) => (await state.storage.list()).size)).toBe(0);

    const unused = await guestCode(ALT, "demo.localhost");
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

describe("issue #34 identity: what an attacker tries with the domain hand-off", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    resetEdgeCaches();
  });

  it("§2 an attacker asks for a code to a host outside the merchant's own domains: refused", async () => {
    for (const target of ["evil.example", "brand-b.localhost", "demo-alt.localhost"]) {
      const response = await handoff(ALT, { target });
      expect(response.status, target).toBe(400);
      expect(((await response.json()) as { errorCode: string }).errorCode).toBe("domain_invalid");
    }
  });

  it("§2 the probe's reproduction: a curl-minted code with agent1's token lands on an offer of agent1, never on a signed-in page", async () => {
    const agent = await openSession(DEMO, "agent1");
    // What curl sends: any Origin it likes, the token, and a name and type of its choosing.
    const minted = await handoff(DEMO, { target: "demo-alt.localhost", session: { token: agent.token, userName: "agent1", type: 1 } }, { Origin: DEMO });
    const handed = ((await minted.json()) as { value: { code: string } }).value.code;
    const landing = await call(`${ALT}/m/index?${HANDOFF.parameter}=${handed}`);
    const state = inlinedState(await landing.text());
    expect(state.handoff?.offer.userName).toBe("agent1");
    expect(state.signedIn).toBe(false);
    expect(landing.headers.getSetCookie().join("\n")).not.toMatch(/mc_signed_in/);
  });

  it("§2 a name, an id and a type forged in the request for a code count for nothing: the offer is what the platform says", async () => {
    const player = await openSession(ALT, "player1");
    const minted = await handoff(ALT, { target: "demo.localhost", session: { token: player.token, userName: "admin", id: 1, type: 1 } });
    const handed = ((await minted.json()) as { value: { code: string } }).value.code;
    const state = inlinedState(await (await call(`${DEMO}/m/index?${HANDOFF.parameter}=${handed}`)).text());
    expect(state.handoff?.offer).toEqual({ token: player.token, id: player.id, userName: "player1", type: player.type, merchantCode: "DEMO" });
  });

  it("§2 a made-up token is refused at the landing: the plain login page, no offer, no hint of a session", async () => {
    const handed = await code(ALT, "demo.localhost", "", "made-up-token-0123456789");
    const landing = await call(`${DEMO}/m/index?r=R1&${HANDOFF.parameter}=${handed}`);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("Location")).toBe("/m/login?r=R1");
    expect(landing.headers.getSetCookie().join("\n")).not.toMatch(/mc_signed_in/);
  });

  it("§2 another merchant's player's token is refused on this merchant's landing", async () => {
    const other = await openSession(BRAND_B, "agent2");
    const handed = await code(ALT, "demo.localhost", "", other.token);
    expect((await call(`${DEMO}/m/index?${HANDOFF.parameter}=${handed}`)).headers.get("Location")).toBe("/m/login");
  });

  it("§2 carried attribution crosses under a first visit's rules: it never replaces this domain's first touch, and junk does not cross", async () => {
    const touch = (affiliateCode: string, domain: string) => encodeTouch({ at: 1_764_072_000_000, fields: {}, domain, affiliateCode });
    const carried = `mc_first_touch=${touch("ATTACKER", "demo-alt.localhost")}; mc_last_touch=${touch("LAST", "demo-alt.localhost")}; _fbp=junk<script>; _ttp=ok-123`;
    const handed = await guestCode(ALT, "demo.localhost", carried);
    const landing = await call(`${DEMO}/m/index?${HANDOFF.parameter}=${handed}`, { headers: { Cookie: `mc_first_touch=${touch("OWN", "demo.localhost")}` } });
    const cookies = landing.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith("mc_first_touch="))).toBe(false);
    expect(cookies.some((line) => line.startsWith(`mc_last_touch=${touch("LAST", "demo-alt.localhost")}`))).toBe(true);
    expect(cookies.some((line) => line.startsWith("_fbp=junk"))).toBe(false);
    expect(cookies.some((line) => line.startsWith("_ttp=ok-123"))).toBe(true);
  });
});
