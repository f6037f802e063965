import type { createStore } from "jotai";
import { chatUnreadCount } from "#shared/contract";
import { call } from "../../lib/request";
import { unreadAtom, type UnreadState } from "./atoms";

type Store = ReturnType<typeof createStore>;

/** SPEC §2: the badge counts up to 9999; more shows as 9999+. */
export const UNREAD_CAP = 9999;

/** The badge's text: nothing for no unread messages, the count up to 9999, then "9999+". */
export function formatUnread(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(Math.floor(count));
}

/** SPEC §7 CBS_unreadCount's unReadCount; an answer that is not a count is a failure. */
export async function fetchUnreadCount(): Promise<number> {
  const { unReadCount } = await call(chatUnreadCount, { alert: false });
  if (typeof unReadCount !== "number" || !Number.isFinite(unReadCount) || unReadCount < 0) throw new Error("unReadCount is not a count");
  return Math.floor(unReadCount);
}

/**
 * Asks for the unread count again, unless the badge is off: a guest, a type 4 member or a merchant without the
 * platform's chat is never asked for (SPEC §6). A failure keeps the last count.
 */
export async function refreshUnread(store: Store): Promise<void> {
  if (store.get(unreadAtom).status === "off") return;
  try {
    const count = await fetchUnreadCount();
    store.set(unreadAtom, (current) => (current.status === "off" ? current : { status: "ready", count }));
  } catch {
    store.set(unreadAtom, (current) =>
      current.status === "off" ? current : { status: "error", count: current.status === "ready" || current.status === "error" ? current.count : null },
    );
  }
}

/**
 * The badge's state with the vendors' widgets' counts added to the platform's: a widget's count shows even where the
 * platform's chat is off for this player, and never waits for the platform's answer to be counted.
 */
export function withWidgetUnread(state: UnreadState, widgetCounts: Readonly<Record<string, number>>): UnreadState {
  const widgets = Object.values(widgetCounts).reduce((sum, count) => sum + count, 0);
  if (widgets <= 0) return state;
  if (state.status === "off" || state.status === "loading") return { status: "ready", count: widgets };
  return { ...state, count: (state.count ?? 0) + widgets };
}
