import type { createStore } from "jotai";
import { TIMING } from "#shared/constants";
import { banners } from "../../core/content";
import { currentPlatform, type PlatformInput } from "../../lib/platform";
import { announcementAtom, readSeen, switchWelcomeOffForSession, welcomeQueueAtom, welcomeSessionFlag, welcomeStageAtom } from "./popupState";
import { decideWelcome, pendingWelcome } from "./welcomeRules";

type Store = ReturnType<typeof createStore>;

/**
 * SPEC §4 Welcome-image popups, once per page load: tried at once and, off the home paths, again every
 * TIMING.welcomePopupRetry. The path is read at each try rather than followed, as the spec waits, not watches.
 * Returns the cleanup.
 */
export function startWelcomeFlow(store: Store, currentPath: () => string, platform: PlatformInput = currentPlatform()): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  const subscriptions = new Set<() => void>();
  const unsubscribeAll = () => {
    subscriptions.forEach((unsubscribe) => unsubscribe());
    subscriptions.clear();
  };
  const finish = () => store.set(welcomeStageAtom, "done");

  // An open announcement keeps the screen; the welcome popups follow it (a popup that is open blocks another).
  const present = (queue: ReturnType<typeof pendingWelcome>) => {
    if (store.get(announcementAtom)) return;
    unsubscribeAll();
    store.set(welcomeQueueAtom, queue);
    store.set(welcomeStageAtom, "open");
  };

  const settle = () => {
    const state = store.get(banners.atom);
    if (state.status === "error") {
      unsubscribeAll();
      finish();
    }
    if (state.status !== "ready") return;
    unsubscribeAll();
    const queue = pendingWelcome(state.value, readSeen());
    if (queue.length === 0) return finish();
    subscriptions.add(store.sub(announcementAtom, () => present(queue)));
    present(queue);
  };

  const attempt = () => {
    const decision = decideWelcome({ platform, sessionFlag: welcomeSessionFlag(), pathname: currentPath(), retryMs: TIMING.welcomePopupRetry });
    if (decision.kind === "skip") return finish();
    if (decision.kind === "retry") {
      store.set(welcomeStageAtom, "waiting");
      retry = setTimeout(attempt, decision.afterMs);
      return;
    }
    store.set(welcomeStageAtom, "deciding");
    subscriptions.add(store.sub(banners.atom, settle));
    // Banners are usually there already (the edge inlines them); a failure is the home's to tell, not ours.
    void banners.load(store);
    settle();
  };

  attempt();
  return () => {
    clearTimeout(retry);
    unsubscribeAll();
  };
}

/** The popup on screen was closed: the next one shows, or the welcome is over for this session. */
export function closeWelcome(store: Store): void {
  const rest = store.get(welcomeQueueAtom).slice(1);
  store.set(welcomeQueueAtom, rest);
  if (rest.length > 0) return;
  switchWelcomeOffForSession();
  store.set(welcomeStageAtom, "done");
}
