import { atom } from "jotai";
import type { PlayerMessage } from "../../lib/effects";

/**
 * The queue behind the notice alert, the toast and the loading indicator. Only the
 * overlays in client/app read it; features push through ./index.ts (lint enforces it).
 */
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
