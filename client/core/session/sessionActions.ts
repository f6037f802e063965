import type { createStore } from "jotai";
import { type LoginValue, memberInfo, playerRankProgress, sessionLogout } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { ROUTES } from "#shared/routes";
import { call, cancelAllRequests, RequestError } from "../../lib/request";
import { clearSessionInfo, markSignedIn, readSessionInfo, saveSessionInfo, type SessionInfo } from "../../lib/session";
import { sessionStore } from "../../lib/storage";
import { keepIfSame } from "../../lib/sameValue";
import { pushNotice } from "../notices";
import { memberInfoAtom, memberLoadFailedAtom, rankProgressAtom, rankProgressFailedAtom, sessionAtom, sessionLossSaidAtom } from "./atoms";
import { runBeforeLogOut } from "./tokenListeners";

type Store = ReturnType<typeof createStore>;

/** SPEC §3 Session info from a login, registration or provider sign-in answer (SPEC §3 Login response value). */
export function sessionFromLogin(value: LoginValue, merchantCode: string | undefined): SessionInfo {
  return { id: value.id, token: value.token, userName: value.userName, merchantCode, type: value.customerType, firstTimeLogin: value.firstTimeLogin };
}

/** Starts a session: after a login, a registration, or a provider sign-in. */
export function startSession(store: Store, info: SessionInfo): void {
  saveSessionInfo(info);
  store.set(sessionLossSaidAtom, false);
  store.set(sessionAtom, info);
}

/** The session and what came with it are gone (SPEC §4 Token change, cleared). */
export function endSession(store: Store): void {
  clearSessionInfo();
  store.set(sessionAtom, null);
}

/**
 * The player's own log out. On a shared phone nothing may sign them back in: the remembered
 * login forgets its password and auto login pauses until the next manual login (issue #9).
 */
export async function logOut(store: Store): Promise<void> {
  // Fetched when a player logs out, not with every page: only the login screen needs the rest of it.
  const { pauseRememberedLogin } = await import("../../lib/rememberedLogin");
  pauseRememberedLogin();
  // While the session still works: push unbinds the device's token (SPEC §4 Token change).
  await runBeforeLogOut(TIMING.beforeLogOutTimeout);
  await call(sessionLogout, { alert: false }).catch(() => {});
  endSession(store);
}

/** Picks up the session the browser already holds (after a reload, or a token from the address), and keeps the edge's hint in step. */
export function restoreSession(store: Store): void {
  const info = readSessionInfo();
  // Only ever set here: a guest tab must not take the hint away from a signed-in tab of the same browser.
  if (info) {
    markSignedIn(true);
    store.set(sessionLossSaidAtom, false);
  }
  store.set(sessionAtom, info);
}

/**
 * SPEC §4 Session loss: log out, clear session storage, cancel requests, and show
 * the 'please log in' notice whose button goes to /m/login. Said once per session, however
 * many calls fail together: a call whose answer lands after the player confirmed (an effect
 * that started late, without a token) must not ask again on the login page. A guest, who had
 * no session to lose, is told each time.
 */
export function loseSession(store: Store): void {
  const hadSession = store.get(sessionAtom) !== null || readSessionInfo() !== null;
  const alreadySaid = !hadSession && store.get(sessionLossSaidAtom);
  cancelAllRequests();
  sessionStore.clear();
  markSignedIn(false);
  store.set(sessionAtom, null);
  store.set(memberInfoAtom, null);
  store.set(rankProgressAtom, null);
  if (alreadySaid) return;
  if (hadSession) store.set(sessionLossSaidAtom, true);
  pushNotice(store, { key: "session.pleaseLogIn" }, { action: { labelKey: "session.goToLogin", to: ROUTES.login }, once: true });
}

/**
 * Loads member info and rank progress into the store (SPEC §4 Token change).
 * Returns a cancel function: answers arriving after it are dropped. Identical
 * loads under way at the same time share one request (the request layer de-duplicates).
 * A failed load sets memberLoadFailedAtom or rankProgressFailedAtom; the next load clears them.
 */
export function loadMember(store: Store): () => void {
  let current = true;
  // Requests cancelled by a session loss are not failures: the player is on the way to log in.
  const failed = (error: unknown) => current && !(error instanceof RequestError && error.kind === "cancelled");
  store.set(memberLoadFailedAtom, false);
  store.set(rankProgressFailedAtom, false);
  call(memberInfo)
    // An answer that repeats what the page shows leaves it as it is (issue #37): nothing that reads it renders again.
    .then((info) => current && store.set(memberInfoAtom, (shown) => keepIfSame(shown, info)))
    .catch((error: unknown) => failed(error) && store.set(memberLoadFailedAtom, true));
  call(playerRankProgress, { alert: false })
    .then((progress) => current && store.set(rankProgressAtom, (shown) => keepIfSame(shown, progress)))
    .catch((error: unknown) => failed(error) && store.set(rankProgressFailedAtom, true));
  return () => {
    current = false;
  };
}
