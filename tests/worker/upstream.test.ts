import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KV_KEYS } from "#shared/merchantConfig";
import { call, demoMerchant, putMerchant, restoreDemoMerchants } from "./helpers";

const ORIGIN = "http://platform.test";
const HOST = "http://remote.localhost:8787";

/** A fetch double whose answers the test releases, and which honours the abort signal like real fetch. */
function fakePlatform(answer?: (url: string) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  let notify: () => void = () => {};
  const called = new Promise<void>((resolve) => (notify = resolve));
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    notify();
    if (answer) return Promise.resolve(answer(url));
    return new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
  });
  return { calls, called, spy };
}

describe("SPEC §9 upstream forwarding", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = [ORIGIN];
    await putMerchant(merchant);
    await env.CONFIG.put(KV_KEYS.domain("remote.localhost"), "REMOTE");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("§7 /wps/* is forwarded with path, query, method, body and the player's headers", async () => {
    const platform = fakePlatform(() => Response.json({ success: true, value: { ok: 1 } }, { headers: { "X-Platform": "yes" } }));
    const response = await call(`${HOST}/wps/member/language?x=1`, {
      method: "POST",
      headers: { Merchant: "REMOTE", Language: "EN", ModuleId: "LANG3", "Content-Type": "application/json" },
      body: JSON.stringify({ language: "EN" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Platform")).toBe("yes");
    expect(await response.json()).toEqual({ success: true, value: { ok: 1 } });
    const forwarded = platform.calls[0]!;
    expect(forwarded.url).toBe(`${ORIGIN}/wps/member/language?x=1`);
    expect(forwarded.init.method).toBe("POST");
    const headers = new Headers(forwarded.init.headers);
    expect(headers.get("ModuleId")).toBe("LANG3");
    expect(headers.get("X-Forwarded-Host")).toBe("remote.localhost:8787");
    expect(new TextDecoder().decode(forwarded.init.body as ArrayBuffer)).toBe('{"language":"EN"}');
  });

  it("§3 a down upstream gives 502 with the error body, never a stack trace", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connect ECONNREFUSED"));
    const response = await call(`${HOST}/wps/system/country`);
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body).toEqual({ message: expect.any(String), errorCode: "upstream_unavailable" });
    expect(JSON.stringify(body)).not.toContain("ECONNREFUSED");
  });

  it.each([
    ["/wps/system/country", 30_000],
    ["/wps/system/status", 20_000],
    ["/wps/game/launchGame", 10_000],
  ])("§9 %s times out after %i ms with 504 and the error body", async (path, timeout) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const platform = fakePlatform();
    const pending = call(`${HOST}${path}`);
    let settled = false;
    void pending.then(() => (settled = true));
    await platform.called;
    await vi.advanceTimersByTimeAsync(timeout - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: expect.any(String), errorCode: "upstream_timeout" });
  });

  it("§7 with several origins the fastest healthy one is used (ping race)", async () => {
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = ["http://down.test", "http://up.test"];
    await putMerchant(merchant);
    const platform = fakePlatform((url) =>
      url.startsWith("http://down.test") ? new Response("", { status: 503 }) : Response.json({ success: true, value: "from up" }),
    );
    const response = await call(`${HOST}/wps/system/domainRoute`);
    expect(await response.json()).toEqual({ success: true, value: "from up" });
    const forwarded = platform.calls.filter((entry) => !entry.url.includes("/test/ping"));
    expect(forwarded.map((entry) => entry.url)).toEqual(["http://up.test/wps/system/domainRoute"]);
  });

  it("issue #13 the remembered fastest origin stops answering: a GET fails over at once, and the next call races again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = ["http://a.test", "http://b.test"];
    await putMerchant(merchant);
    let aUp = true;
    const platform = fakePlatform((url) => {
      if (url.startsWith("http://a.test")) {
        if (!aUp) throw new TypeError("connect ECONNREFUSED");
        return Response.json({ success: true, value: "from a" });
      }
      // b answers too, but later than a while a is up: the race picks a.
      return url.includes("/test/ping") && aUp ? new Response("", { status: 503 }) : Response.json({ success: true, value: "from b" });
    });
    expect(await (await call(`${HOST}/wps/system/domainRoute`)).json()).toEqual({ success: true, value: "from a" });
    aUp = false;
    expect(await (await call(`${HOST}/wps/system/domainRoute`)).json()).toEqual({ success: true, value: "from b" });
    const afterFailure = platform.calls.length;
    // The failed winner was forgotten: this call raced again and went to b straight away.
    expect(await (await call(`${HOST}/wps/system/domainRoute`)).json()).toEqual({ success: true, value: "from b" });
    const forwarded = platform.calls.slice(afterFailure).filter((entry) => !entry.url.includes("/test/ping"));
    expect(forwarded.map((entry) => entry.url)).toEqual(["http://b.test/wps/system/domainRoute"]);
  });

  it("issue #13 a POST is never sent twice: the failed origin is forgotten, the player gets the 502", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = ["http://a.test", "http://b.test"];
    await putMerchant(merchant);
    const platform = fakePlatform((url) => {
      if (url.includes("/test/ping")) return url.startsWith("http://a.test") ? new Response("ok") : new Response("", { status: 503 });
      throw new TypeError("connect ECONNREFUSED");
    });
    const response = await call(`${HOST}/wps/session/logout`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(502);
    expect(platform.calls.filter((entry) => !entry.url.includes("/test/ping"))).toHaveLength(1);
  });

  it("§3 a page still renders when the upstream is down (site settings null)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("down"));
    const response = await call(`${HOST}/m/login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"siteSettings":null');
  });
});

import { BRAND_B } from "./helpers";

describe("PITFALLS Firebase auth helper on the merchant's own origin", () => {
  afterEach(() => vi.restoreAllMocks());

  it("§4 /__/auth/* is forwarded to the project's firebaseapp.com helper", async () => {
    await restoreDemoMerchants();
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("<html>handler</html>", { headers: { "Content-Type": "text/html" } }));
    const response = await call(`${BRAND_B}/__/auth/handler?apiKey=k&authType=signInViaRedirect`);
    expect(await response.text()).toBe("<html>handler</html>");
    expect(String(spy.mock.calls[0]![0])).toBe("https://demo-mobileweb.firebaseapp.com/__/auth/handler?apiKey=k&authType=signInViaRedirect");
  });

  it("PITFALLS sign-in: the forwarded helper page keeps Firebase's own scripts running (no nonce-only policy of ours)", async () => {
    await restoreDemoMerchants();
    const page = '<html><script src="/__/auth/handler.js"></script></html>';
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
    const response = await call(`${BRAND_B}/__/auth/handler?apiKey=k`);
    expect(response.headers.get("Content-Security-Policy")).toBeNull();
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Every page of the app itself still has the policy.
    vi.restoreAllMocks();
    expect((await call(`${BRAND_B}/m/login`)).headers.get("Content-Security-Policy")).toContain("'nonce-");
  });
});
