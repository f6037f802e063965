import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "#shared/constants";
import type { SiteSettings } from "#shared/contract";
import { SocialLogin } from "../../client/features/auth/social/SocialLogin";
import { openInBrowserAtom } from "../../client/features/auth/social/atoms";
import { noticeQueueAtom, toastAtom } from "../../client/core/notices/queue";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import { DEMO_BRAND, renderInApp } from "./appHarness";
import { recordEffects } from "./requestHarness";

const firebase = vi.hoisted(() => ({ popup: vi.fn(), redirect: vi.fn(), result: vi.fn() }));
vi.mock("../../client/features/auth/social/firebaseAuth", () => ({
  signInWithProviderPopup: firebase.popup,
  startProviderRedirect: firebase.redirect,
  redirectResultToken: firebase.result,
}));

const SETTINGS = {
  sms: { firebase: false, apiKey: "k", projectId: "demo-mobileweb" },
  whitelabel: { GOOGLELOGIN3: true, FIREBASECREATEACC3: true },
} as unknown as SiteSettings;

const UA = {
  instagramIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.29.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 595184932)",
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 541635890)",
  safari: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};

function renderLogin(userAgent: string, path = "/m/login?affiliateCode=A7&fbclid=F1") {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  const store = createStore();
  store.set(siteSettingsAtom, SETTINGS);
  store.set(merchantAtom, DEMO_BRAND);
  const router = renderInApp(store, <SocialLogin onChooseExisting={() => {}} />, path);
  return { store, router };
}

async function tap(name: string) {
  await act(async () => fireEvent.click(screen.getByRole("button", { name })));
}

describe("SPEC §4 social sign-in buttons and the open-in-your-browser step (issue #14)", () => {
  beforeEach(() => {
    recordEffects();
    sessionStorage.clear();
    firebase.popup.mockReset();
    firebase.redirect.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("§4 every provider button carries its own mark and its name as text", () => {
    renderLogin(UA.safari, "/m/login");
    for (const [channel, name] of [
      ["google", "Continue with Google"],
      ["facebook", "Continue with Facebook"],
      ["twitter", "Continue with X (Twitter)"],
      ["line", "Continue with LINE"],
    ] as const) {
      const button = screen.getByRole("button", { name });
      const mark = button.querySelector(`[data-mark="${channel}"]`);
      expect(mark?.getAttribute("aria-hidden")).toBe("true");
      expect(mark?.querySelector("svg path")).not.toBeNull();
    }
    // Drawn inline: no image is fetched for a mark.
    expect(document.querySelectorAll("img")).toHaveLength(0);
  });

  it("§4 Google's mark keeps its four colours, Facebook's blue, X's black, LINE's green", () => {
    renderLogin(UA.safari, "/m/login");
    const fills = (channel: string) =>
      [...document.querySelectorAll(`[data-mark="${channel}"] [fill]`)].map((element) => element.getAttribute("fill")?.toUpperCase());
    expect(fills("google")).toEqual(expect.arrayContaining(["#EA4335", "#4285F4", "#FBBC05", "#34A853"]));
    expect(fills("facebook")).toContain("#0866FF");
    expect(fills("twitter")).toContain("#000");
    expect(fills("line")).toContain("#06C755");
  });

  it("§4 in Instagram, Continue with Google opens the step instead of Google, which refuses web views", async () => {
    renderLogin(UA.instagramIos);
    await tap("Continue with Google");
    const step = await screen.findByRole("dialog", { name: "Open in your browser" });
    expect(firebase.popup).not.toHaveBeenCalled();
    expect(firebase.redirect).not.toHaveBeenCalled();
    expect(step.textContent).toContain("Google does not allow signing in inside this app.");
    expect(step.textContent).toContain("Open in Safari");
    // The login page with the kept parameters, the affiliate code among them.
    expect(step.textContent).toContain(`${location.origin}/m/login?affiliateCode=A7&fbclid=F1`);
    // iOS has no Chrome intent.
    expect(within(step).queryByRole("link", { name: "Open in Chrome" })).toBeNull();
  });

  it("§4 Copy link puts the address on the clipboard and says so; a refused copy says how to copy by hand", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const { store } = renderLogin(UA.instagramIos);
    await tap("Continue with Google");
    await screen.findByRole("dialog", { name: "Open in your browser" });
    await tap("Copy link");
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/m/login?affiliateCode=A7&fbclid=F1`);
    expect(store.get(toastAtom)).toMatchObject({ message: { key: "social.openInBrowser.copied" }, durationMs: TIMING.signInLinkCopiedToast });

    writeText.mockRejectedValue(new Error("denied"));
    // happy-dom has no selection copy either, as some in-app browsers.
    await tap("Copy link");
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "social.openInBrowser.copyFailed" }]);
  });

  it("§4 on Android the step also opens the same address in Chrome", async () => {
    renderLogin(UA.instagramAndroid);
    await tap("Continue with Google");
    const step = await screen.findByRole("dialog", { name: "Open in your browser" });
    const chrome = within(step).getByRole("link", { name: "Open in Chrome" });
    const address = `${location.origin}/m/login?affiliateCode=A7&fbclid=F1`;
    expect(chrome.getAttribute("href")).toBe(
      `intent://${location.host}/m/login?affiliateCode=A7&fbclid=F1#Intent;scheme=${location.protocol.replace(":", "")};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(address)};end`,
    );
  });

  it("§4 'Log in another way' closes the step; password and SMS stay on the screen", async () => {
    const { store } = renderLogin(UA.instagramIos);
    await tap("Continue with Google");
    await screen.findByRole("dialog", { name: "Open in your browser" });
    await tap("Log in another way");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(store.get(openInBrowserAtom)).toBeNull();
  });

  it("§4 Facebook inside Instagram signs in where it is, through the redirect flow", async () => {
    renderLogin(UA.instagramIos);
    await tap("Continue with Facebook");
    expect(firebase.redirect).toHaveBeenCalledWith(expect.objectContaining({ projectId: "demo-mobileweb" }), "facebook");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("§4 outside in-app browsers Google signs in directly (popup)", async () => {
    firebase.popup.mockRejectedValue({ code: "auth/popup-closed-by-user" });
    renderLogin(UA.safari, "/m/login");
    await tap("Continue with Google");
    expect(firebase.popup).toHaveBeenCalledWith(expect.anything(), "google");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
