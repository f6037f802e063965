import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import { TIMING } from "#shared/constants";
import { tokenAtom } from "../session";
import { unreadWantedAtom } from "./access";
import { unreadAtom, type UnreadState, widgetUnreadAtom } from "./atoms";
import { refreshUnread, withWidgetUnread } from "./unread";

/**
 * SPEC §2 the footer chat button's unread count: loading until the first answer, then asked again every
 * TIMING.chatUnreadInterval while the page is visible and whenever it becomes visible (docs/decisions/019).
 * Nothing is asked for a player without the platform's chat: a guest, type 4, or CBS3 off (SPEC §6). A vendor's
 * widget the player has opened adds its own count (docs/decisions/019).
 */
export function useUnreadCount(): UnreadState {
  const store = useStore();
  const wanted = useAtomValue(unreadWantedAtom);
  const token = useAtomValue(tokenAtom);

  useEffect(() => {
    if (!wanted) {
      store.set(unreadAtom, { status: "off" });
      return;
    }
    store.set(unreadAtom, { status: "loading" });
    void refreshUnread(store);
    const visible = () => document.visibilityState === "visible";
    const timer = setInterval(() => visible() && void refreshUnread(store), TIMING.chatUnreadInterval);
    const onVisibility = () => visible() && void refreshUnread(store);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [store, wanted, token]);

  const platform = useAtomValue(unreadAtom);
  const widgets = useAtomValue(widgetUnreadAtom);
  return withWidgetUnread(platform, widgets);
}
