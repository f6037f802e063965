import { atom } from "jotai";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { sessionStore } from "../../lib/storage";
import { merchantAtom } from "../startup/atoms";
import { DEFAULT_OVERLAYS_PER_VISIT, nextTurn, type OverlayAsk, type OverlayName, type Quiet } from "./overlayTurns";

/** Who asks for a turn now. */
export const overlayAsksAtom = atom<ReadonlyMap<OverlayName, OverlayAsk>>(new Map());
/** The overlay on screen. */
export const overlayShowingAtom = atom<OverlayName | null>(null);
/**
 * Whether the app rules the turns (client/app/OverlayTurns.tsx mounts and sets it). A feature rendered on its own, as
 * in its tests, shows what it wants when it wants.
 */
export const overlayTurnsRuledAtom = atom(false);
export const overlaySettledAtom = atom(false);
export const overlayQuietAtom = atom<Quiet>(null);
/** The task of a quiet page is done (a deposit or withdrawal placed, a card bound): a forced prompt may follow it. */
export const quietTaskDoneAtom = atom(false);

function storedCount(): number {
  const value = Number(sessionStore.get(SESSION_STORAGE.overlaysShown));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
const shownBaseAtom = atom<number | null>(null);
/** Optional overlays shown this visit (the tab's session). */
export const overlaysShownAtom = atom(
  (get) => get(shownBaseAtom) ?? storedCount(),
  (get, set, next: number) => {
    sessionStore.set(SESSION_STORAGE.overlaysShown, String(next));
    set(shownBaseAtom, next);
  },
);

/** Whose turn it is; while the app does not rule, everyone's. */
export const overlayTurnAtom = atom((get) =>
  nextTurn({
    asks: get(overlayAsksAtom),
    showing: get(overlayShowingAtom),
    settled: get(overlaySettledAtom),
    quiet: get(overlayQuietAtom),
    taskDone: get(quietTaskDoneAtom),
    shown: get(overlaysShownAtom),
    budget: get(merchantAtom)?.overlaysPerVisit ?? DEFAULT_OVERLAYS_PER_VISIT,
  }),
);
