import type { PlayerMessage } from "./effects";

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

  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    readonly details: { status?: number; errorCode?: string; shown?: PlayerMessage; silent?: boolean } = {},
  ) {
    super(message);
    this.name = "RequestError";
    this.status = details.status;
    this.errorCode = details.errorCode;
  }
}
