import { atom } from "jotai";
import { deferredPrompt, onDeferredPromptChange } from "./capture";
import type { InstallGuide } from "./guides";

const promptAvailableBase = atom(false);
promptAvailableBase.onMount = (set) => {
  set(deferredPrompt() !== null);
  return onDeferredPromptChange(() => set(deferredPrompt() !== null));
};

/** SPEC §4 Install flow: the browser offered its install prompt and the page kept it. */
export const installPromptAvailableAtom = atom((get) => get(promptAvailableBase));

/** The install guide that is open (for browsers that cannot prompt), or null. */
export const installGuideAtom = atom<InstallGuide | null>(null);

/**
 * SPEC §4 "An open prompt blocks another": which of the install prompt (SPEC §2), the add-to-home prompt (SPEC §4)
 * and the notification prompt (SPEC §2, §4) is open. The one that finds it taken waits.
 */
export const openPromptAtom = atom<"install" | "addToHome" | "push" | null>(null);
