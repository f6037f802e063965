import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, cancelAllRequests, request, type RequestError } from "../../client/lib/request";
import { systemStatus } from "#shared/contract";
import { answerWith, json, recordEffects } from "./requestHarness";

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    return error as RequestError;
  }
  throw new Error("expected a rejection");
}

describe("SPEC §8 error catalogue", () => {
  let effects: ReturnType<typeof recordEffects>;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    effects = recordEffects();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("§8 HTTP 401: logout and login notice", async () => {
    answerWith(() => json({ message: "no" }, 401));
    expect(await failure(request({ url: "/wps/member/info" }))).toMatchObject({ kind: "session" });
    expect(effects.sessionLost).toBe(1);
    expect(effects.notices).toEqual([]);
  });

  it("§8 HTTP 502: rejected silently", async () => {
    answerWith(() => new Response("bad gateway", { status: 502 }));
    expect(await failure(request({ url: "/wps/x" }))).toMatchObject({ status: 502 });
    expect(effects.notices).toEqual([]);
    expect(effects.sessionLost).toBe(0);
  });

  it.each(["customer.not.login", "user.or.token.invalid", "login.not.session"])("§8 code %s: logout", async (code) => {
    answerWith(() => json({ success: false, errorCode: code, message: "ended" }));
    await failure(request({ url: "/wps/x" }));
    expect(effects.sessionLost).toBe(1);
    expect(effects.notices).toEqual([]);
  });

  it("§8 the logout codes end the session on an HTTP error too", async () => {
    answerWith(() => json({ errorCode: "user.or.token.invalid", message: "ended" }, 403));
    await failure(request({ url: "/wps/x" }));
    expect(effects.sessionLost).toBe(1);
  });

  it("§8 success false with CUSTOMER_NOT_LOGIN: logout and login notice", async () => {
    answerWith(() => json({ success: false, errorCode: "CUSTOMER_NOT_LOGIN", message: "Please log in" }));
    await failure(request({ url: "/wps/x" }));
    expect(effects.sessionLost).toBe(1);
  });

  it.each(["TOO_MANY_REQUEST", "TOO_MANY_REQUEST_PER_MINUTE"])("§8 errorCode %s: nothing shown", async (code) => {
    answerWith(() => json({ success: false, errorCode: code, message: "slow down" }));
    await failure(request({ url: "/wps/x" }));
    answerWith(() => json({ errorCode: code, message: "slow down" }, 429));
    await failure(request({ url: "/wps/y" }));
    expect(effects.notices).toEqual([]);
    expect(effects.toasts).toEqual([]);
  });

  it("§8 success false, other: the 'notice' dialog with the server message", async () => {
    answerWith(() => json({ success: false, errorCode: "x", message: "Saldo insuficiente" }));
    expect(await failure(request({ url: "/wps/x" }))).toMatchObject({ kind: "rejected", errorCode: "x" });
    expect(effects.notices).toEqual([{ text: "Saldo insuficiente", code: "x" }]);
  });

  it("§8 success false without a message: 'unknown error'", async () => {
    answerWith(() => json({ success: false, errorCode: "x" }));
    await failure(request({ url: "/wps/x" }));
    expect(effects.notices).toEqual([{ key: "errors.unknown" }]);
  });

  it("§8 any other HTTP error: the server message is shown", async () => {
    answerWith(() => json({ message: "Manutenção do banco", errorCode: "bank" }, 500));
    expect(await failure(request({ url: "/wps/x" }))).toMatchObject({ kind: "http", status: 500 });
    expect(effects.notices).toEqual([{ text: "Manutenção do banco", code: "bank" }]);
  });

  it("§8 an HTTP error without a message shows 'Error'", async () => {
    answerWith(() => new Response("", { status: 500 }));
    await failure(request({ url: "/wps/x" }));
    expect(effects.notices).toEqual([{ key: "errors.generic" }]);
  });

  it("§8 alert false on a call: rejected silently", async () => {
    answerWith(() => json({ success: false, message: "shh" }));
    await failure(request({ url: "/wps/x", alert: false }));
    answerWith(() => json({ message: "shh" }, 500));
    await failure(request({ url: "/wps/y", alert: false }));
    expect(effects.notices).toEqual([]);
  });

  it("§8 offline over https: 'network offline' toast for 1.5 s", async () => {
    vi.stubGlobal("isSecureContext", true);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await failure(request({ url: "/wps/x" }))).toMatchObject({ kind: "network" });
    expect(effects.toasts).toEqual([{ message: { key: "errors.networkOffline" }, ms: 1500 }]);
    expect(effects.notices).toEqual([]);
  });

  it("§8 no response over http: the no-answer notice, said plainly (docs/decisions/057)", async () => {
    vi.stubGlobal("isSecureContext", false);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await failure(request({ url: "/wps/x" }));
    expect(effects.notices).toEqual([{ key: "errors.networkCors" }]);
  });

  it("§8 after errors the loading indicator is hidden up to 3 times at 1 s intervals", async () => {
    vi.useFakeTimers();
    answerWith(() => json({ success: false, message: "no" }));
    effects.loading = true;
    await failure(request({ url: "/wps/x" }));
    expect(effects.hideLoading).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(effects.hideLoading).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.hideLoading).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(effects.hideLoading).toBe(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(effects.hideLoading).toBe(3);
  });

  it("§8 hiding stops early once the indicator is gone", async () => {
    vi.useFakeTimers();
    answerWith(() => json({ success: false, message: "no" }));
    effects.loading = false;
    await failure(request({ url: "/wps/x" }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(effects.hideLoading).toBe(1);
  });

  it("§8 status call with domain_not_available runs the domain-failure handler", async () => {
    answerWith(() => json({ success: false, errorCode: "domain_not_available", message: "Domain down" }));
    await failure(call(systemStatus));
    expect(effects.domainNotAvailable).toEqual(["Domain down"]);
    expect(effects.notices).toEqual([]);
  });

  it("§4 session loss cancels requests in flight without telling the player twice", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init = {}) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const pending = failure(request({ url: "/wps/long" }));
    await Promise.resolve();
    cancelAllRequests();
    expect(await pending).toMatchObject({ kind: "cancelled" });
    expect(effects.notices).toEqual([]);
  });
});

describe("SPEC §8 bad answers give the catalogue's message and never leave loading stuck", () => {
  let effects: ReturnType<typeof recordEffects>;
  beforeEach(() => {
    effects = recordEffects();
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["malformed JSON", () => new Response('{"success":true,"value":{', { headers: { "Content-Type": "application/json" } })],
    ["huge JSON", () => json({ success: true, value: "x".repeat(3 * 1024 * 1024) })],
    ["a non-JSON answer", () => new Response("<html>gateway</html>", { headers: { "Content-Type": "text/html" } })],
    ["an answer missing value", () => json({ success: true })],
    ["a JSON array", () => json([1, 2])],
  ])("§8 %s: 'unknown error'", async (_name, answer) => {
    answerWith(answer);
    expect(await failure(request({ url: "/wps/x" }))).toMatchObject({ kind: "invalid-answer" });
    expect(effects.notices).toEqual([{ key: "errors.unknown" }]);
    expect(effects.hideLoading).toBeGreaterThan(0);
  });
});
