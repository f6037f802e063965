import type { createStore } from "jotai";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { TIMING } from "#shared/constants";
import { currentPlatform, isNativeApp, type PlatformInput } from "../../lib/platform";
import { localStore, sessionStore } from "../../lib/storage";
import { showToast } from "../notices";
import { installGuideAtom } from "./atoms";
import { browserInfo, isTelegramWebView } from "./browser";
import { clearDeferredPrompt, deferredPrompt, INSTALLED_DISMISSALS } from "./capture";
import { chooseGuide, type InstallGuide } from "./guides";

type Store = ReturnType<typeof createStore>;

export type InstallOutcome = "accepted" | "dismissed" | "guide" | "unavailable";

/** The Web Install API (`navigator.install`), an origin trial in 2026: feature-detected, never relied on. */
interface WebInstallNavigator {
  install?: () => Promise<unknown>;
}

/** SPEC §4: how often the player said no to the install prompt; 99 once installed. */
export function dismissalCount(): number {
  const count = Number(localStore.get(LOCAL_STORAGE.installDismissals) ?? 0);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** SPEC §4, §9: installed (the appinstalled event set the count to 99): never ask again. */
export function isInstalled(): boolean {
  return dismissalCount() >= INSTALLED_DISMISSALS;
}

/** SPEC §4 Install flow: the player dismissed the browser's prompt in this session. */
export function isDismissedThisSession(): boolean {
  return sessionStore.get(SESSION_STORAGE.installDismissed) === "1";
}

function markDismissed(): void {
  sessionStore.set(SESSION_STORAGE.installDismissed, "1");
  if (!isInstalled()) localStore.set(LOCAL_STORAGE.installDismissals, String(dismissalCount() + 1));
}

/** Home-screen mode: the page runs as an installed web app (PWA, or an iOS web clip). */
export function isHomeScreenMode(platform: PlatformInput): boolean {
  return Boolean(platform.standalone || platform.iosStandalone);
}

/** Whether installing means anything here: not inside the native app, not when already on the home screen. */
export function canInstall(platform: PlatformInput = currentPlatform()): boolean {
  return !isNativeApp(platform) && !isHomeScreenMode(platform) && !isInstalled();
}

/** The guide for the browser this page runs in. */
export function guideForThisBrowser(platform: PlatformInput = currentPlatform()): InstallGuide {
  return chooseGuide(browserInfo(platform, isTelegramWebView(globalThis)));
}

/**
 * SPEC §4 "up to 20 tries, 280 ms apart": the wait for the browser's prompt before deciding there is none.
 * Chrome offers it only after some engagement, and not again soon after a dismissal (PITFALLS), so false is
 * a normal answer.
 */
export function waitForInstallPrompt(): Promise<boolean> {
  return new Promise((resolve) => {
    let tries = 0;
    const check = () => {
      if (deferredPrompt()) return resolve(true);
      tries += 1;
      if (tries >= TIMING.installPromptTries) return resolve(false);
      setTimeout(check, TIMING.installPromptInterval);
    };
    check();
  });
}

function accepted(store: Store): "accepted" {
  clearDeferredPrompt();
  showToast(store, { key: "install.installing" }, TIMING.installingToast);
  return "accepted";
}

async function viaWebInstall(store: Store): Promise<InstallOutcome | null> {
  const nav = globalThis.navigator as Navigator & WebInstallNavigator;
  if (typeof nav?.install !== "function") return null;
  try {
    await nav.install();
    return accepted(store);
  } catch (error) {
    // The player closed the browser's dialog: that is a "no", and asking again at once through the older
    // prompt would nag. Any other failure (not allowed here, no manifest id, …) falls back.
    if ((error as { name?: string } | null)?.name === "AbortError") {
      markDismissed();
      return "dismissed";
    }
    return null;
  }
}

async function viaCapturedPrompt(store: Store): Promise<InstallOutcome | null> {
  const prompt = deferredPrompt();
  if (!prompt) return null;
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    if (choice.outcome === "accepted") return accepted(store);
    // A prompt can be shown once; Chrome offers a new one later if it wants to.
    clearDeferredPrompt();
    markDismissed();
    return "dismissed";
  } catch {
    clearDeferredPrompt();
    return null;
  }
}

/**
 * SPEC §4 Install flow, for every install button: the Web Install API where it exists, else the browser's
 * kept prompt, else the guide for this browser (which the install overlay shows).
 */
export async function requestInstall(store: Store): Promise<InstallOutcome> {
  const platform = currentPlatform();
  if (isNativeApp(platform) || isHomeScreenMode(platform)) return "unavailable";
  const outcome = (await viaWebInstall(store)) ?? (await viaCapturedPrompt(store));
  if (outcome) return outcome;
  store.set(installGuideAtom, guideForThisBrowser(platform));
  return "guide";
}
