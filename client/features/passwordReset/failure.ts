import { messageForError, type PlayerMessage } from "../../core/notices";
import { RequestError } from "../../lib/request";

/** What went wrong with a recovery call, in the words the page shows next to it. */
export interface Failure {
  /** The platform's errorCode when it refused; absent when no answer came (offline, time-out). */
  code?: string;
  message: PlayerMessage;
  /** The refusal's value (a wrong code carries `triesLeft`). */
  value?: unknown;
}

/**
 * A refusal carries the platform's words and code (shown as our translation of the code, docs/decisions/008);
 * a call that got no usable answer says so, with a retry, since the request layer stayed silent (alert: false).
 */
export function failureOf(error: unknown): Failure {
  const code = error instanceof RequestError ? error.errorCode : undefined;
  const value = error instanceof RequestError ? error.value : undefined;
  const told = messageForError(error);
  if (code && told) return { code, message: told, value };
  return { message: told ?? { key: "passwordReset.failed" } };
}
