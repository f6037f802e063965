import { atom } from "jotai";
import type { ResolvedEntry } from "#shared/platformForms/supportPath";

/** The entries a player chooses between when there is more than one (the bottom sheet), or null. */
export const supportChoiceAtom = atom<ResolvedEntry[] | null>(null);

/** The entry being opened (its script loading, the chat launching): its button is busy and nothing opens twice. */
export const supportBusyAtom = atom<ResolvedEntry | null>(null);

/** The platform's chat in its full-screen frame (docs/decisions/019), or null when closed. */
export type ChatFrameState =
  | { status: "launching"; entry: ResolvedEntry }
  | { status: "ready"; entry: ResolvedEntry; url: string }
  | { status: "error"; entry: ResolvedEntry; error: unknown };
export const chatFrameAtom = atom<ChatFrameState | null>(null);

/**
 * SPEC §2 the footer chat button's unread badge: off (no chat for this player: a guest, type 4, no CBS), loading
 * until the first count arrives, then the count; a failure keeps the last count it had.
 */
export type UnreadState = { status: "off" } | { status: "loading" } | { status: "ready"; count: number } | { status: "error"; count: number | null };
export const unreadAtom = atom<UnreadState>({ status: "off" });

/**
 * The vendors' widgets' unread counts, by entry (docs/decisions/019): counted by the page once a widget has been
 * opened, since no vendor answers a count. They add to the badge.
 */
export const widgetUnreadAtom = atom<Readonly<Record<string, number>>>({});
