import { loadScript } from "../../client/lib/loadScript";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { noticeQueueAtom, toastAtom } from "../../client/core/notices/queue";
import { memberInfoAtom } from "../../client/core/session";
import {
  chatAccess,
  chatFrameAtom,
  formatUnread,
  type ProviderDeps,
  providerFor,
  readyEntries,
  supportActions,
  unreadAtom,
  visibleEntries,
} from "../../client/core/support";
import { SupportNavItem } from "../../client/features/support";
import { holdTap } from "../../client/lib/ui/heldTap";
import { languageAtom, merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import { type CustomerServiceEntry, type CustomerServiceScript, type MemberInfo, type SiteSettings } from "#shared/contract";
import { entriesForLabel } from "#shared/supportRules";
import { encryptCustomerServicePath, type ResolvedEntry } from "#shared/platformForms/supportPath";
import type { LanguageCode } from "#shared/languages";
import EN from "../../locales/EN.json";
import { DEMO_BRAND, memberInfo, renderInApp, signIn } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

/** Entries like a merchant's: a widget, the platform chat and a help page for everyone; a VIP widget for L2. */
let ENTRIES: CustomerServiceEntry[];
beforeAll(async () => {
  const entry = async (title: string, csType: string, address: string, labelIds: string[] = []) => ({
    title,
    csType,
    csPosition: "footer",
    path: await encryptCustomerServicePath(address),
    labelIds,
  });
  ENTRIES = [
    await entry("Live support", "LIVECHAT", "/wps/sandbox/support/livechat.js?license=1001"),
    await entry("Chat with us", "CBS", "cbs"),
    await entry("Help centre", "MIDUOKE", "https://support.demo.example/chat"),
    await entry("VIP desk", "COMM100VIP", "/wps/sandbox/support/comm100.js?siteId=1&planId=vip", ["L2"]),
  ];
});

const settings = (flags: Record<string, boolean> = { CBS3: true }, entries = ENTRIES) =>
  ({ whitelabel: flags, customerService: entries }) as unknown as SiteSettings;

const member = (type: number, labelId: string | null = null): MemberInfo =>
  memberInfo({ type, clubLabel: labelId ? { labelId, labelName: "Gold", type: "AUTO", rankLevel: 2 } : null });

interface Setup {
  type?: number | null;
  labelId?: string | null;
  flags?: Record<string, boolean>;
  entries?: CustomerServiceEntry[];
  language?: LanguageCode;
}

function renderShell({ type = 0, labelId = null, flags, entries, language = "EN" }: Setup = {}) {
  const store = createStore();
  store.set(languageAtom, language);
  store.set(siteSettingsAtom, settings(flags, entries));
  store.set(merchantAtom, DEMO_BRAND);
  if (type !== null) {
    signIn(store, { token: "tok", type });
    store.set(memberInfoAtom, member(type, labelId));
  }
  const router = renderInApp(store, [
    { path: "/m/home", element: <SupportNavItem label="Support" icon={<span />} /> },
    { path: "/m/login", element: <h1>Login page</h1> },
  ]);
  return { store, router };
}

const paths = (calls: { url: URL }[]) => calls.map((entry) => entry.url.pathname);
const supportButton = () => screen.getByRole("button", { name: /^Support/ });
async function chooseInSheet(title: string) {
  const sheet = await screen.findByRole("dialog", { name: EN["support.sheetTitle"] });
  fireEvent.click(within(sheet).getByRole("button", { name: new RegExp(`^${title}`) }));
}
async function flush() {
  for (let i = 0; i < 10; i++) await act(async () => {});
}

beforeEach(() => {
  sessionStorage.clear();
  recordEffects();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("SPEC §6 the customer-service list is filtered by the member's VIP label id", () => {
  it("§6 entries without labelIds are everyone's; a label's entries only its members'", async () => {
    expect(entriesForLabel(ENTRIES, null).map((entry) => entry.title)).toEqual(["Live support", "Chat with us", "Help centre"]);
    expect(entriesForLabel(ENTRIES, "L2").map((entry) => entry.title)).toEqual(["Live support", "Chat with us", "Help centre", "VIP desk"]);
    expect(entriesForLabel(ENTRIES, "L1")).toHaveLength(3);
  });

  it("§6 visible entries: decrypted, the platform's chat only with CBS3 on, malformed ones skipped", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = { title: "Broken", csType: "AICAN", path: "not-a-path-12345678", labelIds: [] };
    const on = await visibleEntries(settings({ CBS3: true }, [...ENTRIES, broken]), "L2", "aes-gcm-sha256");
    expect(on.map((entry) => [entry.title, entry.address])).toEqual([
      ["Live support", "/wps/sandbox/support/livechat.js?license=1001"],
      ["Chat with us", "cbs"],
      ["Help centre", "https://support.demo.example/chat"],
      ["VIP desk", "/wps/sandbox/support/comm100.js?siteId=1&planId=vip"],
    ]);
    const off = await visibleEntries(settings({ CBS3: false }), null, "aes-gcm-sha256");
    expect(off.map((entry) => entry.csType)).toEqual(["LIVECHAT", "MIDUOKE"]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("customer_service_path_invalid"));
  });

  it("§3 a member's access: guest, type 4 refused, others allowed; a session whose type has not arrived is unknown", () => {
    expect(chatAccess(null, null)).toBe("guest");
    expect(chatAccess({ token: "t", type: 4 }, null)).toBe("refused");
    expect(chatAccess({ token: "t" }, member(4))).toBe("refused");
    expect(chatAccess({ token: "t", type: 0 }, null)).toBe("allowed");
    expect(chatAccess({ token: "t" }, null)).toBe("unknown");
  });
});

describe("SPEC §3 one chat interface, one adapter per provider (PITFALLS: vendor scripts load on first tap)", () => {
  const resolved = (csType: string, address: string): ResolvedEntry => ({ title: csType, csType, labelIds: [], address });
  const CONFIG: CustomerServiceScript = {
    texts: { greeting: "Hello", close: "Close" },
    color: "#ffc928",
    identity: { id: "7", name: "ana", signature: "ab".repeat(32) },
  };

  function fakeDeps(onLoad: (win: Record<string, unknown>) => void = () => {}) {
    const win = { location: { href: "http://demo.localhost/m/home", origin: "http://demo.localhost" } } as unknown as Record<string, unknown>;
    const deps = {
      win: win as unknown as Window,
      loadScript: vi.fn(async () => onLoad(win)),
      scriptConfig: vi.fn(async () => CONFIG),
      openWindow: vi.fn(),
      launchChat: vi.fn(async () => "http://demo.localhost/wps/sandbox/chat?ticket=t"),
      presentChat: vi.fn(),
      unreadCount: vi.fn(async () => 3),
    } satisfies ProviderDeps;
    return { win, deps };
  }

  it("§3 LIVECHAT: settings in window.__lc, its script loaded on the first open only, then LiveChatWidget.call", async () => {
    const calls: unknown[][] = [];
    const { win, deps } = fakeDeps((scope) => (scope.LiveChatWidget = { call: (...args: unknown[]) => calls.push(args) }));
    const provider = providerFor(resolved("LIVECHAT", "/wps/sandbox/support/livechat.js?license=1001"), deps);
    expect(provider.identify!(CONFIG.identity!)).toBe(false);
    expect(deps.loadScript).not.toHaveBeenCalled();
    await provider.open();
    await provider.open();
    expect(deps.loadScript).toHaveBeenCalledTimes(1);
    expect(deps.loadScript).toHaveBeenCalledWith("/wps/sandbox/support/livechat.js?license=1001");
    expect(win.__lc).toMatchObject({ license: "1001", texts: CONFIG.texts, color: "#ffc928" });
    expect(calls).toEqual([["maximize"], ["maximize"]]);
    expect(provider.identify!(CONFIG.identity!)).toBe(true);
    expect(calls.slice(2)).toEqual([
      ["set_customer_name", "ana"],
      ["set_session_variables", { id: "7", signature: CONFIG.identity!.signature }],
    ]);
    expect(provider.unreadCount).toBeUndefined();
  });

  it.each(["COMM100", "COMM100VIP"])("§3 %s: site and plan in window.Comm100API, its script loaded once, open_chat_window with the plan", async (csType) => {
    const opened: unknown[] = [];
    const set: unknown[][] = [];
    const { win, deps } = fakeDeps((scope) => {
      const api = scope.Comm100API as Record<string, unknown>;
      Object.assign(api, { loaded: true, open_chat_window: (_: unknown, plan: string) => opened.push(plan), set: (...args: unknown[]) => set.push(args) });
    });
    const provider = providerFor(resolved(csType, "/wps/sandbox/support/comm100.js?siteId=10001&planId=vip-ouro"), deps);
    await provider.open();
    await provider.open();
    expect(deps.loadScript).toHaveBeenCalledTimes(1);
    expect(win.Comm100API).toMatchObject({ site_id: "10001", main_code_plan: "vip-ouro", color: "#ffc928" });
    expect(opened).toEqual(["vip-ouro", "vip-ouro"]);
    expect(provider.identify!(CONFIG.identity!)).toBe(true);
    expect(set).toEqual([
      ["livechat.visitor.name", "ana"],
      ["livechat.visitor.signature", CONFIG.identity!.signature],
    ]);
  });

  it.each(["AICAN", "MIDUOKE", "SOMEVENDOR"])("§3 %s opens the decrypted address in a new tab and loads nothing", async (csType) => {
    const { deps } = fakeDeps();
    await providerFor(resolved(csType, "https://support.demo.example/chat"), deps).open();
    expect(deps.openWindow).toHaveBeenCalledWith("https://support.demo.example/chat");
    expect(deps.loadScript).not.toHaveBeenCalled();
    expect(deps.scriptConfig).not.toHaveBeenCalled();
  });

  it("§7 CBS: launches the chat and shows its address; it alone has an unread count", async () => {
    const { deps } = fakeDeps();
    const provider = providerFor(resolved("CBS", "cbs"), deps);
    await provider.open();
    expect(deps.presentChat).toHaveBeenCalledWith("http://demo.localhost/wps/sandbox/chat?ticket=t");
    expect(await provider.unreadCount!()).toBe(3);
    expect(deps.loadScript).not.toHaveBeenCalled();
  });

  it("§3 a script is added to the page once, however many opens ask for it; a failed load is tried again", async () => {
    const added: { onload?: () => void; onerror?: () => void; src?: string; remove: () => void }[] = [];
    const doc = {
      baseURI: "http://demo.localhost/m/home",
      createElement: () => ({ remove: vi.fn() }),
      head: { appendChild: (script: (typeof added)[number]) => added.push(script) },
    } as unknown as Document;
    const first = loadScript("/vendor-a.js", doc);
    expect(loadScript("/vendor-a.js", doc)).toBe(first);
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toBe("http://demo.localhost/vendor-a.js");
    added[0]!.onload!();
    await first;
    const failing = loadScript("/vendor-b.js", doc);
    added[1]!.onerror!();
    await expect(failing).rejects.toThrow("script failed");
    expect(added[1]!.remove).toHaveBeenCalled();
    void loadScript("/vendor-b.js", doc);
    expect(added).toHaveLength(3);
  });
});

describe("SPEC §2 the footer chat button's unread badge", () => {
  it("§2 badge text: nothing at 0, the count up to 9999, 9999+ above", () => {
    expect(formatUnread(0)).toBeNull();
    expect(formatUnread(1)).toBe("1");
    expect(formatUnread(9999)).toBe("9999");
    expect(formatUnread(10_000)).toBe("9999+");
    expect(formatUnread(123_456)).toBe("9999+");
    expect(formatUnread(Number.NaN)).toBeNull();
  });

  it("§2 a loading state while the first count loads, then the count; CBS_unreadCount is the only call", async () => {
    let release: (response: Response) => void = () => {};
    const calls = answerWith(() => new Promise<Response>((resolve) => (release = resolve)));
    renderShell();
    expect(await screen.findByText(EN["chat.unreadLoading"])).toBeTruthy();
    expect(paths(calls)).toEqual(["/wps/relay/CBS_unreadCount"]);
    await act(async () => release(json({ success: true, value: { unReadCount: 12_000 } })));
    expect(await screen.findByText("9999+")).toBeTruthy();
    expect(supportButton().textContent).toContain("Unread messages: 9999+");
    // No vendor script and no other call before the player asks.
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(paths(calls)).toEqual(["/wps/relay/CBS_unreadCount"]);
  });

  it.each([
    [0, null],
    [1, "1"],
    [9999, "9999"],
  ])("§2 %s unread shows %s", async (count, text) => {
    answerWith(() => json({ success: true, value: { unReadCount: count } }));
    const { store } = renderShell();
    await vi.waitFor(() => expect(store.get(unreadAtom)).toEqual({ status: "ready", count }));
    const badge = supportButton().querySelector("[data-unread]");
    expect(badge?.textContent ?? null).toBe(text);
  });

  it("§2 the count is asked again when the page becomes visible; a failure keeps the last count", async () => {
    let answer = json({ success: true, value: { unReadCount: 2 } });
    const calls = answerWith(() => answer.clone());
    const { store } = renderShell();
    await vi.waitFor(() => expect(store.get(unreadAtom)).toEqual({ status: "ready", count: 2 }));
    answer = json({ success: true, value: { unReadCount: 5 } });
    await act(async () => void document.dispatchEvent(new Event("visibilitychange")));
    await vi.waitFor(() => expect(store.get(unreadAtom)).toEqual({ status: "ready", count: 5 }));
    answer = json({ success: false, errorCode: "internal_error", message: "x" }, 500);
    await act(async () => void document.dispatchEvent(new Event("visibilitychange")));
    await vi.waitFor(() => expect(store.get(unreadAtom)).toEqual({ status: "error", count: 5 }));
    expect(paths(calls).filter((path) => path.endsWith("CBS_unreadCount"))).toHaveLength(3);
  });

  it("§6 no unread call for guests or with CBS3 off", async () => {
    const calls = answerWith(() => json({ success: true, value: { unReadCount: 1 } }));
    renderShell({ type: null });
    await flush();
    cleanup();
    renderShell({ flags: { CBS3: false } });
    await flush();
    expect(calls).toHaveLength(0);
    expect(supportButton().querySelector("[data-unread]")).toBeNull();
  });
});

describe("issue #10 a tap on the Support placeholder, before the item's code arrived (docs/decisions/043)", () => {
  it("§2 the Support item opens customer service once live, for the tap its placeholder held", async () => {
    answerWith(() => json({ success: true, value: {} }));
    holdTap("support");
    renderShell({ type: null });
    expect((await screen.findByRole("dialog", { name: EN["support.sheetTitle"] })).isConnected).toBe(true);
  });

  it("§2 without a held tap the Support item mounts closed", async () => {
    answerWith(() => json({ success: true, value: {} }));
    renderShell({ type: null });
    await flush();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("SPEC §4 Chat", () => {
  it("§4 type 4 gets 'no permissions' and no unread call at all; the platform is not asked", async () => {
    const calls = answerWith(() => json({ success: true, value: { unReadCount: 1, chatUrl: "/x" } }));
    const { store } = renderShell({ type: 4 });
    await flush();
    expect(store.get(unreadAtom)).toEqual({ status: "off" });
    fireEvent.click(supportButton());
    await chooseInSheet("Chat with us");
    await flush();
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "chat.noPermission" }]);
    expect(store.get(chatFrameAtom)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("§4 a player who is not logged in is sent to log in after 0.5 s (told so meanwhile)", async () => {
    const calls = answerWith(() => json({ success: true, value: {} }));
    const { store, router } = renderShell({ type: null });
    fireEvent.click(supportButton());
    const sheet = await screen.findByRole("dialog", { name: EN["support.sheetTitle"] });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(sheet).getByRole("button", { name: /^Chat with us/ }));
    expect(store.get(toastAtom)?.message).toEqual({ key: "chat.loginFirst" });
    // SPEC §4 "redirected to login after 0.5 s", as SPEC writes it (issue #36).
    await act(async () => vi.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe("/m/home");
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/m/login");
    expect(calls).toHaveLength(0);
  });

  it("§9 the chat hooks run at 0.5, 1 and 3 s after the chat opens: the unread count is asked again each time", async () => {
    const calls = answerWith((url) =>
      url.pathname.endsWith("CBS_launchChat")
        ? json({ success: true, value: { chatUrl: "http://localhost:3000/wps/sandbox/chat?ticket=abc" } })
        : json({ success: true, value: { unReadCount: 0 } }),
    );
    const { store } = renderShell();
    const unread = () => paths(calls).filter((path) => path.endsWith("CBS_unreadCount")).length;
    await vi.waitFor(() => expect(store.get(unreadAtom)).toEqual({ status: "ready", count: 0 }));
    expect(unread()).toBe(1);
    fireEvent.click(supportButton());
    const sheet = await screen.findByRole("dialog", { name: EN["support.sheetTitle"] });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(sheet).getByRole("button", { name: /^Chat with us/ }));
    // Only microtasks from here to the chat's opening (the answers are at hand): no timer moves.
    for (let turn = 0; turn < 100 && store.get(chatFrameAtom)?.status !== "ready"; turn++) await act(async () => {});
    expect(store.get(chatFrameAtom)).toMatchObject({ status: "ready", url: "http://localhost:3000/wps/sandbox/chat?ticket=abc" });
    expect(screen.getByTitle("Chat with us").tagName).toBe("IFRAME");
    const seen: number[] = [];
    for (const step of [499, 1, 499, 1, 1999, 1]) {
      await act(async () => vi.advanceTimersByTimeAsync(step));
      await flush();
      seen.push(unread());
    }
    expect(seen).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it.each([
    ["TW", "CN"],
    ["CN", "CN"],
    ["EN", "EN"],
  ] as const)("§7 CBS_launchChat for a %s page is sent language %s, with b2c, title, backUrl and the merchant's colour", async (language, sent) => {
    const calls = answerWith((url) =>
      url.pathname.endsWith("CBS_launchChat")
        ? json({ success: false, errorCode: "internal_error", message: "down" })
        : json({ success: true, value: { unReadCount: 0 } }),
    );
    document.documentElement.style.setProperty("--brand-primary", "#FF4D6D");
    renderShell({ language });
    fireEvent.click(supportButton());
    await chooseInSheet("Chat with us");
    await vi.waitFor(() => expect(calls.some((entry) => entry.url.pathname.endsWith("CBS_launchChat"))).toBe(true));
    const launch = calls.find((entry) => entry.url.pathname.endsWith("CBS_launchChat"))!;
    expect(Object.fromEntries(launch.url.searchParams)).toEqual({ b2c: "1", title: "Chat with us", backUrl: "/", language: sent, headerColor: "#ff4d6d" });
    // The launch failed: the frame says so and offers a retry.
    expect(await screen.findByRole("button", { name: EN["screenState.retry"] })).toBeTruthy();
    document.documentElement.style.removeProperty("--brand-primary");
  });

  it("§2 the paths are decrypted once the page is idle, not in its start-up; a tap that comes first still opens", async () => {
    answerWith(() => json({ success: true, value: { unReadCount: 0 } }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const decrypt = vi.spyOn(crypto.subtle, "decrypt");
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (task: IdleRequestCallback) => idle.push(() => task({ didTimeout: false, timeRemaining: () => 50 })));
    vi.stubGlobal("cancelIdleCallback", () => {});
    try {
      const help = ENTRIES.filter((entry) => entry.csType === "MIDUOKE");
      const first = renderShell({ entries: help });
      await flush();
      expect(decrypt).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);
      idle[0]!();
      await vi.waitFor(() => expect(readyEntries(first.store.get(siteSettingsAtom), null, "aes-gcm-sha256")).not.toBeNull());
      expect(decrypt).toHaveBeenCalledTimes(1);
      cleanup();
      // Another list, not decrypted yet: the tap waits for its paths, then opens.
      const other = await Promise.all(help.map(async (entry) => ({ ...entry, path: await encryptCustomerServicePath("https://support.demo.example/other") })));
      renderShell({ entries: other });
      fireEvent.click(supportButton());
      await vi.waitFor(() => expect(open).toHaveBeenCalledWith("https://support.demo.example/other", "_blank", "noopener,noreferrer"));
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("issue #36: the domain-failure modal's support opens the domain check's own entries, not the (empty) settings' ones", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const store = createStore();
    store.set(siteSettingsAtom, null);
    const fromDomainCheck = [
      { title: "Help", csType: "MIDUOKE", path: await encryptCustomerServicePath("https://support.demo.example/blocked"), labelIds: [] },
    ];
    supportActions(store, { navigate: () => {}, chatTitle: "Chat" }).openList(fromDomainCheck);
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith("https://support.demo.example/blocked", "_blank", "noopener,noreferrer"));
  });

  it("§2 one entry opens straight away; none falls back to the merchant's customer-service address", async () => {
    answerWith(() => json({ success: true, value: { unReadCount: 0 } }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const help = ENTRIES.filter((entry) => entry.csType === "MIDUOKE");
    const first = renderShell({ entries: help });
    // Decrypted ahead of the tap (no network), so the tap itself opens the tab: the browser sees the player's gesture.
    await vi.waitFor(() => expect(readyEntries(first.store.get(siteSettingsAtom), null, "aes-gcm-sha256")).not.toBeNull());
    fireEvent.click(supportButton());
    expect(open).toHaveBeenCalledWith("https://support.demo.example/chat", "_blank", "noopener,noreferrer");
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    const { store } = renderShell({ entries: [] });
    fireEvent.click(supportButton());
    await vi.waitFor(() => expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "links.noCustomerService" }]));
  });
});
