import { HANDOFF } from "#shared/handoff";
import { COOKIES, SESSION_STORAGE } from "#shared/storageKeys";
import { sessionStore } from "./storage";
import { writeCookie } from "./cookies";

/** SPEC §3 Session info, as kept in sessionStorage under MC_SESSION_INFO. */
export interface SessionInfo {
  id?: string | number;
  customerId?: string | number;
  token: string;
  merchantCode?: string;
  userName?: string;
  type?: number;
  firstTimeLogin?: boolean;
}

export function readSessionInfo(storage: Storage | undefined = globalThis.sessionStorage): SessionInfo | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE.sessionInfo);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionInfo>;
    return typeof parsed.token === "string" && parsed.token ? (parsed as SessionInfo) : null;
  } catch {
    // Storage can be blocked (Safari private mode, partitioned frames) or hold junk: treat as no session.
    return null;
  }
}

/** SPEC §2: a token in the query (token or tokens) counts as a session. */
export function tokenFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get("token") || params.get("tokens") || null;
}

export function hasAccess(search: string, storage?: Storage): boolean {
  return Boolean(tokenFromQuery(search) || readSessionInfo(storage)?.token);
}

/**
 * The edge's "signed in" hint (COOKIES.signedIn): a session cookie set and cleared with the session.
 * It carries no token; the tab's sessionStorage stays the only place the session lives (SPEC §3).
 */
export function markSignedIn(signedIn: boolean, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  if (signedIn) writeCookie(doc, COOKIES.signedIn, "1");
  else writeCookie(doc, COOKIES.signedIn, "", { maxAgeSeconds: 0 });
}

export function saveSessionInfo(info: SessionInfo): void {
  sessionStore.set(SESSION_STORAGE.sessionInfo, JSON.stringify(info));
  markSignedIn(true);
}

/** The session is gone from this tab, and the edge's hint with it. */
export function clearSessionInfo(): void {
  sessionStore.remove(SESSION_STORAGE.sessionInfo);
  markSignedIn(false);
}

/**
 * DESIGN §5: a `token` or `tokens` in the address is taken into the session and
 * then removed from the address, so it does not linger in history or referrers.
 */
export function adoptTokenFromAddress(win: Pick<Window, "location" | "history">): string | null {
  const url = new URL(win.location.href);
  const token = tokenFromQuery(url.search);
  if (!token) return null;
  saveSessionInfo({ ...(readSessionInfo() ?? {}), token });
  url.searchParams.delete("token");
  url.searchParams.delete("tokens");
  win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return token;
}

/**
 * A cross-domain hand-off landed here (docs/decisions/027, 053): the used code leaves the address, so a reload or a
 * shared link never tries it again. The account it offers waits for the player's answer (features/domainFailure/HandoffOfferDialog.tsx).
 */
export function forgetHandoffCode(win: Pick<Window, "location" | "history">): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(HANDOFF.parameter)) return;
  url.searchParams.delete(HANDOFF.parameter);
  win.history.replaceState(win.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
