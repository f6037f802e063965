import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENDPOINTS } from "#shared/contract";
import { siteSettingsFrom } from "#shared/siteSettings";
import { downloadLinkFor } from "../../client/core/install/downloadLink";
import { call, cancelAllRequests } from "../../client/lib/request";
import { answerWith, headersOf, json, recordEffects } from "./requestHarness";
import { type Fixture, SERVED_BY_THE_EDGE } from "../contract/standIn";

/**
 * Issue #36, build 5: the client's request layer against fixtures written from SPEC alone (tests/contract/fixtures,
 * never from the sandbox's code). Each SPEC §7 call is made through the client's own contract entry, answered
 * with the fixture's answer: the request must be the one SPEC describes, and the answer must come through.
 */
const FIXTURES = Object.entries(import.meta.glob<Fixture>("../contract/fixtures/*.json", { eager: true, import: "default" })).map(([file, fixture]) => ({
  file: file.split("/").pop()!,
  fixture,
}));
const ANDROID = {
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  maxTouchPoints: 5,
};
const RSA_KEY = FIXTURES.find(({ fixture }) => fixture.request.path === "/wps/session/key/rsa")!.fixture;

/**
 * SPEC calls the client makes outside the request layer, or not at all, each with its reason. Every other /wps
 * fixture must match an entry of shared/contract.
 */
const NOT_THROUGH_THE_REQUEST_LAYER: Record<string, string> = {
  ...SERVED_BY_THE_EDGE,
  "/wps/system/test/ping": "raced by shared/fastestDomain.ts with its own fetch, cross-origin",
};

function endpointFor(fixture: Fixture): (typeof ENDPOINTS)[number] | undefined {
  return ENDPOINTS.find((endpoint) => endpoint.path === fixture.request.path && endpoint.method === fixture.request.method);
}

const platformCalls = FIXTURES.filter(({ fixture }) => fixture.request.path.startsWith("/wps/"));
const throughTheRequestLayer = platformCalls.filter(({ fixture }) => !NOT_THROUGH_THE_REQUEST_LAYER[fixture.request.path]);

describe("issue #36 §7 the client's calls against SPEC's own fixtures", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    cancelAllRequests();
    recordEffects();
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token: "fixture-token", merchantCode: "STANDIN", userName: "standin1", id: 1, type: 0 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it("§7 every SPEC call has its entry in shared/contract (same method, same path)", () => {
    const missing = throughTheRequestLayer
      .filter(({ fixture }) => !endpointFor(fixture))
      .map(({ fixture }) => `${fixture.request.method} ${fixture.request.path}`);
    expect(missing).toEqual([]);
  });

  for (const { file, fixture } of throughTheRequestLayer) {
    const endpoint = endpointFor(fixture);
    if (!endpoint) continue;
    it(`§7 ${fixture.request.method} ${fixture.request.path} (${file}): SPEC's request, SPEC's answer through`, async () => {
      const calls = answerWith((url) => (url.pathname === RSA_KEY.request.path ? json(RSA_KEY.answer.body) : json(fixture.answer.body, fixture.answer.status)));
      const value = await call(endpoint, {
        query: fixture.request.query,
        body: fixture.request.body ?? undefined,
        device: fixture.request.requiredHeaders.includes("Device"),
        alert: false,
      } as never);
      const made = calls.find((recorded) => recorded.url.pathname === fixture.request.path)!;
      expect(made.init.method ?? "GET").toBe(fixture.request.method);
      const headers = headersOf(made.init);
      const missing = fixture.request.requiredHeaders.filter((name) => !headers.has(name));
      expect(missing, "headers SPEC requires").toEqual([]);
      expect(endpoint.encrypted, "encrypted as SPEC says").toBe(fixture.request.encrypted);
      for (const [name, sent] of Object.entries(fixture.request.query ?? {})) expect(made.url.searchParams.get(name), name).toBe(String(sent));
      const body = fixture.answer.body as Record<string, unknown>;
      const { success: _success, ...beside } = body;
      expect(value).toEqual(body.value !== undefined ? body.value : beside);
    });
  }
});

describe("issue #36 §3 the site settings as SPEC's status answer gives them", () => {
  const status = FIXTURES.find(({ file }) => file === "GET_wps_system_status.json")!.fixture;
  const value = (status.answer.body as { value: unknown }).value;

  it("§3 download links sent as SPEC's list of resourceType and url are read by type; the domain route's addresses are its domains", () => {
    const settings = siteSettingsFrom(value)!;
    expect(settings.whitelabel.LOTTMINIGAME3).toBe(true);
    expect(downloadLinkFor(settings.resources, ANDROID)?.url).toBe("https://dl.standin.example/standin-bet.apk");
    expect(settings.resources.AppDownloadIcon).toBe("https://img.standin.example/STANDIN/app_download_icon.png");
    expect(settings.domainRoute?.domainList.map((entry) => entry.domainName)).toEqual(["m1.standin.example", "m2.standin.example", "m3.standin.example"]);
  });

  it("§3 the sandbox's shapes (links by type, the domain-check object) read the same", () => {
    const settings = siteSettingsFrom({
      whitelabel: {},
      resources: { Android: "https://dl.example/a.apk" },
      domainRoute: { domainList: [{ domainName: "b.example" }], customerService: [] },
    })!;
    expect(settings.resources).toEqual({ Android: "https://dl.example/a.apk" });
    expect(settings.domainRoute).toEqual({ domainList: [{ domainName: "b.example" }], customerService: [] });
  });

  it("§3 maintenance from the platform's own settings is an answer the page runs on", () => {
    const maintenance = status.errors!.find((error) => /maintenance/i.test(error.when))!;
    expect(siteSettingsFrom((maintenance.body as { value?: unknown }).value)).toMatchObject({ maintenance: true });
  });

  it("§3 hostile answers: not settings at all, or links and domains of the wrong kinds, never reach the page as settings", () => {
    for (const raw of [null, "settings", [], 42, { whitelabel: "on" }, {}]) expect(siteSettingsFrom(raw), JSON.stringify(raw)).toBeNull();
    const odd = siteSettingsFrom({
      whitelabel: {},
      resources: [{ resourceType: 1, url: "x" }, "y", { resourceType: "IOS", url: 5 }],
      domainRoute: [7, "", "not a url//"],
    })!;
    expect(odd.resources).toEqual({});
    expect(odd.domainRoute?.domainList).toEqual([]);
  });
});
