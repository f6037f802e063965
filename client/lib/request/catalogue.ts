import { CUSTOMER_NOT_LOGIN, isSessionExempt, LOGOUT_CODES, systemStatus, TOO_MANY_REQUESTS_PREFIX } from "#shared/contract";
import { TIMING } from "#shared/constants";
import type { PlayerMessage } from "../effects";

/** The platform's JSON answer (SPEC §3 Error body inside the envelope). */
export interface Answer {
  success?: boolean;
  value?: unknown;
  message?: string;
  errorCode?: string;
}

/** What went wrong with one call, as the catalogue sees it. */
export type Situation =
  | { kind: "timeout" }
  | { kind: "no-answer"; secure: boolean; online: boolean }
  | { kind: "http-error"; status: number; answer: Answer | null; path: string; secure: boolean }
  | { kind: "refused"; answer: Answer; path: string; secure: boolean }
  | { kind: "invalid" };

export type Outcome =
  | { type: "session-lost" }
  | { type: "silent" }
  | { type: "notice"; message: PlayerMessage }
  | { type: "toast"; message: PlayerMessage; durationMs: number }
  | { type: "domain-failure"; message: string | undefined };

/** One line of SPEC §8 (its words are the comment above each row; they cost players bytes as strings). */
export interface CatalogueRow {
  /** Rows the request layer decides. Exactly one applies to any failed call (tested). */
  applies?: (situation: Situation) => boolean;
  outcome?: (situation: Situation) => Outcome;
  /**
   * Rows a feature or an option of the request layer decides: the file that does, and a piece of its code the row
   * stands on (an error code, a message key), which a test finds there, so a row cannot outlive what it points at.
   */
  handledBy?: { file: string; marker: string };
}

const codeOf = (s: Situation) => (s.kind === "http-error" || s.kind === "refused" ? s.answer?.errorCode : undefined);
const isStatusCall = (s: Situation) => (s.kind === "http-error" || s.kind === "refused") && s.path === systemStatus.path;
const isLogoutCode = (code: string | undefined) => (LOGOUT_CODES as readonly (string | undefined)[]).includes(code);
/**
 * SPEC §6's second list, which we read as the calls exempt from session-loss handling (docs/decisions/058): a logout
 * code or a 401 from signing in, registering or the site's settings is that call's refusal, shown as any other, and
 * never ends a session the player may not even have.
 */
const exempt = (s: Situation) => (s.kind === "http-error" || s.kind === "refused") && isSessionExempt(s.path);
/** An answer that ends the session (SPEC §8), unless its call is exempt. */
const endsSession = (s: Situation) => !exempt(s) && (codeOf(s) === CUSTOMER_NOT_LOGIN || isLogoutCode(codeOf(s)));
/** A 401 that means the session is gone (not from an exempt call). */
const is401OfSession = (s: Situation) => s.kind === "http-error" && s.status === 401 && !exempt(s);
const is502 = (s: Situation) => s.kind === "http-error" && s.status === 502;
const isTooMany = (code: string | undefined) => Boolean(code?.startsWith(TOO_MANY_REQUESTS_PREFIX));
const failed = (s: Situation) => s.kind === "http-error" || s.kind === "refused";
/** Not the status call: its three rows come first. */
const general = (s: Situation) => failed(s) && !isStatusCall(s);
/** The server's words with their code, so the player sees our translation of a known code (docs/decisions/008). */
const serverMessage = (s: Situation, fallback: PlayerMessage): PlayerMessage => {
  const answer = s.kind === "http-error" || s.kind === "refused" ? s.answer : null;
  return answer?.message ? { text: answer.message, ...(answer.errorCode ? { code: answer.errorCode } : {}) } : fallback;
};
const notice = (message: PlayerMessage): Outcome => ({ type: "notice", message });
const NETWORK_CORS: PlayerMessage = { key: "errors.networkCors" };

/** SPEC §8, one row per line, in the spec's order, then our own rows. */
export const ERROR_CATALOGUE: CatalogueRow[] = [
  // §8: Status call, errorCode domain_not_available: a dedicated domain-failure handler runs
  {
    applies: (s) => failed(s) && isStatusCall(s) && codeOf(s) === "domain_not_available",
    outcome: (s) => ({ type: "domain-failure", message: s.kind === "refused" || s.kind === "http-error" ? (s.answer?.message ?? undefined) : undefined }),
  },
  // §8: Status call, other error with errorCode, or on https: alert titled Notice with the server message (or Error)
  {
    applies: (s) => failed(s) && isStatusCall(s) && codeOf(s) !== "domain_not_available" && (Boolean(codeOf(s)) || ("secure" in s && s.secure)),
    outcome: (s) => notice(serverMessage(s, { key: "errors.generic" })),
  },
  // §8: Status call on plain http without code: Network Error / CORS Errors
  {
    applies: (s) => failed(s) && isStatusCall(s) && !codeOf(s) && "secure" in s && !s.secure,
    outcome: () => notice(NETWORK_CORS),
  },
  // §8: Register failure: alert with data.message
  { handledBy: { file: "client/features/register/RegisterForm.tsx", marker: "failure.message" } },
  // §8: login_verify_required: open second-factor dialog
  { handledBy: { file: "client/features/auth/LoginForm.tsx", marker: "AUTH_ERRORS.verifyRequired" } },
  // §8: login.cred.err, not.exists.user: clear remembered login
  { handledBy: { file: "client/features/auth/LoginForm.tsx", marker: "clearRememberedLogin()" } },
  // §8: token_ip_different: autoLogin stored as 0
  { handledBy: { file: "client/features/auth/LoginForm.tsx", marker: "AUTH_ERRORS.ipChanged) stopAutoLogin()" } },
  // §8: bind_customer_required: register automatically (Android app) or show the choice dialog
  { handledBy: { file: "client/features/auth/social/socialFlow.ts", marker: "AUTH_ERRORS.bindRequired" } },
  // §8: Other server error in provider login: message, or 'unknown_error' if absent
  { handledBy: { file: "client/features/auth/social/socialFlow.ts", marker: "social.unknownError" } },
  // §8: success false with CUSTOMER_NOT_LOGIN: logout and login notice
  {
    applies: (s) => s.kind === "refused" && general(s) && codeOf(s) === CUSTOMER_NOT_LOGIN && !exempt(s),
    outcome: () => ({ type: "session-lost" }),
  },
  // §8: success false, other: 'notice' dialog with server message or 'unknown error'
  {
    applies: (s) => s.kind === "refused" && general(s) && !endsSession(s) && !isTooMany(codeOf(s)),
    outcome: (s) => notice(serverMessage(s, { key: "errors.unknown" })),
  },
  // §8: errorCode starting TOO_MANY_REQUEST: nothing shown
  {
    applies: (s) => general(s) && isTooMany(codeOf(s)) && !is401OfSession(s) && !is502(s),
    outcome: () => ({ type: "silent" }),
  },
  // §8: HTTP 401: logout and login notice
  {
    applies: (s) => general(s) && is401OfSession(s),
    outcome: () => ({ type: "session-lost" }),
  },
  // §8: HTTP 502: rejected silently
  {
    applies: (s) => general(s) && is502(s),
    outcome: () => ({ type: "silent" }),
  },
  // §8: codes customer.not.login, user.or.token.invalid, login.not.session: logout
  {
    applies: (s) => general(s) && isLogoutCode(codeOf(s)) && !exempt(s) && !is401OfSession(s) && !is502(s),
    outcome: () => ({ type: "session-lost" }),
  },
  // §8: any other HTTP error: server message shown
  {
    applies: (s) =>
      s.kind === "http-error" && general(s) && !is401OfSession(s) && !is502(s) && !(isLogoutCode(codeOf(s)) && !exempt(s)) && !isTooMany(codeOf(s)),
    outcome: (s) => notice(serverMessage(s, { key: "errors.generic" })),
  },
  // §8: alert false on a call: rejected silently
  { handledBy: { file: "client/lib/request/request.ts", marker: "options.alert !== false" } },
  // §8: Offline over https: 'network offline' toast for 1.5 s
  {
    applies: (s) => s.kind === "no-answer" && s.secure && !s.online,
    outcome: () => ({ type: "toast", message: { key: "errors.networkOffline" }, durationMs: TIMING.offlineToast }),
  },
  // §8: No response over http: Network Error / CORS Errors
  {
    applies: (s) => s.kind === "no-answer" && !(s.secure && !s.online),
    outcome: () => notice(NETWORK_CORS),
  },
  // §8: After errors: loading indicator hidden, up to 3 times at 1 s intervals
  { handledBy: { file: "client/lib/request/request.ts", marker: "hideLoadingAfterError" } },
  // §8: ECONNABORTED or no game URL within 10 s: 'timeout retry please'
  {
    applies: (s) => s.kind === "timeout",
    outcome: () => notice({ key: "errors.timeout" }),
  },
  // §8: Captcha loader code 60204: js resource load timeout (Network failure)
  { handledBy: { file: "client/core/captcha/loadCaptchaScript.ts", marker: "60204" } },
  // §8: Captcha loader code 60205: gct resource load timeout (Network failure)
  { handledBy: { file: "client/core/captcha/loadCaptchaScript.ts", marker: "60205" } },
  // §8: Incognito with identity-provider login: 'not supported in incognito'
  { handledBy: { file: "client/features/auth/social/socialFlow.ts", marker: "INCOGNITO_ERROR" } },
  // §8: Second-factor success: 'verification passed, logging in shortly' for 1.5 s
  { handledBy: { file: "client/features/auth/SecondFactorDialog.tsx", marker: "auth.secondFactor.passed" } },
  // §8: Expired SMS code: auth/code-expired; provider errors shown as translated text by code
  { handledBy: { file: "client/features/auth/social/providerError.ts", marker: "code-expired" } },
  // §8: Facebook, twitter or line bridge missing in Android app: 'coming_soon' for 1.5 s
  { handledBy: { file: "client/features/auth/social/socialFlow.ts", marker: "social.comingSoon" } },
  // §8: Chat refused: 'no permissions'
  { handledBy: { file: "client/core/support/customerService.ts", marker: "chat.noPermission" } },
  // Ours: an answer that is not the platform's JSON, or lacks its value: 'unknown error'
  {
    applies: (s) => s.kind === "invalid",
    outcome: () => notice({ key: "errors.unknown" }),
  },
];

/** The row that decides a failed call, and what it says to do. */
export function classify(situation: Situation): { row: CatalogueRow; outcome: Outcome } {
  const row = ERROR_CATALOGUE.find((candidate) => candidate.applies?.(situation));
  // Every situation has a row (tested); a generic notice is the safe answer if one were ever missing.
  if (!row?.outcome) return { row: ERROR_CATALOGUE[ERROR_CATALOGUE.length - 1]!, outcome: notice({ key: "errors.generic" }) };
  return { row, outcome: row.outcome(situation) };
}
