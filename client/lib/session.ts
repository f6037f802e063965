import { SESSION_STORAGE } from "../../shared/storageKeys";

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
