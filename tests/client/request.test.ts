import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelAllRequests, request, type RequestError, setDeploymentMerchant } from "../../client/lib/request";
import { call } from "../../client/lib/request";
import { memberInfo, memberLanguage, systemCountry, systemStatus } from "#shared/contract";
import { cacheKey } from "../../client/lib/request/request";
import { md5 } from "#shared/md5";
import { answerWith, headersOf, json, recordEffects } from "./requestHarness";

const ok = (value: unknown) => json({ success: true, value });

function setSession(token: string, merchantCode = "SESSIONM") {
  sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token, merchantCode }));
}

describe("SPEC §7 request layer: headers and defaults", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    setDeploymentMerchant(undefined);
    cancelAllRequests();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("§5 an empty url is rejected with 'url is null, check'", async () => {
    await expect(request({ url: "" })).rejects.toThrow("url is null, check");
  });

  it("§7 Merchant comes from local storage, then the deployment, then the session", async () => {
    const calls = answerWith(() => ok(1));
    setSession("t", "FROMSESSION");
    await request({ url: "/wps/a" });
    setDeploymentMerchant("DEPLOY");
    await request({ url: "/wps/b" });
    localStorage.setItem("MC_MERCHANT", "STORED");
    await request({ url: "/wps/c" });
    expect(calls.map((c) => headersOf(c.init).get("Merchant"))).toEqual(["FROMSESSION", "DEPLOY", "STORED"]);
  });

  it("§7 Language is the stored language uppercased, default CN, any cn variant CN", async () => {
    const calls = answerWith(() => ok(1));
    await request({ url: "/wps/a" });
    localStorage.setItem("MC_LANGUAGE", "vi");
    await request({ url: "/wps/b" });
    localStorage.setItem("MC_LANGUAGE", "zh-cn");
    await request({ url: "/wps/c" });
    localStorage.setItem("MC_LANGUAGE", "pt-br");
    await request({ url: "/wps/d" });
    expect(calls.map((c) => headersOf(c.init).get("Language"))).toEqual(["CN", "VI", "CN", "PT-BR"]);
  });

  it("§6 Authorization on authenticated URLs only, and never when disabled", async () => {
    const calls = answerWith(() => ok(1));
    setSession("tok-1");
    await call(memberInfo);
    await request({ url: "/wps/relay/MCSFE_getListAnnouncements" });
    await request({ url: "/wps/captcha/geetest" });
    await request({ url: "/wps/member/info", auth: false });
    expect(calls.map((c) => headersOf(c.init).get("Authorization"))).toEqual(["tok-1", null, null, null]);
  });

  it("§7 POST, PUT and DELETE carry ModuleId and a JSON content type; GET does not", async () => {
    const calls = answerWith(() => json({ success: true }));
    setSession("t");
    await call(memberLanguage, { body: { language: "EN" } });
    await request({ url: "/wps/x", method: "DELETE", moduleId: "DEL3" });
    await request({ url: "/wps/y", valueRequired: false });
    expect(headersOf(calls[0]!.init).get("ModuleId")).toBe("LANGUAGE3");
    expect(headersOf(calls[0]!.init).get("Content-Type")).toBe("application/json");
    expect(calls[0]!.init.body).toBe('{"language":"EN"}');
    expect(headersOf(calls[1]!.init).get("ModuleId")).toBe("DEL3");
    expect(headersOf(calls[2]!.init).get("ModuleId")).toBeNull();
    expect(headersOf(calls[2]!.init).get("Content-Type")).toBeNull();
  });

  it("§7 Device carries the device id where asked", async () => {
    const calls = answerWith(() => ok(1));
    await request({ url: "/wps/a", device: true });
    await request({ url: "/wps/b" });
    expect(headersOf(calls[0]!.init).get("Device")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(headersOf(calls[1]!.init).get("Device")).toBeNull();
  });

  it("§7 defaults: credentials sent, no redirects followed, query options added", async () => {
    const calls = answerWith(() => ok(1));
    await request({ url: "/wps/a", query: { a: 1, b: "x y", skip: undefined } });
    expect(calls[0]!.init.credentials).toBe("include");
    expect(calls[0]!.init.redirect).toBe("manual");
    expect(calls[0]!.url.search).toBe("?a=1&b=x+y");
  });

  it("§7 default timeout is 30 000 ms; then 'timeout retry please'", async () => {
    vi.useFakeTimers();
    const effects = recordEffects();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init = {}) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const pending = request({ url: "/wps/slow" });
    const outcome = pending.catch((error: RequestError) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(effects.notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await outcome) as RequestError).toMatchObject({ kind: "timeout" });
    expect(effects.notices).toEqual([{ key: "errors.timeout" }]);
  });

  it("§9 an endpoint's own timeout applies (status ping 20 s)", async () => {
    vi.useFakeTimers();
    recordEffects();
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init = {}) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const outcome = call(systemStatus).catch((error: RequestError) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await outcome).toMatchObject({ kind: "timeout" });
  });
});

describe("SPEC §7/§9 GET cache and de-duplication", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    recordEffects();
  });
  afterEach(() => vi.restoreAllMocks());

  it("§9 the cache key is the MD5 of URL, token and language", () => {
    expect(cacheKey("http://x/a", "t", "EN")).toBe(`MC_CACHE_${md5("http://x/a|t|EN")}`);
  });

  it("§9 MD5 is the standard digest of the UTF-8 text (known vectors, non-ASCII included)", () => {
    expect(md5("")).toBe("d41d8cd98f00b204e9800998ecf8427e");
    expect(md5("The quick brown fox jumps over the lazy dog")).toBe("9e107d9d372bb6826bd81d3542a419d6");
    expect(md5("ação|Tiếng Việt|العربية")).toBe("8b09e1d3dceebac08e235703455fe115");
  });

  it("§7 a cached GET is answered from the session; flush asks again", async () => {
    let n = 0;
    const calls = answerWith(() => ok({ n: ++n }));
    expect(await call(systemCountry)).toEqual({ n: 1 });
    expect(await call(systemCountry)).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await call(systemCountry, { flush: true })).toEqual({ n: 2 });
    expect(await call(systemCountry)).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it("§9 a different token or language is a different cache entry", async () => {
    let n = 0;
    answerWith(() => ok({ n: ++n }));
    await call(systemCountry);
    localStorage.setItem("MC_LANGUAGE", "EN");
    expect(await call(systemCountry)).toEqual({ n: 2 });
    setSession("other");
    expect(await call(systemCountry)).toEqual({ n: 3 });
  });

  it("§7 identical GETs in flight share one request", async () => {
    let release: (response: Response) => void = () => {};
    const calls = answerWith(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = request({ url: "/wps/same", query: { a: 1 } });
    const second = request({ url: "/wps/same", query: { a: 1 } });
    await Promise.resolve();
    release(ok("shared"));
    expect(await Promise.all([first, second])).toEqual(["shared", "shared"]);
    expect(calls).toHaveLength(1);
  });
});

describe("issue #10 each request starts in a task of its own", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("where the browser has scheduler.yield, the fetch waits for it; a session loss meanwhile cancels the request", async () => {
    const { cancelDeliveries, deliver } = await import("../../client/lib/request/transport");
    let resume = () => {};
    vi.stubGlobal("scheduler", { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.signal?.aborted) throw init.signal.reason;
      return new Response("{}");
    });
    const first = deliver(new URL("http://demo.localhost/wps/a"), { method: "GET", headers: {}, timeoutMs: 1_000 });
    await Promise.resolve();
    expect(fetched).not.toHaveBeenCalled();
    resume();
    expect(await first).toMatchObject({ kind: "answer", status: 200 });
    const second = deliver(new URL("http://demo.localhost/wps/b"), { method: "GET", headers: {}, timeoutMs: 1_000 });
    cancelDeliveries();
    resume();
    expect(await second).toEqual({ kind: "cancelled" });
  });
});
