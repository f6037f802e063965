/**
 * The cross-domain hand-off (issue #13; docs/decisions/027): when a blocked domain sends the player to a working one,
 * the session and the attribution go along as a short-lived, single-use code the edge signs and verifies. The address
 * carries only the code, never a token.
 */
export const HANDOFF = {
  /** POST here (same origin, JSON `{ target, session? }`) to get a code for another of the merchant's domains. */
  path: "/m/handoff",
  /** The address parameter the new domain's landing reads. */
  parameter: "handoff",
  /** How long a code stays valid (KV's shortest expiry is 60 s). */
  ttlSeconds: 60,
} as const;

/**
 * The session a code carries across: its token only. Who it belongs to is asked of the platform where the code is
 * redeemed (docs/decisions/053), never taken from the page that asked for the code.
 */
export interface HandoffSession {
  token: string;
}

/**
 * The account a landing offers (docs/decisions/053): the carried token with what the platform answered for it, for the
 * landing host's merchant. The page asks "Continue as <userName>?" before it becomes the tab's session.
 */
export interface HandoffOffer {
  token: string;
  id: string | number;
  userName: string;
  type: number;
  merchantCode: string;
}

export { DOMAIN_NAME_PATTERN } from "./hostName.ts";
