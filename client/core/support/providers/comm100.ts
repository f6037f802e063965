import type { ResolvedEntry } from "#shared/platformForms/supportPath";
import type { ChatProvider, ProviderDeps } from "./types";
import { unreadCounter } from "./unreadCounter";

/** Comm100's events for its chat panel being shown, and being put away. */
const OPENED = ["livechat.chat.display", "livechat.chat.restore"];
const CLOSED = ["livechat.chat.minimize", "livechat.chat.close"];

interface Comm100Api {
  site_id?: string;
  main_code_plan?: string;
  loaded?: boolean;
  open_chat_window?(event: unknown, planId: string): void;
  set?(key: string, value: unknown): void;
  /** Comm100's visitor-side API: subscribes to an event; returns the way to unsubscribe. */
  on?(type: string, handler: (...args: unknown[]) => void): (() => void) | void;
  [key: string]: unknown;
}

/**
 * COMM100 and COMM100VIP: the vendor's widget, the VIP one with its own plan. Site and plan come from the decrypted
 * address's query and go in `window.Comm100API` before its script loads; the chat opens with `open_chat_window`.
 */
export function comm100Provider(entry: ResolvedEntry, deps: ProviderDeps): ChatProvider {
  const win = deps.win as unknown as { Comm100API?: Comm100Api };
  const query = new URL(entry.address, deps.win.location.href).searchParams;
  const siteId = query.get("siteId") ?? "";
  const planId = query.get("planId") ?? "";
  const ready = () => Boolean(win.Comm100API?.loaded && win.Comm100API.main_code_plan === planId && win.Comm100API.open_chat_window);
  return {
    async open() {
      if (!ready()) {
        const config = await deps.scriptConfig();
        win.Comm100API = {
          ...win.Comm100API,
          loaded: false,
          site_id: siteId,
          main_code_plan: planId,
          title: entry.title,
          texts: config.texts,
          color: config.color,
        };
        await deps.loadScript(entry.address);
      }
      if (!ready()) throw new Error("Comm100 did not start");
      win.Comm100API!.open_chat_window!(null, planId);
    },
    identify(player) {
      if (!ready() || !win.Comm100API?.set) return false;
      win.Comm100API.set("livechat.visitor.name", player.name);
      win.Comm100API.set("livechat.visitor.signature", player.signature);
      return true;
    },
    watchUnread(report) {
      const api = win.Comm100API;
      if (!ready() || !api?.on) return () => undefined;
      const counter = unreadCounter(report);
      const stops = [
        ...OPENED.map((type) => api.on!(type, () => counter.setOpen(true))),
        ...CLOSED.map((type) => api.on!(type, () => counter.setOpen(false))),
        api.on("livechat.chat.agent.input", () => counter.agentWrote()),
      ];
      return () => stops.forEach((stop) => typeof stop === "function" && stop());
    },
  };
}
