import { act, cleanup } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { availableChannels, needsRedirect, stripParenthesised } from "../../client/features/auth/social/channels";
import { providerErrorLines } from "../../client/features/auth/social/providerError";
import { loginChoiceAtom, pendingProviderAtom } from "../../client/features/auth/social/atoms";
import { useSocialLogin } from "../../client/features/auth/social/useSocialLogin";
import { noticeQueueAtom, toastAtom } from "../../client/core/notices/queue";
import { sessionAtom } from "../../client/core/session";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { DEMO_BRAND, renderInApp } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

const firebase = vi.hoisted(() => ({ popup: vi.fn(), redirect: vi.fn(), result: vi.fn() }));
vi.mock("../../client/features/auth/social/firebaseAuth", () => ({
  signInWithProviderPopup: firebase.popup,
  startProviderRedirect: firebase.redirect,
  redirectResultToken: firebase.result,
}));
vi.mock("inapp-spy", () => ({ default: () => ({ isInApp: false }) }));
vi.mock("../../client/features/auth/authCalls", async (original) => ({ ...(await original<object>()), login: vi.fn() }));

const SETTINGS = {
  sms: { firebase: false, apiKey: "k", projectId: "demo-mobileweb" },
  whitelabel: { GOOGLELOGIN3: true, FIREBASECREATEACC3: true },
} as unknown as SiteSettings;
const LOGIN_VALUE = { id: 5, token: "tok", userName: "ana", customerType: 0, firstTimeLogin: false, passwordExpired: false, updatePassword: false };

function harness() {
  const store = createStore();
  store.set(siteSettingsAtom, SETTINGS);
  store.set(merchantAtom, DEMO_BRAND);
  let api: ReturnType<typeof useSocialLogin> | null = null;
  function Probe() {
    api = useSocialLogin();
    return null;
  }
  const router = renderInApp(store, <Probe />, "/m/login");
  return { store, router, api: () => api! };
}

async function loginMock() {
  return vi.mocked((await import("../../client/features/auth/authCalls")).login);
}

describe("SPEC §4 social login rules", () => {
  it("§2 the login-choice message loses any parenthesised text", () => {
    expect(stripParenthesised("No account is linked yet (bind required).")).toBe("No account is linked yet.");
    expect(stripParenthesised("请先绑定（bind）账号")).toBe("请先绑定账号");
  });
  it("§3/§6 providers show when an apiKey is configured; Google also needs GOOGLELOGIN3", () => {
    expect(availableChannels(SETTINGS)).toEqual(["google", "facebook", "twitter", "line"]);
    expect(availableChannels({ ...SETTINGS, whitelabel: {} } as SiteSettings)).toEqual(["facebook", "twitter", "line"]);
    expect(availableChannels({ ...SETTINGS, sms: { firebase: false } } as SiteSettings)).toEqual([]);
  });
  it("§4 redirect flow in in-app browsers and on iOS 12 or lower", () => {
    expect(needsRedirect({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X)" }, false)).toBe(true);
    expect(needsRedirect({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X)" }, false)).toBe(false);
    expect(needsRedirect({ userAgent: "Mozilla/5.0 (Linux; Android 14) Instagram 300" }, true)).toBe(true);
  });
  it("§8 provider errors: translated by code with fallback; a cancelled popup shows nothing", () => {
    expect(providerErrorLines({ code: "auth/popup-blocked", message: "blocked!" })).toEqual({
      key: "social.error.popup-blocked",
      code: "auth/popup-blocked",
      reason: "blocked!",
    });
    expect(providerErrorLines({ code: "auth/something-new" })).toEqual({ key: "social.error.unknown", code: "auth/something-new", reason: undefined });
    expect(providerErrorLines({})).toMatchObject({ code: "auth/unknown" });
    expect(providerErrorLines({ code: "auth/popup-closed-by-user" })).toBeNull();
    expect(providerErrorLines({ code: "auth/cancelled-popup-request" })).toBeNull();
  });
});

describe("SPEC §4 social login flow", () => {
  beforeEach(() => {
    recordEffects();
    sessionStorage.clear();
    firebase.popup.mockReset();
    firebase.redirect.mockReset();
    firebase.result.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as unknown as { MCBridge?: unknown }).MCBridge;
  });

  it("§4 an existing player: provider token, platform login, home", async () => {
    firebase.popup.mockResolvedValue("id-token");
    const login = await loginMock();
    login.mockResolvedValue(LOGIN_VALUE);
    const { store, router, api } = harness();
    await act(() => api().start("google"));
    expect(login).toHaveBeenCalledWith({ type: "firebase", firebaseChannel: "google", firebaseIdToken: "id-token" });
    expect(store.get(sessionAtom)).toMatchObject({ token: "tok", userName: "ana" });
    expect(router.state.location.pathname).toBe("/m/home");
  });

  it("§4 bind_customer_required opens the login-choice dialog; register waits 100 ms, then /m/home", async () => {
    const { RequestError } = await import("../../client/lib/request");
    firebase.popup.mockResolvedValue("id-token");
    (await loginMock()).mockRejectedValue(new RequestError("Link first (bind required)", "rejected", { errorCode: "bind_customer_required" }));
    const calls = answerWith(() => json({ success: true, value: LOGIN_VALUE }));
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValue(new Error("no key"));
    const { store, router, api } = harness();
    await act(() => api().start("google"));
    expect(store.get(loginChoiceAtom)).toEqual({ channel: "google", token: "id-token", message: "Link first" });
    expect(store.get(pendingProviderAtom)).toEqual({ channel: "google", token: "id-token" });
    // The register call is encrypted; here the platform answer is what matters.
    const request = await import("../../client/lib/request");
    vi.spyOn(request, "call").mockResolvedValue(LOGIN_VALUE);
    vi.useFakeTimers();
    await act(() => api().registerWithProvider("google", "id-token"));
    expect(store.get(sessionAtom)).toMatchObject({ token: "tok" });
    expect(store.get(loginChoiceAtom)).toBeNull();
    expect(router.state.location.pathname).toBe("/m/login");
    await act(async () => vi.advanceTimersByTime(99));
    expect(router.state.location.pathname).toBe("/m/login");
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/m/home");
    void calls;
  });

  it("§8 other server errors reset the provider arguments and show the message, or 'unknown error'", async () => {
    const { RequestError } = await import("../../client/lib/request");
    firebase.popup.mockResolvedValue("id-token");
    (await loginMock()).mockRejectedValue(new RequestError("x", "rejected", { errorCode: "firebase_token_invalid" }));
    const { store, api } = harness();
    store.set(pendingProviderAtom, { channel: "google", token: "old" });
    await act(() => api().start("google"));
    expect(store.get(pendingProviderAtom)).toBeNull();
    // Translated when the notice is shown, so a language switch reaches it too.
    expect(store.get(noticeQueueAtom).map((n) => n.message)).toEqual([{ key: "social.unknownError" }]);
  });

  it("§5 a user-cancelled popup shows nothing", async () => {
    firebase.popup.mockRejectedValue({ code: "auth/popup-closed-by-user", message: "closed" });
    const { store, api } = harness();
    await act(() => api().start("google"));
    expect(store.get(noticeQueueAtom)).toEqual([]);
  });

  it("§8 incognito (the provider's storage blocked) is refused with 'not supported in incognito'", async () => {
    firebase.popup.mockRejectedValue({ code: "auth/web-storage-unsupported", message: "blocked" });
    const { store, api } = harness();
    await act(() => api().start("google"));
    expect(store.get(noticeQueueAtom)[0]?.message).toEqual({
      text: "Signing in with Google is not supported in incognito mode. Open this page in a normal window.",
    });
  });

  it("§4 redirect flow: the channel is kept in sessionStorage and the result is consumed once", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X)");
    const { api } = harness();
    await act(() => api().start("line"));
    expect(firebase.redirect).toHaveBeenCalledWith(expect.objectContaining({ projectId: "demo-mobileweb" }), "line");
    expect(sessionStorage.getItem("MC_FIREBASE_CHANNEL")).toBe("line");
    firebase.result.mockResolvedValue("redirect-token");
    const login = await loginMock();
    login.mockResolvedValue(LOGIN_VALUE);
    await act(() => api().resumeRedirect());
    await act(() => api().resumeRedirect());
    expect(firebase.result).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ type: "firebase", firebaseChannel: "line", firebaseIdToken: "redirect-token" });
  });

  it("§8 in the Android app: a bridge 'Failure' is shown; a missing bridge for facebook is 'coming_soon' for 1.5 s", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14) MerchantApp/2.5.0 3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    const { store, api } = harness();
    await act(() => api().start("facebook"));
    expect(store.get(toastAtom)).toMatchObject({ message: { key: "social.comingSoon" }, durationMs: 1500 });
    (window as unknown as { MCBridge: unknown }).MCBridge = {
      socialLogin: () => queueMicrotask(() => (window as unknown as { onSocialLoginResult: (r: string) => void }).onSocialLoginResult("Failure: user denied")),
    };
    await act(() => api().start("google"));
    expect(store.get(noticeQueueAtom).map((n) => n.message)).toEqual([{ text: "Failure: user denied" }]);
  });

  it("§4 in the Android app, bind_customer_required registers at once", async () => {
    const { RequestError } = await import("../../client/lib/request");
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (Linux; Android 14) MerchantApp/2.5.0 3f2504e0-4f89-11d3-9a0c-0305e82c3301");
    (window as unknown as { MCBridge: unknown }).MCBridge = {
      socialLogin: () => queueMicrotask(() => (window as unknown as { onSocialLoginResult: (r: string) => void }).onSocialLoginResult("app-token")),
    };
    (await loginMock()).mockRejectedValue(new RequestError("bind", "rejected", { errorCode: "bind_customer_required" }));
    const request = await import("../../client/lib/request");
    const register = vi.spyOn(request, "call").mockResolvedValue(LOGIN_VALUE);
    const { store, api } = harness();
    await act(() => api().start("google"));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/wps/member/register" }),
      expect.objectContaining({ body: expect.objectContaining({ firebaseIdToken: "app-token", login: true }) }),
    );
    expect(store.get(loginChoiceAtom)).toBeNull();
    expect(store.get(sessionAtom)).toMatchObject({ token: "tok" });
  });
});
