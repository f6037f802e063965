import { beforeEach, describe, expect, it, vi } from "vitest";
import SOURCE from "../../public/m/sw.js?raw";
import { SW_MESSAGES } from "../../client/features/push/serviceWorker";
import { testPushPayload } from "#shared/contract";

/**
 * public/m/sw.js itself, run in a fake service-worker global: its handlers are what the browser would call
 * (a push event, a message from a page, a notification click).
 */
const ORIGIN = "https://demo.example";

type Handler = (event: Record<string, unknown>) => void;
interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      add: async () => {},
      put: async (key: string, response: Response) => void entries.set(key, response),
      match: async (key: string) => entries.get(key)?.clone(),
    };
  };
  return { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name), match: async () => undefined };
}

function loadWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, Handler>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const showNotification = vi.fn(async (title: string, options: NotificationOptions = {}) => void shown.push({ title, options }));
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: new URL(`${ORIGIN}/m/sw.js`),
    registration: { showNotification, scope: `${ORIGIN}/m/` },
    clients: { matchAll: vi.fn(async () => windows), openWindow, claim: async () => {} },
    skipWaiting: async () => {},
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  new Function("self", "caches", SOURCE)(self, fakeCaches());
  /** Dispatches like the browser: the handler runs, then what it handed to waitUntil is awaited. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  };
  const push = (data: string | null) => dispatch("push", { data: data === null ? null : { text: () => data } });
  const fromPage = (data: unknown, url = `${ORIGIN}/m/home`) => dispatch("message", { data, source: { url } });
  const click = (data: unknown) => {
    const close = vi.fn();
    return dispatch("notificationclick", { notification: { data, close } }).then(() => close);
  };
  return { shown, showNotification, openWindow, push, fromPage, click };
}

function windowAt(url: string, focused = false): FakeWindow {
  const client: FakeWindow = { url, focused, focus: vi.fn(), navigate: vi.fn() };
  client.focus.mockImplementation(async () => client);
  client.navigate.mockImplementation(async (to: string) => ({ ...client, url: to }));
  return client;
}

describe("PITFALLS Push, 2026 state: the service worker's push handler (public/m/sw.js)", () => {
  let worker: ReturnType<typeof loadWorker>;
  beforeEach(() => {
    worker = loadWorker();
  });

  it("§4 a notification message (FCM's `notification` shape) shows its title, body, icon and link", async () => {
    await worker.push(JSON.stringify({ notification: { title: "You won!", body: "R$ 50 on Mega", icon: "/i.png" }, fcmOptions: { link: "/m/activity?id=7" } }));
    expect(worker.shown).toEqual([{ title: "You won!", options: { body: "R$ 50 on Mega", icon: `${ORIGIN}/i.png`, data: { link: "/m/activity?id=7" } } }]);
  });

  it("§4 a data message (FCM's `data` shape) shows the sender's fields", async () => {
    await worker.push(JSON.stringify({ data: { title: "Bonus", body: "Claim it today", link: "/m/rewardCenter" } }));
    expect(worker.shown[0]).toEqual({ title: "Bonus", options: { body: "Claim it today", data: { link: "/m/rewardCenter" } } });
  });

  it("iOS revokes after three silent pushes: an empty, garbled or hostile push still shows one, titled with the merchant's name", async () => {
    await worker.fromPage({ type: SW_MESSAGES.defaults, title: "Demo Bet", icon: "/sandbox/demo/icon-192.png" });
    for (const data of [
      null,
      "",
      "not json {",
      "[1,2]",
      "42",
      JSON.stringify({ notification: "x", data: [1] }),
      JSON.stringify({ notification: { title: 7 } }),
    ]) {
      await worker.push(data);
    }
    expect(worker.showNotification).toHaveBeenCalledTimes(7);
    for (const { title, options } of worker.shown) {
      expect(title).toBe("Demo Bet");
      expect(options.icon).toBe(`${ORIGIN}/sandbox/demo/icon-192.png`);
      expect(options.data).toEqual({ link: "/m/home" });
    }
  });

  it("without stored defaults the fallback title is the site's host; text is cut to its limits", async () => {
    await worker.push(JSON.stringify({ notification: { title: "", body: "x".repeat(900) } }));
    expect(worker.shown[0]!.title).toBe("demo.example");
    expect(worker.shown[0]!.options.body).toHaveLength(500);
  });

  it("a push whose icon is not an http(s) image shows without it", async () => {
    await worker.push(JSON.stringify({ notification: { title: "T", icon: "javascript:alert(1)" } }));
    expect(worker.shown[0]!.options.icon).toBeUndefined();
  });

  it("the sandbox's hand-over from a page goes through the same code as a push event", async () => {
    await worker.fromPage({ type: SW_MESSAGES.push, payload: testPushPayload({ title: "Draw at 8", body: "Your ticket is in", link: "/m/activity" }) });
    expect(worker.shown).toEqual([{ title: "Draw at 8", options: { body: "Your ticket is in", data: { link: "/m/activity" } } }]);
  });

  it("messages from anywhere but the app's own pages are ignored", async () => {
    await worker.fromPage({ type: SW_MESSAGES.push, payload: { notification: { title: "Phish" } } }, "https://evil.example/m/home");
    await worker.fromPage({ type: SW_MESSAGES.defaults, title: "Evil" }, "https://demo.example.evil.example/");
    expect(worker.shown).toEqual([]);
    await worker.push(null);
    expect(worker.shown[0]!.title).toBe("demo.example");
  });

  it("it repeats the page's message names (client/features/push/serviceWorker.ts)", () => {
    expect(SOURCE).toContain(`defaults: "${SW_MESSAGES.defaults}", push: "${SW_MESSAGES.push}"`);
  });
});

describe("§4 the notification click opens the push's link only inside /m/ on the worker's own origin", () => {
  it.each([
    ["/m/activity?id=3", "/m/activity?id=3"],
    [`${ORIGIN}/m/rewardCenter#top`, "/m/rewardCenter#top"],
    ["https://evil.example/m/home", "/m/home"],
    ["//evil.example/m/x", "/m/home"],
    ["/\\evil.example/m/x", "/m/home"],
    ["javascript:alert(1)", "/m/home"],
    ["/admin", "/m/home"],
    ["/m/../admin", "/m/home"],
    [undefined, "/m/home"],
    [42, "/m/home"],
  ])("link %s opens %s", async (link, expected) => {
    const worker = loadWorker();
    const close = await worker.click({ link });
    expect(close).toHaveBeenCalled();
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}${expected}`);
  });

  it("an open window of the app is focused and taken to the link instead of opening another", async () => {
    const other = windowAt("https://elsewhere.example/");
    const app = windowAt(`${ORIGIN}/m/game`);
    const worker = loadWorker([other, app]);
    await worker.click({ link: "/m/activity" });
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/m/activity`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it("a window already on the link is only focused", async () => {
    const there = windowAt(`${ORIGIN}/m/activity`);
    const worker = loadWorker([windowAt(`${ORIGIN}/m/home`, true), there]);
    await worker.click({ link: "/m/activity" });
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it("a window the worker cannot navigate (not controlled) leaves the link to a new window", async () => {
    const app = windowAt(`${ORIGIN}/m/home`);
    app.navigate.mockRejectedValue(new TypeError("not controlled"));
    const worker = loadWorker([app]);
    await worker.click({ link: "/m/activity" });
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/m/activity`);
  });
});
