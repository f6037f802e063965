import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import { startPlatformFailover } from "../../client/core/platformReach";
import { cancelAllRequests, request, setPlatformFailover, setPlatformOrigin } from "../../client/lib/request";
import type { SiteSettings } from "#shared/contract";
import { DEMO_BRAND } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

const PAGE = "http://demo.localhost:8787";
const ALT = "http://demo-alt.localhost:8787";
const DEAD = "http://demo-dead.localhost:8787";
const ok = (value: unknown) => json({ success: true, value });
const here = { protocol: "http:", port: "8787" };

/** A platform reachable on some origins only: the others fail the way a blocked domain does (no answer at all). */
function reachable(origins: string[]) {
  return answerWith((url) => {
    if (!origins.includes(url.origin)) throw new TypeError("Failed to fetch");
    return ok(url.pathname === "/wps/system/test/ping" ? 1 : { from: url.origin });
  });
}

function failoverFor(domains: string[]): () => void {
  const store = createStore();
  store.set(merchantAtom, DEMO_BRAND);
  store.set(siteSettingsAtom, { domainRoute: { domainList: domains.map((domainName) => ({ domainName })), customerService: [] } } as unknown as SiteSettings);
  return startPlatformFailover(store, here);
}

/** Each test starts with no session, no calls under way, and the page's own origin as the platform's. */
function startAtThePage(): void {
  sessionStorage.clear();
  cancelAllRequests();
  recordEffects();
  setPlatformOrigin(() => PAGE);
}

describe("issue #36 the browser keeps the platform reachable (SPEC §7 fastest domain)", () => {
  let stop: () => void = () => {};
  beforeEach(startAtThePage);
  afterEach(() => {
    stop();
    setPlatformFailover(null);
    setPlatformOrigin(() => globalThis.location.origin);
    vi.restoreAllMocks();
  });

  it("§7 a read that finds the page's origin out of reach: the other domains race, the winner answers it and every later call", async () => {
    stop = failoverFor(["demo.localhost", "demo-dead.localhost", "demo-alt.localhost"]);
    const calls = reachable([ALT]);
    await expect(request({ url: "/wps/member/info" })).resolves.toEqual({ from: ALT });
    // The race left the failed host out, pinged the others with the Merchant header.
    const pings = calls.filter((call) => call.url.pathname === "/wps/system/test/ping");
    expect(pings.map((call) => call.url.origin).sort()).toEqual([ALT, DEAD]);
    expect(new Headers(pings[0]!.init.headers).get("Merchant")).toBe(DEMO_BRAND.code);

    calls.length = 0;
    await expect(request({ url: "/wps/system/country" })).resolves.toEqual({ from: ALT });
    expect(calls.map((call) => call.url.origin)).toEqual([ALT]);
  });

  it("§7 a write is never sent twice: it fails as it did, and only later calls go to the winner", async () => {
    stop = failoverFor(["demo.localhost", "demo-alt.localhost"]);
    const calls = reachable([ALT]);
    await expect(request({ url: "/wps/relay/MCSFE_deposit", method: "POST", body: { amount: 100 }, alert: false })).rejects.toMatchObject({ kind: "network" });
    expect(calls.filter((call) => call.init.method === "POST").map((call) => call.url.origin)).toEqual([PAGE]);
    await expect(request({ url: "/wps/member/info" })).resolves.toEqual({ from: ALT });
  });

  it("§7 nothing else answers: the call fails as it did, and the page's origin stays", async () => {
    stop = failoverFor(["demo.localhost", "demo-alt.localhost"]);
    const calls = reachable([]);
    await expect(request({ url: "/wps/member/info", alert: false })).rejects.toMatchObject({ kind: "network" });
    calls.length = 0;
    await request({ url: "/wps/member/info", alert: false }).catch(() => undefined);
    expect(calls[0]!.url.origin).toBe(PAGE);
  });

  it("§7 calls failing together share one race", async () => {
    stop = failoverFor(["demo.localhost", "demo-alt.localhost"]);
    const calls = reachable([ALT]);
    await Promise.all([request({ url: "/wps/a" }), request({ url: "/wps/b" }), request({ url: "/wps/c" })]);
    expect(calls.filter((call) => call.url.pathname === "/wps/system/test/ping")).toHaveLength(1);
  });
});

describe("issue #36 a read right after the connection came back", () => {
  beforeEach(startAtThePage);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setPlatformOrigin(() => globalThis.location.origin);
  });

  it("§8 the first read on a returning connection fails on a socket the outage left: it is asked once more, and answers", async () => {
    vi.useFakeTimers();
    let failures = 1;
    const calls = answerWith(() => {
      if (failures-- > 0) throw new TypeError("Failed to fetch");
      return ok("key");
    });
    window.dispatchEvent(new Event("online"));
    const answer = request({ url: "/wps/session/key/rsa" });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe("key");
    expect(calls).toHaveLength(2);
  });

  it("§8 a write is never asked twice, and a read long after the connection settled fails as before", async () => {
    vi.useFakeTimers();
    const calls = answerWith(() => {
      throw new TypeError("Failed to fetch");
    });
    window.dispatchEvent(new Event("online"));
    await expect(request({ url: "/wps/session/login", method: "POST", body: {}, alert: false })).rejects.toMatchObject({ kind: "network" });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_001);
    const read = request({ url: "/wps/member/info", alert: false });
    await expect(read).rejects.toMatchObject({ kind: "network" });
    expect(calls).toHaveLength(2);
  });
});
