import type { ResolvedEntry } from "#shared/platformForms/supportPath";
import type { ChatProvider, ProviderDeps } from "./types";
import { unreadCounter } from "./unreadCounter";

/** The events of LiveChat's Chat Widget JS API (v2) the page listens to. */
interface LiveChatEvents {
  visibility_changed: { visibility?: string };
  new_event: { type?: string; author?: { type?: string } };
}

interface LiveChatWidgetApi {
  call(method: string, value?: unknown): void;
  on?<K extends keyof LiveChatEvents>(name: K, handler: (payload: LiveChatEvents[K]) => void): void;
  off?<K extends keyof LiveChatEvents>(name: K, handler: (payload: LiveChatEvents[K]) => void): void;
}

interface LiveChatWindow {
  __lc?: Record<string, unknown>;
  LiveChatWidget?: LiveChatWidgetApi;
}

/**
 * LIVECHAT: the vendor's widget. Its settings go in `window.__lc` (the license from the decrypted address's query),
 * then its script is loaded from that address and driven through `LiveChatWidget.call`.
 */
export function liveChatProvider(entry: ResolvedEntry, deps: ProviderDeps): ChatProvider {
  const win = deps.win as unknown as LiveChatWindow;
  const license = new URL(entry.address, deps.win.location.href).searchParams.get("license") ?? "";
  return {
    async open() {
      if (!win.LiveChatWidget) {
        const config = await deps.scriptConfig();
        win.__lc = { ...win.__lc, license, title: entry.title, texts: config.texts, color: config.color };
        await deps.loadScript(entry.address);
      }
      if (!win.LiveChatWidget) throw new Error("LiveChat did not start");
      win.LiveChatWidget.call("maximize");
    },
    identify(player) {
      if (!win.LiveChatWidget) return false;
      win.LiveChatWidget.call("set_customer_name", player.name);
      win.LiveChatWidget.call("set_session_variables", { id: player.id, signature: player.signature });
      return true;
    },
    watchUnread(report) {
      const widget = win.LiveChatWidget;
      if (!widget?.on) return () => undefined;
      const counter = unreadCounter(report);
      const onVisibility = ({ visibility }: LiveChatEvents["visibility_changed"]) => counter.setOpen(visibility === "maximized");
      const onEvent = (event: LiveChatEvents["new_event"]) => event?.author?.type === "agent" && counter.agentWrote();
      widget.on("visibility_changed", onVisibility);
      widget.on("new_event", onEvent);
      return () => {
        widget.off?.("visibility_changed", onVisibility);
        widget.off?.("new_event", onEvent);
      };
    },
  };
}
