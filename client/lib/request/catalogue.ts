import { CUSTOMER_NOT_LOGIN, LOGOUT_CODES, systemStatus, TOO_MANY_REQUESTS_PREFIX } from "#shared/contract";
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
  /** Rows a feature or an option of the request layer decides: where (the file is in the comment). */
  handledBy?: string;
}

const codeOf = (s: Situation) => (s.kind === "http-error" || s.kind === "refused" ? s.answer?.errorCode : undefined);
const isStatusCall = (s: Situation) => (s.kind === "http-error" || s.kind === "refused") && s.path === systemStatus.path;
const isLogoutCode = (code: string | undefined) => (LOGOUT_CODES as readonly (string | undefined)[]).includes(code);
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
  { handledBy: "features/register" }, // RegisterForm
  // §8: login_verify_required: open second-factor dialog
  { handledBy: "features/auth" }, // LoginForm
  // §8: login.cred.err, not.exists.user: clear remembered login
  { handledBy: "features/auth" }, // LoginForm
  // §8: token_ip_different: autoLogin stored as 0
  { handledBy: "features/auth" }, // LoginForm
  // §8: bind_customer_required: register automatically (Android app) or show the choice dialog
  { handledBy: "features/auth/social" }, // socialFlow
  // §8: Other server error in provider login: message, or 'unknown_error' if absent
  { handledBy: "features/auth/social" }, // socialFlow
  // §8: success false with CUSTOMER_NOT_LOGIN: logout and login notice
  {
    applies: (s) => s.kind === "refused" && general(s) && codeOf(s) === CUSTOMER_NOT_LOGIN,
    outcome: () => ({ type: "session-lost" }),
  },
  // §8: success false, other: 'notice' dialog with server message or 'unknown error'
  {
    applies: (s) => s.kind === "refused" && general(s) && codeOf(s) !== CUSTOMER_NOT_LOGIN && !isLogoutCode(codeOf(s)) && !isTooMany(codeOf(s)),
    outcome: (s) => notice(serverMessage(s, { key: "errors.unknown" })),
  },
  // §8: errorCode starting TOO_MANY_REQUEST: nothing shown
  {
    applies: (s) => general(s) && isTooMany(codeOf(s)) && !(s.kind === "http-error" && (s.status === 401 || s.status === 502)),
    outcome: () => ({ type: "silent" }),
  },
  // §8: HTTP 401: logout and login notice
  {
    applies: (s) => s.kind === "http-error" && general(s) && s.status === 401,
    outcome: () => ({ type: "session-lost" }),
  },
  // §8: HTTP 502: rejected silently
  {
    applies: (s) => s.kind === "http-error" && general(s) && s.status === 502,
    outcome: () => ({ type: "silent" }),
  },
  // §8: codes customer.not.login, user.or.token.invalid, login.not.session: logout
  {
    applies: (s) => general(s) && isLogoutCode(codeOf(s)) && !(s.kind === "http-error" && (s.status === 401 || s.status === 502)),
    outcome: () => ({ type: "session-lost" }),
  },
  // §8: any other HTTP error: server message shown
  {
    applies: (s) => s.kind === "http-error" && general(s) && s.status !== 401 && s.status !== 502 && !isLogoutCode(codeOf(s)) && !isTooMany(codeOf(s)),
    outcome: (s) => notice(serverMessage(s, { key: "errors.generic" })),
  },
  // §8: alert false on a call: rejected silently
  { handledBy: "lib/request" }, // the alert option turns every notice and toast into silence
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
  { handledBy: "lib/request" }, // after every failure
  // §8: ECONNABORTED or no game URL within 10 s: 'timeout retry please'
  {
    applies: (s) => s.kind === "timeout",
    outcome: () => notice({ key: "errors.timeout" }),
  },
  // §8: Captcha loader code 60204: js resource load timeout (Network failure)
  { handledBy: "core/captcha" }, // loadCaptchaScript
  // §8: Captcha loader code 60205: gct resource load timeout (Network failure)
  { handledBy: "core/captcha" }, // loadCaptchaScript
  // §8: Incognito with identity-provider login: 'not supported in incognito'
  { handledBy: "features/auth/social" }, // socialFlow
  // §8: Second-factor success: 'verification passed, logging in shortly' for 1.5 s
  { handledBy: "features/auth" }, // SecondFactorDialog
  // §8: Expired SMS code: auth/code-expired; provider errors shown as translated text by code
  { handledBy: "features/auth/social" }, // providerError
  // §8: Facebook, twitter or line bridge missing in Android app: 'coming_soon' for 1.5 s
  { handledBy: "features/auth/social" }, // socialFlow
  // §8: Chat refused: 'no permissions'
  { handledBy: "the chat feature" }, // issue #11, not built yet
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
