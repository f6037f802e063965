import { atom } from "jotai";
import type { PlayerMessage } from "../../lib/request";

export interface Notice {
  id: number;
  message: PlayerMessage;
  /** The confirm button; OK when absent. `to` navigates inside the app. */
  action?: { labelKey: string; to: string };
  /** Runs when the player confirms, before any navigation. */
  onConfirm?: () => void;
}

export interface Toast {
  id: number;
  message: PlayerMessage;
  durationMs: number;
}

/** Notices wait their turn: the first is shown, OK shows the next. */
export const noticeQueueAtom = atom<Notice[]>([]);
export const toastAtom = atom<Toast | null>(null);
/** How many things are loading; the indicator shows while it is above zero. */
export const loadingCountAtom = atom(0);

let nextId = 1;
export const newId = () => nextId++;

/** A failure the request layer left to the caller (alert: false) told to the player, unless it must stay silent. */
export function noticeForError(error: unknown): Notice | null {
  const details = (error as { details?: { shown?: PlayerMessage; silent?: boolean } } | null)?.details;
  if (!details?.shown || details.silent) return null;
  return { id: newId(), message: details.shown };
}
