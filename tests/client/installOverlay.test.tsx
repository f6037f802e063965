import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installGuideAtom, openPromptAtom } from "../../client/core/install";
import { clearDeferredPrompt } from "../../client/core/install/capture";
import { toastAtom } from "../../client/core/notices/queue";
import Install from "../../client/features/install";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { DEMO_BRAND, renderInApp } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

type Store = ReturnType<typeof createStore>;

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const SAFARI_26 = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1";
const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 541635890)";
const NATIVE_APP = "Mozilla/5.0 (Linux; Android 13; wv) Chrome/120 Mobile Safari/537.36 MerchantApp/2.5.0 123e4567-e89b-12d3-a456-426614174000";
const CAPTURE_WINDOW = 20 * 280;
const RESOURCES = { Android: "https://dl.example/app.apk", IOS: "https://dl.example/app.mobileconfig" };
const PWA = JSON.stringify({ title: "Demo Bet", icons: { 192: "/icon-192.png" } });

let appDownloadPromo = false;

function agentIs(userAgent: string, standalone = false) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({ matches: standalone && query.includes("standalone") }) as MediaQueryList);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function open(
  path: string,
  { resources = RESOURCES, background = "", prepare }: { resources?: Record<string, string>; background?: string; prepare?: (store: Store) => void } = {},
) {
  const store = createStore();
  store.set(merchantAtom, DEMO_BRAND);
  store.set(siteSettingsAtom, { resources, mobileTemplate: { pwa: PWA, app_background: background, app_desc: "" } } as unknown as SiteSettings);
  prepare?.(store);
  const router = renderInApp(store, <Install />, path);
  await advance(0);
  return { store, router };
}

const prompt = () => screen.queryByRole("dialog", { name: "Get the Demo Bet app" });
const guide = () => screen.queryByRole("dialog", { name: "Add Demo Bet to your Home Screen" });
const bar = () => screen.queryByRole("region", { name: "Download the app" });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  clearDeferredPrompt();
  recordEffects();
  appDownloadPromo = false;
  answerWith((url) =>
    url.pathname.endsWith("MCSFE_getMerchantAvailablePromotions")
      ? json({ success: true, value: { availablePromosByKey: { APP_DOWNLOAD: { enabled: appDownloadPromo, count: 1 } } } })
      : json({ success: false }, 404),
  );
  agentIs(ANDROID_CHROME);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("§2 install prompt", () => {
  it.each(["/", "/m/home", "/m/index.html"])("§2 install prompt: shown on %s once the capture window (20 × 280 ms) is over", async (path) => {
    await open(path);
    await advance(CAPTURE_WINDOW - 1);
    expect(prompt()).toBeNull();
    await advance(1);
    expect(prompt()).not.toBeNull();
  });

  it.each(["/m/index", "/m/home/", "/m/login", "/m/game"])("§2 install prompt: never on %s (exact paths only)", async (path) => {
    await open(path);
    await advance(CAPTURE_WINDOW * 3);
    expect(prompt()).toBeNull();
  });

  it("§2 install prompt: the bottom modal has the app button, the web-app button and 'continue on web'", async () => {
    await open("/m/home");
    await advance(CAPTURE_WINDOW);
    const dialog = within(prompt()!);
    expect(dialog.getByRole("button", { name: "Download the app" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Add to Home Screen" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Continue on web" })).toBeTruthy();
    expect(document.querySelector("[data-variant]")?.getAttribute("data-variant")).toBe("bottom");
  });

  it("§2 install prompt: the full-screen variant (merchant picture) offers 'continue on mobile web'", async () => {
    await open("/m/home", { background: "https://cdn.example/landing.jpg" });
    await advance(CAPTURE_WINDOW);
    expect(document.querySelector("[data-variant]")?.getAttribute("data-variant")).toBe("fullScreen");
    expect(within(prompt()!).getByRole("button", { name: "Continue on mobile web" })).toBeTruthy();
  });

  it("§2 §9 install prompt: fades out in 250 ms, and stays closed for the session", async () => {
    const { store, router } = await open("/m/home");
    await advance(CAPTURE_WINDOW);
    expect(store.get(openPromptAtom)).toBe("install");
    fireEvent.click(within(prompt()!).getByRole("button", { name: "Continue on web" }));
    expect(document.querySelector("[data-phase]")?.getAttribute("data-phase")).toBe("closing");
    await advance(249);
    expect(prompt()).not.toBeNull();
    await advance(1);
    expect(prompt()).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE.installPromptClosed)).toBe("1");
    expect(store.get(openPromptAtom)).toBeNull();
    await act(async () => void (await router.navigate("/")));
    await advance(CAPTURE_WINDOW * 2);
    expect(prompt()).toBeNull();
  });

  it("§2 §9 install prompt: fades in over 250 ms", async () => {
    await open("/m/home");
    await advance(CAPTURE_WINDOW);
    const backdrop = document.querySelector<HTMLElement>("[data-phase]")!;
    expect(backdrop.style.getPropertyValue("--fade")).toBe("250ms");
    await advance(20);
    expect(backdrop.getAttribute("data-phase")).toBe("open");
  });

  it("§2 §4 install prompt: not in the native app, in home-screen mode, once installed (99) or after a dismissal this session", async () => {
    for (const setup of [
      () => agentIs(NATIVE_APP),
      () => agentIs(ANDROID_CHROME, true),
      () => localStorage.setItem(LOCAL_STORAGE.installDismissals, "99"),
      () => sessionStorage.setItem(SESSION_STORAGE.installDismissed, "1"),
      () => sessionStorage.setItem(SESSION_STORAGE.installPromptClosed, "1"),
    ]) {
      sessionStorage.clear();
      localStorage.clear();
      agentIs(ANDROID_CHROME);
      setup();
      await open("/m/home");
      await advance(CAPTURE_WINDOW * 2);
      expect(prompt()).toBeNull();
      cleanup();
    }
  });

  it("§4 an open prompt blocks another: the install prompt waits while the add-to-home prompt is open", async () => {
    const { store } = await open("/m/home", { prepare: (s) => s.set(openPromptAtom, "addToHome") });
    await advance(CAPTURE_WINDOW + 800 * 3);
    expect(prompt()).toBeNull();
    act(() => store.set(openPromptAtom, null));
    await advance(800);
    expect(prompt()).not.toBeNull();
    expect(store.get(openPromptAtom)).toBe("install");
  });

  it("§2 the install prompt waits for an open popup (welcome, announcement), looking again every 800 ms", async () => {
    const popup = document.createElement("div");
    popup.setAttribute("role", "dialog");
    popup.setAttribute("aria-modal", "true");
    document.body.append(popup);
    await open("/m/home");
    await advance(CAPTURE_WINDOW + 800 * 2);
    expect(prompt()).toBeNull();
    popup.remove();
    await advance(800);
    expect(prompt()).not.toBeNull();
  });

  it("§2 install prompt: the app button downloads the Android package", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    await open("/m/home");
    await advance(CAPTURE_WINDOW);
    fireEvent.click(within(prompt()!).getByRole("button", { name: "Download the app" }));
    expect(assign).toHaveBeenCalledWith(RESOURCES.Android);
  });

  it("§2 install prompt: no app link for this platform → the web-app button alone", async () => {
    await open("/m/home", { resources: { IOS: RESOURCES.IOS } });
    await advance(CAPTURE_WINDOW);
    expect(within(prompt()!).queryByRole("button", { name: "Download the app" })).toBeNull();
    expect(within(prompt()!).getByRole("button", { name: "Add to Home Screen" })).toBeTruthy();
  });
});

describe("§2 iOS add-to-home-screen guide", () => {
  it("§2 the web-app button on iPhone Safari 26 opens the guide: app icon, title, address, two steps with their buttons drawn, close", async () => {
    agentIs(SAFARI_26);
    const { store } = await open("/m/home");
    await advance(CAPTURE_WINDOW);
    fireEvent.click(within(prompt()!).getByRole("button", { name: "Add to Home Screen" }));
    await advance(0);
    const sheet = within(guide()!);
    expect(sheet.getByText("Demo Bet")).toBeTruthy();
    expect(sheet.getByText(window.location.host)).toBeTruthy();
    expect(guide()!.querySelector("img")?.getAttribute("src")).toBe("/icon-192.png");
    const steps = sheet.getAllByRole("listitem");
    expect(steps).toHaveLength(2);
    expect(within(steps[0]!).getByRole("img", { name: "••• button" })).toBeTruthy();
    expect(within(steps[0]!).getByRole("img", { name: "Share button" })).toBeTruthy();
    expect(within(steps[1]!).getByRole("img", { name: "View More button" })).toBeTruthy();
    expect(within(steps[1]!).getByRole("img", { name: "Add to Home Screen button" })).toBeTruthy();
    expect(sheet.getByText("Then open Demo Bet from your Home Screen to turn on notifications.")).toBeTruthy();
    // "Then" between two buttons is drawn, so right to left it points the reading way: the characters › and ‹ are
    // mirrored by Unicode there, and the stylesheet's mirror would turn them back.
    expect(guide()!.textContent).not.toMatch(/[›‹>]/);
    expect(guide()!.querySelectorAll("li svg polyline").length).toBeGreaterThan(0);
    // The other toolbar layout is one tap away.
    fireEvent.click(sheet.getByRole("button", { name: "My toolbar looks different" }));
    expect(within(within(guide()!).getAllByRole("listitem")[0]!).queryByRole("img", { name: "••• button" })).toBeNull();
    fireEvent.click(within(guide()!).getByRole("button", { name: "Close" }));
    expect(guide()).toBeNull();
    expect(store.get(installGuideAtom)).toBeNull();
  });

  it("§2 in-app browsers: the first step opens the page in Chrome, with a working copy-link button", async () => {
    agentIs(INSTAGRAM_ANDROID);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const { store } = await open("/m/home");
    await advance(CAPTURE_WINDOW);
    fireEvent.click(within(prompt()!).getByRole("button", { name: "Add to Home Screen" }));
    await advance(0);
    const first = within(guide()!).getAllByRole("listitem")[0]!;
    expect(first.textContent).toContain("Open in Chrome");
    expect(within(first).getByRole("link", { name: "Open in Chrome" }).getAttribute("href")).toMatch(/^intent:\/\/.*package=com\.android\.chrome/);
    fireEvent.click(within(first).getByRole("button", { name: "Copy link" }));
    await advance(0);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/m/home`);
    expect(store.get(toastAtom)?.message).toEqual({ key: "install.guide.copied" });
  });
});

describe("§2 §4 download bar", () => {
  it.each(["/m/home", "/m/index", "/m/index.html", "/"])("§2 download bar on %s: icon, name, five stars 5.0, download button, close", async (path) => {
    await open(path);
    const region = within(bar()!);
    expect(region.getByText("Demo Bet")).toBeTruthy();
    expect(region.getByRole("img", { name: "Rated 5.0 out of 5" }).textContent).toContain("5.0");
    expect(region.getByRole("button", { name: "Download" })).toBeTruthy();
    expect(region.getByRole("button", { name: "Close the download bar" })).toBeTruthy();
    expect(bar()!.querySelector("img")?.getAttribute("src")).toBe("/icon-192.png");
  });

  it("§2 download bar: the resources' AppDownloadIcon comes first", async () => {
    await open("/m/home", { resources: { ...RESOURCES, AppDownloadIcon: "https://cdn.example/app.png" } });
    expect(bar()!.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/app.png");
  });

  it("§2 download bar: a gift only when the app-download promotion is on", async () => {
    await open("/m/home");
    await advance(0);
    expect(within(bar()!).queryByRole("img", { name: "Reward for downloading the app" })).toBeNull();
    cleanup();
    appDownloadPromo = true;
    await open("/m/index");
    await advance(0);
    expect(within(bar()!).getByRole("img", { name: "Reward for downloading the app" })).toBeTruthy();
  });

  it("§4 download bar: closing stores hideDownloadBar in sessionStorage and keeps it closed", async () => {
    await open("/m/home");
    fireEvent.click(within(bar()!).getByRole("button", { name: "Close the download bar" }));
    expect(bar()).toBeNull();
    expect(sessionStorage.getItem("hideDownloadBar")).toBe("1");
    cleanup();
    await open("/m/index");
    expect(bar()).toBeNull();
  });

  it("§4 download bar: hidden in the native app, in home-screen mode, off the home pages and without a link", async () => {
    agentIs(NATIVE_APP);
    await open("/m/home");
    expect(bar()).toBeNull();
    cleanup();
    agentIs(ANDROID_CHROME, true);
    await open("/m/home");
    expect(bar()).toBeNull();
    cleanup();
    agentIs(ANDROID_CHROME);
    await open("/m/login");
    expect(bar()).toBeNull();
    cleanup();
    await open("/m/home", { resources: { IOS: RESOURCES.IOS } });
    expect(bar()).toBeNull();
  });

  it("§2 download bar: the download button downloads", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    await open("/m/home");
    fireEvent.click(within(bar()!).getByRole("button", { name: "Download" }));
    expect(assign).toHaveBeenCalledWith(RESOURCES.Android);
  });
});
