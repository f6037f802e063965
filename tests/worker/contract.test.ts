import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KV_KEYS } from "#shared/merchantConfig";
import { type Fixture, SERVED_BY_THE_EDGE, standInAnswer, type StandInState } from "../contract/standIn";
import { call, demoMerchant, inlinedState, putMerchant, restoreDemoMerchants } from "./helpers";

/**
 * Issue #36, build 5: the edge's upstream client against a platform that serves only SPEC's fixtures
 * (tests/contract/fixtures, written from SPEC alone). Every §7 call a page makes through the edge reaches the
 * platform as SPEC describes it and comes back unchanged; the edge's own reading of the settings follows SPEC's
 * answer, maintenance included.
 */
const FIXTURES = Object.values(import.meta.glob<Fixture>("../contract/fixtures/*.json", { eager: true, import: "default" }));
const PLATFORM = "http://standin-platform.test";
const HOST = "http://standin.localhost:8787";
const state: StandInState = { maintenance: false, regionRestricted: false };

function standInPlatform() {
  const received: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request: Request = new Request(input, init);
    received.push(request.clone() as Request);
    const url = new URL(request.url);
    if (url.origin !== PLATFORM) return new Response("unexpected call", { status: 599 });
    const answer = standInAnswer(FIXTURES, request.method, url.pathname, state);
    return new Response(answer.body, { status: answer.status, headers: { "Content-Type": answer.contentType } });
  });
  return received;
}

describe("issue #36 §7 the edge against a platform that serves only SPEC's fixtures", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    const merchant = demoMerchant();
    merchant.code = "STANDIN";
    merchant.domains = ["standin.localhost"];
    merchant.upstream = [PLATFORM];
    await putMerchant(merchant);
    await env.CONFIG.put(KV_KEYS.domain("standin.localhost"), "STANDIN");
    state.maintenance = false;
    state.regionRestricted = false;
  });
  afterEach(() => vi.restoreAllMocks());

  const forwarded = FIXTURES.filter(
    (fixture) => (fixture.request.path.startsWith("/wps/") || fixture.request.path.startsWith("/mini-game/")) && !SERVED_BY_THE_EDGE[fixture.request.path],
  );
  for (const fixture of forwarded) {
    const { method, path, query, requiredHeaders, body } = fixture.request;
    it(`§7 ${method} ${path} reaches the platform as SPEC says and its answer comes back unchanged`, async () => {
      const received = standInPlatform();
      const url = new URL(path, HOST);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
      const headers: Record<string, string> = { Merchant: "STANDIN", Language: "EN" };
      for (const name of requiredHeaders) headers[name] ??= name === "Content-Type" ? "application/json" : `${name}-value`;
      const response = await call(url.href, { method, headers, body: body === null || method === "GET" ? undefined : JSON.stringify(body) });
      const upstream = received.find((request) => new URL(request.url).pathname === path)!;
      expect(upstream, "forwarded").toBeDefined();
      expect(upstream.method).toBe(method);
      expect(new URL(upstream.url).search).toBe(url.search);
      for (const name of requiredHeaders) expect(upstream.headers.has(name), name).toBe(true);
      // The edge names the merchant it resolved from the host, whatever the page sent.
      if (path.startsWith("/wps/")) expect(upstream.headers.get("Merchant")).toBe("STANDIN");
      if (body !== null && method !== "GET") expect(await upstream.text()).toBe(JSON.stringify(body));
      expect(response.status).toBe(fixture.answer.status);
      const expected = fixture.answer.body;
      expect(typeof expected === "string" ? await response.text() : await response.json()).toEqual(expected);
    });
  }

  it("§3 a page gets SPEC's settings from the platform's status answer, in the shape the product reads", async () => {
    standInPlatform();
    const response = await call(`${HOST}/m/login`);
    expect(response.status).toBe(200);
    const settings = inlinedState(await response.text()).siteSettings;
    expect(settings.merchantCode).toBe("STANDIN");
    expect(settings.whitelabel.LOTTMINIGAME3).toBe(true);
    expect(settings.resources.Android).toBe("https://dl.standin.example/standin-bet.apk");
    expect(settings.domainRoute.domainList.length).toBeGreaterThan(0);
    expect(settings).not.toHaveProperty("location");
  });

  it("§3 the platform switches maintenance on in its own settings: the page's status call brings it to the edge, the next page is System Maintenance; off again, the next page is back at once", async () => {
    standInPlatform();
    expect((await call(`${HOST}/m/login`)).status).toBe(200);
    state.maintenance = true;
    // The edge's copy (DESIGN §3) still says open; the open page's own status call passes through it...
    expect((await call(`${HOST}/m/login`)).status).toBe(200);
    const status = await call(`${HOST}/wps/system/status?device=MOBILE`, { headers: { Merchant: "STANDIN", Language: "EN" } });
    expect(((await status.json()) as { value: { maintenance: boolean } }).value.maintenance).toBe(true);
    // ...and the next page shows the maintenance the platform switched on.
    const during = await call(`${HOST}/m/login`, { headers: { "Accept-Language": "en" } });
    expect(during.status).toBe(503);
    expect(await during.text()).toContain("Maintenance");
    // Switched off: the maintenance page asks the platform afresh, so the very next load is the page again.
    state.maintenance = false;
    expect((await call(`${HOST}/m/login`)).status).toBe(200);
  });

  it("§2 §3 the platform restricts a visitor its status call saw: the next page asks about that visitor and shows Access Denied with the address the platform saw", async () => {
    const received = standInPlatform();
    state.regionRestricted = true;
    const visitor = { "CF-Connecting-IP": "198.51.100.7", "X-Forwarded-For": "10.0.0.1", "Accept-Language": "en" };
    // Without the browser's word, the edge's shared copy says nothing of one visitor: the page is served.
    expect((await call(`${HOST}/m/login`, { headers: visitor })).status).toBe(200);
    const denied = await call(`${HOST}/m/login`, { headers: { ...visitor, Cookie: "mc_region_check=1" } });
    expect(denied.status).toBe(403);
    const page = await denied.text();
    expect(page).toContain("Access Denied");
    expect(page).toContain("203.0.113.24");
    // The platform was asked about this visitor, by the address Cloudflare saw, never the one the client wrote.
    const asked = received.filter((request) => new URL(request.url).pathname === "/wps/system/status").at(-1)!;
    expect(asked.headers.get("X-Forwarded-For")).toBe("198.51.100.7");

    // No longer restricted: the page (the browser drops the cookie on its next status call).
    state.regionRestricted = false;
    expect((await call(`${HOST}/m/login`, { headers: { ...visitor, Cookie: "mc_region_check=1" } })).status).toBe(200);
  });

  it("§3 abuse: a forwarded call carries the visitor's address as Cloudflare saw it, never one the client wrote", async () => {
    const received = standInPlatform();
    await call(`${HOST}/wps/system/country`, { headers: { Merchant: "STANDIN", "X-Forwarded-For": "1.2.3.4" } });
    expect(received.at(-1)!.headers.has("X-Forwarded-For")).toBe(false);
    await call(`${HOST}/wps/system/country`, { headers: { Merchant: "STANDIN", "X-Forwarded-For": "1.2.3.4", "CF-Connecting-IP": "198.51.100.7" } });
    expect(received.at(-1)!.headers.get("X-Forwarded-For")).toBe("198.51.100.7");
  });

  it("§7 a call whose path SPEC does not show is renamed to the merchant's platform's own path as it is forwarded; the page never sees the map", async () => {
    const merchant = demoMerchant();
    merchant.code = "STANDIN";
    merchant.domains = ["standin.localhost"];
    merchant.upstream = [PLATFORM];
    merchant.platformForms = { paths: { "/wps/member/balance": "/wps/relay/MCSFE_getBalance" } };
    await putMerchant(merchant);
    const received = standInPlatform();
    await call(`${HOST}/wps/member/balance?refresh=1`, { headers: { Merchant: "STANDIN", Authorization: "t" } });
    expect(new URL(received.at(-1)!.url).pathname + new URL(received.at(-1)!.url).search).toBe("/wps/relay/MCSFE_getBalance?refresh=1");
    // Unmapped calls keep their path.
    await call(`${HOST}/wps/member/info`, { headers: { Merchant: "STANDIN", Authorization: "t" } });
    expect(new URL(received.at(-1)!.url).pathname).toBe("/wps/member/info");
    // The map is the edge's: the page's inlined merchant carries its forms without it.
    const page = inlinedState(await (await call(`${HOST}/m/login`)).text());
    expect(page.merchant.platformForms).toMatchObject({ supportPathCipher: "aes-gcm-sha256" });
    expect(page.merchant.platformForms).not.toHaveProperty("paths");
  });

  it("§3 abuse: a status call whose query names another domain is not taken as the merchant's settings for everyone", async () => {
    standInPlatform();
    expect((await call(`${HOST}/m/login`)).status).toBe(200);
    state.maintenance = true;
    const forged = await call(`${HOST}/wps/system/status?device=MOBILE&originalDomain=elsewhere.example&url=https%3A%2F%2Felsewhere.example`, {
      headers: { Merchant: "STANDIN", Language: "EN" },
    });
    expect(forged.status).toBe(200);
    // The edge's copy is unchanged: the next page is served as before (until its copy runs out or this page's own call says otherwise).
    expect((await call(`${HOST}/m/login`)).status).toBe(200);
  });
});
