import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applyWebClipFlag,
  captureInstallPrompt,
  deferredPrompt,
  dismissalCount,
  downloadApp,
  installGuideAtom,
  isDismissedThisSession,
  isWebClip,
  needsRedirectPage,
  requestInstall,
  startHomeScreenMode,
  waitForInstallPrompt,
} from "../../client/core/install";
import { clearDeferredPrompt, type BeforeInstallPromptEvent } from "../../client/core/install/capture";
import { noticeQueueAtom, toastAtom } from "../../client/core/notices/queue";
import { onTrackingEvent } from "../../client/core/tracking";
import { siteSettingsAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { EARLY_INSTALL_PROMPT } from "#shared/constants";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const SAFARI_17 = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SAFARI_16 = "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const SAFARI_26 = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1";
const IOS_12_1 = "Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1";
const UUID = "123e4567-e89b-12d3-a456-426614174000";
const app = (version: string) =>
  `Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 MerchantApp/${version} ${UUID}`;

const RESOURCES = { Android: "https://dl.example/app.apk", IOS: "https://dl.example/app.mobileconfig", MOBILECONFIG: "https://dl.example/other.mobileconfig" };

function agentIs(userAgent: string, { standalone = false, iosStandalone = false } = {}) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  vi.spyOn(navigator, "maxTouchPoints", "get").mockReturnValue(5);
  Object.defineProperty(navigator, "standalone", { configurable: true, value: iosStandalone });
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({ matches: standalone && query.includes("standalone") }) as MediaQueryList);
}

function storeWith(resources: Record<string, string> = RESOURCES) {
  const store = createStore();
  store.set(siteSettingsAtom, { resources, mobileTemplate: {} } as unknown as SiteSettings);
  return store;
}

function promptEvent(outcome: "accepted" | "dismissed") {
  const event = new Event("beforeinstallprompt", { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: "web" }) });
  return { event, prompt };
}

let release: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearDeferredPrompt();
  release = captureInstallPrompt(window);
  agentIs(ANDROID_CHROME);
});

afterEach(() => {
  release();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (navigator as { install?: unknown }).install;
});

describe("§4 Install flow: capture", () => {
  it("§4 Install flow: the browser's prompt is kept (its default prevented)", () => {
    const { event } = promptEvent("accepted");
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(deferredPrompt()).toBe(event);
  });

  it("§4 §9 Install flow: no event within 20 tries 280 ms apart → unavailable", async () => {
    vi.useFakeTimers();
    let answer: boolean | undefined;
    void waitForInstallPrompt().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(19 * 280 - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });

  it("§4 §9 Install flow: the event arriving at the 7th try is captured then", async () => {
    vi.useFakeTimers();
    let answer: boolean | undefined;
    void waitForInstallPrompt().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(5 * 280);
    expect(answer).toBeUndefined();
    window.dispatchEvent(promptEvent("accepted").event);
    await vi.advanceTimersByTimeAsync(280);
    expect(answer).toBe(true);
  });

  it("§4 §9 Install flow: the installed event sets the dismissal count to 99 (never ask again)", () => {
    localStorage.setItem(LOCAL_STORAGE.installDismissals, "2");
    window.dispatchEvent(promptEvent("accepted").event);
    window.dispatchEvent(new Event("appinstalled"));
    expect(localStorage.getItem(LOCAL_STORAGE.installDismissals)).toBe("99");
    expect(deferredPrompt()).toBeNull();
  });
});

describe("§4 Install flow: asking to install", () => {
  it("§4 Install flow: accepted → the prompt is cleared and the installing notice shows", async () => {
    const store = storeWith();
    const { event, prompt } = promptEvent("accepted");
    window.dispatchEvent(event);
    await expect(requestInstall(store)).resolves.toBe("accepted");
    expect(prompt).toHaveBeenCalledOnce();
    expect(deferredPrompt()).toBeNull();
    expect(store.get(toastAtom)?.message).toEqual({ key: "install.installing" });
  });

  it("§4 Install flow: dismissed → marked in sessionStorage and the dismissal count goes up by one", async () => {
    const store = storeWith();
    localStorage.setItem(LOCAL_STORAGE.installDismissals, "1");
    window.dispatchEvent(promptEvent("dismissed").event);
    await expect(requestInstall(store)).resolves.toBe("dismissed");
    expect(sessionStorage.getItem(SESSION_STORAGE.installDismissed)).toBe("1");
    expect(isDismissedThisSession()).toBe(true);
    expect(dismissalCount()).toBe(2);
    expect(store.get(toastAtom)).toBeNull();
  });

  it("§4 Install flow: navigator.install is used when it exists", async () => {
    const store = storeWith();
    const { event, prompt } = promptEvent("accepted");
    window.dispatchEvent(event);
    const install = vi.fn(async () => ({ manifestId: "/m/" }));
    Object.assign(navigator, { install });
    await expect(requestInstall(store)).resolves.toBe("accepted");
    expect(install).toHaveBeenCalledOnce();
    expect(prompt).not.toHaveBeenCalled();
  });

  it("§4 Install flow: navigator.install throwing falls back to the kept prompt", async () => {
    const store = storeWith();
    const { event, prompt } = promptEvent("accepted");
    window.dispatchEvent(event);
    Object.assign(navigator, { install: vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError"))) });
    await expect(requestInstall(store)).resolves.toBe("accepted");
    expect(prompt).toHaveBeenCalledOnce();
  });

  it("§4 Install flow: navigator.install throwing with no kept prompt falls back to the guide", async () => {
    const store = storeWith();
    Object.assign(navigator, { install: vi.fn(() => Promise.reject(new TypeError("not supported"))) });
    await expect(requestInstall(store)).resolves.toBe("guide");
    expect(store.get(installGuideAtom)?.id).toBe("androidChrome");
  });

  it("§4 Install flow: closing navigator.install's dialog (AbortError) counts as a dismissal, not a second prompt", async () => {
    const store = storeWith();
    const { event, prompt } = promptEvent("accepted");
    window.dispatchEvent(event);
    Object.assign(navigator, { install: vi.fn(() => Promise.reject(new DOMException("closed", "AbortError"))) });
    await expect(requestInstall(store)).resolves.toBe("dismissed");
    expect(prompt).not.toHaveBeenCalled();
    expect(dismissalCount()).toBe(1);
  });

  it("§2 iOS has no prompt: asking opens the guide for this Safari", async () => {
    agentIs(SAFARI_26);
    const store = storeWith();
    await expect(requestInstall(store)).resolves.toBe("guide");
    expect(store.get(installGuideAtom)).toMatchObject({ id: "iosSafari", toolbarMode: "compact" });
  });

  it("§4 Install flow: nothing to install in home-screen mode", async () => {
    agentIs(ANDROID_CHROME, { standalone: true });
    await expect(requestInstall(storeWith())).resolves.toBe("unavailable");
  });
});

describe("§4 home-screen mode", () => {
  it("§4 home-screen mode requests fullscreen on click", () => {
    agentIs(ANDROID_CHROME, { standalone: true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.assign(document.documentElement, { requestFullscreen });
    const stop = startHomeScreenMode(window);
    document.body.click();
    expect(requestFullscreen).toHaveBeenCalledWith({ navigationUI: "hide" });
    stop();
  });

  it("§4 a browser tab does not go fullscreen on click", () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.assign(document.documentElement, { requestFullscreen });
    const stop = startHomeScreenMode(window);
    document.body.click();
    expect(requestFullscreen).not.toHaveBeenCalled();
    stop();
  });

  it("§4 WEBCLIP flag: 1 in standalone mode on first run, kept on later runs", () => {
    applyWebClipFlag({ userAgent: SAFARI_17, iosStandalone: true }, "");
    expect(localStorage.getItem(LOCAL_STORAGE.webClip)).toBe("1");
    expect(isWebClip()).toBe(true);
    applyWebClipFlag({ userAgent: SAFARI_17, iosStandalone: true }, "?x=1");
    expect(isWebClip()).toBe(true);
  });

  it("§4 WEBCLIP flag: 0 when opened with the homescreen query, and not set back to 1 afterwards", () => {
    applyWebClipFlag({ userAgent: ANDROID_CHROME, standalone: true }, "?utm_source=homescreen");
    expect(localStorage.getItem(LOCAL_STORAGE.webClip)).toBe("0");
    applyWebClipFlag({ userAgent: ANDROID_CHROME, standalone: true }, "");
    expect(localStorage.getItem(LOCAL_STORAGE.webClip)).toBe("0");
  });

  it("§4 WEBCLIP flag: a browser tab sets nothing", () => {
    applyWebClipFlag({ userAgent: SAFARI_17 }, "");
    expect(localStorage.getItem(LOCAL_STORAGE.webClip)).toBeNull();
  });
});

describe("§3 §7 §8 downloading the app", () => {
  const opened: string[] = [];
  const assign = (url: string) => opened.push(url);
  beforeEach(() => {
    opened.length = 0;
  });

  it("§3 Android opens the Android package", () => {
    const store = storeWith();
    const seen: string[] = [];
    const stop = onTrackingEvent((event) => void (event.name === "downloadApp" && seen.push(String(event.payload.resourceType))));
    // Only what this tap sends: events from before the listener are handed to it first.
    seen.length = 0;
    expect(downloadApp(store, { assign })).toBe("opened");
    expect(opened).toEqual([RESOURCES.Android]);
    // SPEC §3 downloadApp, with the package asked for.
    expect(seen).toEqual(["Android"]);
    expect(store.get(noticeQueueAtom)).toEqual([]);
    stop();
  });

  it("§8 iOS 17 and later opens the profile and shows the profile-download tip", () => {
    agentIs(SAFARI_17);
    const store = storeWith();
    expect(downloadApp(store, { assign })).toBe("opened");
    expect(opened).toEqual([RESOURCES.IOS]);
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "install.profileTip" }]);
  });

  it("§8 iOS 26 (OS frozen at 18_6) is iOS 17 and later too", () => {
    agentIs(SAFARI_26);
    const store = storeWith();
    downloadApp(store, { assign });
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "install.profileTip" }]);
  });

  it("§8 older Safari is sent to Settings", () => {
    agentIs(SAFARI_16);
    const store = storeWith();
    downloadApp(store, { assign });
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "install.goToSettings" }]);
  });

  it("§3 iOS without an IOS link uses the MOBILECONFIG file", () => {
    agentIs(SAFARI_17);
    downloadApp(storeWith({ MOBILECONFIG: RESOURCES.MOBILECONFIG }), { assign });
    expect(opened).toEqual([RESOURCES.MOBILECONFIG]);
  });

  it("§5 an unsupported iOS is told so and nothing opens", () => {
    agentIs(IOS_12_1);
    const store = storeWith();
    expect(downloadApp(store, { assign })).toBe("unsupported");
    expect(opened).toEqual([]);
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "install.unsupportedIos" }]);
  });

  it("§3 no link for this platform: the player is told, nothing opens", () => {
    const store = storeWith({ IOS: RESOURCES.IOS });
    expect(downloadApp(store, { assign })).toBe("missing");
    expect(opened).toEqual([]);
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "install.noDownload" }]);
  });

  it("§7 §9 a native app older than 2.4.39 downloads through the redirect page; 2.4.39 and later directly", () => {
    agentIs(app("2.4.38"));
    expect(downloadApp(storeWith(), { assign })).toBe("redirected");
    expect(opened).toEqual(["/m/appDownload?type=Android"]);
    expect(needsRedirectPage({ userAgent: app("2.4.39") })).toBe(false);
    expect(needsRedirectPage({ userAgent: app("2.10.0") })).toBe(false);
    expect(needsRedirectPage({ userAgent: app("2.4") })).toBe(true);
    expect(needsRedirectPage({ userAgent: app("1.9.99") })).toBe(true);
    expect(needsRedirectPage({ userAgent: ANDROID_CHROME })).toBe(false);
  });
});

describe("§4 Install flow: a prompt offered before the app's code", () => {
  it("§4 Install flow: the event the page's start script kept is adopted when the capture starts", () => {
    release();
    clearDeferredPrompt();
    const { event } = promptEvent("accepted");
    Object.assign(window, { [EARLY_INSTALL_PROMPT]: event });
    release = captureInstallPrompt(window);
    expect(deferredPrompt()).toBe(event);
    delete (window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  });
});
