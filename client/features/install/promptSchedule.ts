import type { createStore } from "jotai";
import { TIMING } from "#shared/constants";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { installGuideAtom, openPromptAtom } from "../../core/install";
import { sessionStore } from "../../lib/storage";
// Another popup on screen (the welcome images, an announcement, a notice): the install prompt waits for it. Features
// do not see each other's state (docs/decisions/006), so this asks the page, where every one is a modal dialog.
import { anyDialogOpen } from "../../lib/ui/playerDialogs";

type Store = ReturnType<typeof createStore>;

/**
 * When the install prompt first appears (docs/decisions/021): once the page is live and the capture window of
 * SPEC §4 (20 tries, 280 ms apart) is over, so the welcome and announcement popups (0.5 s and 1 s in) go first
 * and the web-app button knows whether the browser offered its prompt; then as soon as no other popup is open,
 * looking again every 800 ms (SPEC §9). `allowed` is asked again at that moment.
 */
export function schedulePrompt(store: Store, allowed: () => boolean, open: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    if (!allowed()) return;
    if (store.get(openPromptAtom) === null && store.get(installGuideAtom) === null && !anyDialogOpen()) {
      store.set(openPromptAtom, "install");
      open();
      return;
    }
    timer = setTimeout(attempt, TIMING.popupPoll);
  };
  timer = setTimeout(attempt, TIMING.installPromptTries * TIMING.installPromptInterval);
  return () => clearTimeout(timer);
}

/** SPEC §2 "not after dismissal this session": any way out of the prompt counts, and it frees the slot. */
export function closePrompt(store: Store): void {
  sessionStore.set(SESSION_STORAGE.installPromptClosed, "1");
  if (store.get(openPromptAtom) === "install") store.set(openPromptAtom, null);
}
