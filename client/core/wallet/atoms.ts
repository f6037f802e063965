import { atom } from "jotai";
import type { Balance, TransactionCounts } from "#shared/contract";

/**
 * What the platform last said, and whether it is being asked again. The last value stays while a refresh
 * runs or after one fails, so the header never blanks a balance it already showed.
 */
export type Remote<T> =
  | { status: "idle"; value: null }
  | { status: "loading"; value: T | null }
  | { status: "ready"; value: T }
  | { status: "error"; value: T | null; error: unknown };

export const idle = { status: "idle", value: null } as const;

/** The member's balance (docs/decisions/018): the header shows it, games refresh it after a round. */
export const balanceAtom = atom<Remote<Balance>>(idle);

/** SPEC §3 Transaction counts, polled while a member is signed in (SPEC §4, §9); the install prompts read them. */
export const transactionCountsAtom = atom<Remote<TransactionCounts>>(idle);
