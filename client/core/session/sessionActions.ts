import type { createStore } from "jotai";
import { memberInfo, playerRankProgress } from "../../../shared/contract";
import { call, cancelAllRequests } from "../../lib/request";
import { readSessionInfo, saveSessionInfo, type SessionInfo } from "../../lib/session";
import { sessionStore } from "../../lib/storage";
import { SESSION_STORAGE } from "../../../shared/storageKeys";
import { newId, noticeQueueAtom } from "../notice";
import { memberInfoAtom, rankProgressAtom, sessionAtom } from "./atoms";

type Store = ReturnType<typeof createStore>;

export const LOGIN_PATH = "/m/login";

/** Starts a session (sign-in stores it here; issue #4). */
export function startSession(store: Store, info: SessionInfo): void {
  saveSessionInfo(info);
  store.set(sessionAtom, info);
}

/** The player logged out: the session and what came with it are gone (SPEC §4 Token change, cleared). */
export function endSession(store: Store): void {
  sessionStore.remove(SESSION_STORAGE.sessionInfo);
  store.set(sessionAtom, null);
}

/** Picks up the session the browser already holds (after a reload, or a token from the address). */
export function restoreSession(store: Store): void {
  store.set(sessionAtom, readSessionInfo());
}

/**
 * SPEC §4 Session loss: log out, clear session storage, cancel requests, and show
 * the 'please log in' notice whose button goes to /m/login. Said once, however
 * many calls fail together.
 */
export function loseSession(store: Store): void {
  cancelAllRequests();
  sessionStore.clear();
  store.set(sessionAtom, null);
  store.set(memberInfoAtom, null);
  store.set(rankProgressAtom, null);
  store.set(noticeQueueAtom, (queue) =>
    queue.some((notice) => notice.action?.to === LOGIN_PATH)
      ? queue
      : [...queue, { id: newId(), message: { key: "session.pleaseLogIn" }, action: { labelKey: "session.goToLogin", to: LOGIN_PATH } }],
  );
}

/**
 * Loads member info and rank progress into the store (SPEC §4 Token change).
 * Returns a cancel function: answers arriving after it are dropped. Identical
 * loads under way at the same time share one request (the request layer de-duplicates).
 */
export function loadMember(store: Store): () => void {
  let current = true;
  call(memberInfo)
    .then((info) => current && store.set(memberInfoAtom, info))
    .catch(() => {});
  call(playerRankProgress, { alert: false })
    .then((progress) => current && store.set(rankProgressAtom, progress))
    .catch(() => {});
  return () => {
    current = false;
  };
}
