import type { PlayerMessage } from "../effects";

export type RequestErrorKind =
  | "config" // no url
  | "encryption"
  | "cancelled"
  | "timeout"
  | "network"
  | "http"
  | "session"
  | "rejected" // success: false
  | "invalid-answer";

/** Every rejection of the request layer. `shown` says whether the player was already told. */
export class RequestError extends Error {
  readonly status?: number;
  readonly errorCode?: string;
  /** The answer's `value`, when a refusal carries one (login_verify_required lists the methods). */
  readonly value?: unknown;

  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    readonly details: { status?: number; errorCode?: string; shown?: PlayerMessage; silent?: boolean; value?: unknown } = {},
  ) {
    super(message);
    this.name = "RequestError";
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.value = details.value;
  }
}

/** The call never reached the platform (no connection, time-out, cancelled): nothing was refused, and nothing is lost by trying again. */
export function isConnectionFailure(error: unknown): error is RequestError {
  return error instanceof RequestError && (error.kind === "network" || error.kind === "timeout" || error.kind === "cancelled");
}
