import { useStore } from "jotai";
import { useMemo } from "react";
import type { PlayerMessage } from "../../lib/effects";
import { type Notice, newId, noticeQueueAtom, toastAtom } from "./queue";

export type { PlayerMessage } from "../../lib/effects";
export { usePlayerMessage } from "./usePlayerMessage";

type Store = ReturnType<typeof useStore>;
export interface NoticeOptions {
  action?: Notice["action"];
  onConfirm?: () => void;
  /** Not queued again while a notice with the same action waits (session loss is said once). */
  once?: boolean;
}

const sameWords = (a: PlayerMessage, b: PlayerMessage) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Queues the 'notice' alert (SPEC §8): features push, the overlay shows them one by one. A plain notice whose words
 * are already on screen or waiting is not queued again: two screens that ask for the same thing at once (the member
 * page and the session both load the member info) would otherwise make the player close the same message twice.
 */
export function pushNotice(store: Store, message: PlayerMessage, options: NoticeOptions = {}): void {
  const { once, ...rest } = options;
  const plain = !rest.action && !rest.onConfirm;
  store.set(noticeQueueAtom, (queue) => {
    if (once && rest.action && queue.some((notice) => notice.action?.to === rest.action?.to)) return queue;
    if (plain && queue.some((notice) => !notice.action && !notice.onConfirm && sameWords(notice.message, message))) return queue;
    return [...queue, { id: newId(), message, ...rest }];
  });
}

export function showToast(store: Store, message: PlayerMessage, durationMs: number): void {
  store.set(toastAtom, { id: newId(), message, durationMs });
}

/** What the request layer left to the caller (alert: false) to tell, or null when it must stay silent. */
export function messageForError(error: unknown): PlayerMessage | null {
  const details = (error as { details?: { shown?: PlayerMessage; silent?: boolean } } | null)?.details;
  if (!details?.shown || details.silent) return null;
  return details.shown;
}

/** The notices of a component's store. */
export function useNotices() {
  const store = useStore();
  return useMemo(
    () => ({
      notice: (message: PlayerMessage, options?: NoticeOptions) => pushNotice(store, message, options),
      toast: (message: PlayerMessage, durationMs: number) => showToast(store, message, durationMs),
      /** Tells a failure the request layer left to the caller; false when there was nothing to tell. */
      error: (error: unknown): boolean => {
        const message = messageForError(error);
        if (message) pushNotice(store, message);
        return Boolean(message);
      },
    }),
    [store],
  );
}
