import { EARLY_INSTALL_PROMPT } from "#shared/constants";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { localStore } from "../../lib/storage";

/** Chrome's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

/** SPEC §4, §9: once the app is installed the dismissal count is 99, and the player is never asked again. */
export const INSTALLED_DISMISSALS = 99;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The prompt the browser offered and the page kept, or null. */
export function deferredPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** Forgets the kept prompt: it can be shown once only, and an installed app needs none. */
export function clearDeferredPrompt(): void {
  deferred = null;
  changed();
}

export function onDeferredPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * SPEC §4 Install flow. Runs from client/main.tsx before hydration: Chrome may offer the prompt before the
 * install chunk arrives, and an event nobody kept is gone. One that came before this code (the page's start
 * script waits for its largest image) is taken from where the start script kept it.
 */
export function captureInstallPrompt(target: Window): () => void {
  const keep = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  };
  const installed = () => {
    localStore.set(LOCAL_STORAGE.installDismissals, String(INSTALLED_DISMISSALS));
    clearDeferredPrompt();
    // SPEC §3 a2hsInstalled. Loaded only now: this file runs before the page's first paint.
    void import("../tracking").then(({ track }) => track("a2hsInstalled", {}, { once: "a2hsInstalled" }));
  };
  const early = (target as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[EARLY_INSTALL_PROMPT];
  if (early) {
    deferred = early;
    changed();
  }
  target.addEventListener("beforeinstallprompt", keep);
  target.addEventListener("appinstalled", installed);
  return () => {
    target.removeEventListener("beforeinstallprompt", keep);
    target.removeEventListener("appinstalled", installed);
  };
}
