import type { ResolvedEntry } from "../../../../shared/customerServicePath";
import type { ChatProvider, ProviderDeps } from "./types";

interface LiveChatWindow {
  __lc?: Record<string, unknown>;
  LiveChatWidget?: { call(method: string, value?: unknown): void };
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
  };
}
