import { describe, expect, it, vi } from "vitest";
import { type ProviderDeps, providerFor } from "../../client/core/support";
import { withWidgetUnread } from "../../client/core/support/unread";
import type { ResolvedEntry } from "#shared/platformForms/supportPath";

type Handler = (...args: unknown[]) => void;

/** The on/off part of a vendor's widget API, with a way to fire its events. */
function eventHub() {
  const handlers = new Map<string, Set<Handler>>();
  const off = (name: string, handler: Handler) => handlers.get(name)?.delete(handler);
  return {
    on(name: string, handler: Handler) {
      handlers.set(name, (handlers.get(name) ?? new Set()).add(handler));
      return () => off(name, handler);
    },
    off,
    emit: (name: string, ...args: unknown[]) => handlers.get(name)?.forEach((handler) => handler(...args)),
    count: () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

function deps(onLoad: (win: Record<string, unknown>) => void): ProviderDeps {
  const win = { location: { href: "http://demo.localhost/m/home", origin: "http://demo.localhost" } } as unknown as Record<string, unknown>;
  return {
    win: win as unknown as Window,
    loadScript: vi.fn(async () => onLoad(win)),
    scriptConfig: vi.fn(async () => ({ texts: { greeting: "Hello", close: "Close" }, color: "#ffc928", identity: null })),
    openWindow: vi.fn(),
    launchChat: vi.fn(async () => ""),
    presentChat: vi.fn(),
    unreadCount: vi.fn(async () => 0),
  };
}

const entry = (csType: string, address: string): ResolvedEntry => ({ title: csType, csType, labelIds: [], address });

describe("PITFALLS chat widgets have no unread API: the page counts the agent's messages while the widget is put away (docs/decisions/019)", () => {
  it("§2 LIVECHAT: counted from new_event by the agent while minimized; maximizing reads them", async () => {
    const hub = eventHub();
    const provider = providerFor(
      entry("LIVECHAT", "/wps/sandbox/support/livechat.js?license=1001"),
      deps((win) => (win.LiveChatWidget = { call: () => undefined, on: hub.on, off: hub.off })),
    );
    await provider.open();
    const counts: number[] = [];
    const stop = provider.watchUnread!((count) => counts.push(count));
    // Open: the player reads it there.
    hub.emit("new_event", { type: "message", author: { type: "agent" } });
    expect(counts).toEqual([]);
    hub.emit("visibility_changed", { visibility: "minimized" });
    hub.emit("new_event", { type: "message", author: { type: "agent" } });
    hub.emit("new_event", { type: "message", author: { type: "customer" } });
    hub.emit("new_event", { type: "file", author: { type: "agent" } });
    expect(counts).toEqual([1, 2]);
    hub.emit("visibility_changed", { visibility: "maximized" });
    expect(counts).toEqual([1, 2, 0]);
    stop();
    expect(hub.count()).toBe(0);
  });

  it.each(["COMM100", "COMM100VIP"])(
    "§2 %s: counted from livechat.chat.agent.input while closed or minimized; display or restore reads them",
    async (csType) => {
      const hub = eventHub();
      const provider = providerFor(
        entry(csType, "/wps/sandbox/support/comm100.js?siteId=10001&planId=vip-ouro"),
        deps((win) => Object.assign(win.Comm100API as object, { loaded: true, open_chat_window: () => undefined, on: hub.on })),
      );
      await provider.open();
      const counts: number[] = [];
      const stop = provider.watchUnread!((count) => counts.push(count));
      hub.emit("livechat.chat.agent.input", { id: 1 }, "hello");
      hub.emit("livechat.chat.close");
      hub.emit("livechat.chat.agent.input", { id: 1 }, "still there?");
      hub.emit("livechat.chat.display");
      hub.emit("livechat.chat.minimize");
      hub.emit("livechat.chat.agent.input", { id: 1 }, "one");
      hub.emit("livechat.chat.agent.input", { id: 1 }, "two");
      hub.emit("livechat.chat.restore");
      expect(counts).toEqual([1, 0, 1, 2, 0]);
      stop();
      expect(hub.count()).toBe(0);
    },
  );

  it("§2 a widget whose API has no events counts nothing, and says so by staying quiet", async () => {
    const provider = providerFor(
      entry("LIVECHAT", "/wps/sandbox/support/livechat.js?license=1001"),
      deps((win) => (win.LiveChatWidget = { call: () => undefined })),
    );
    await provider.open();
    const report = vi.fn();
    provider.watchUnread!(report)();
    expect(report).not.toHaveBeenCalled();
    expect(
      providerFor(
        entry("AICAN", "https://support.demo.example/chat"),
        deps(() => undefined),
      ).watchUnread,
    ).toBeUndefined();
  });

  it("§2 the badge adds the widgets' counts to the platform's, and shows them where the platform's chat is off", () => {
    expect(withWidgetUnread({ status: "off" }, {})).toEqual({ status: "off" });
    expect(withWidgetUnread({ status: "off" }, { a: 0 })).toEqual({ status: "off" });
    expect(withWidgetUnread({ status: "off" }, { a: 2, b: 1 })).toEqual({ status: "ready", count: 3 });
    expect(withWidgetUnread({ status: "loading" }, { a: 2 })).toEqual({ status: "ready", count: 2 });
    expect(withWidgetUnread({ status: "ready", count: 4 }, { a: 2 })).toEqual({ status: "ready", count: 6 });
    expect(withWidgetUnread({ status: "error", count: null }, { a: 2 })).toEqual({ status: "error", count: 2 });
    expect(withWidgetUnread({ status: "error", count: 5 }, {})).toEqual({ status: "error", count: 5 });
  });
});
