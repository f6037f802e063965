import { RequestError } from "../../lib/request";

/**
 * One client request id per money post (docs/decisions/018). A retry of the same post after a timeout or a
 * lost connection reuses it, so the platform refuses a second execution; once the platform has answered,
 * or the player changed what is sent, the next post gets a fresh id.
 */
export interface PendingRequest {
  key: string;
  id: string;
  answered: boolean;
}

export function requestIdFor(previous: PendingRequest | null, key: string, makeId: () => string): PendingRequest {
  if (previous && !previous.answered && previous.key === key) return previous;
  return { key, id: makeId(), answered: false };
}

/** Whether the platform surely answered, so the post cannot have run unseen: a refusal or a 4xx. */
export function platformAnswered(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.kind === "rejected") return true;
  return error.kind === "http" && error.status !== undefined && error.status >= 400 && error.status < 500;
}

export const newRequestId = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
