import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installGuideAtom, openPromptAtom } from "../../client/core/install";
import { gamePlayingAtom } from "../../client/core/install/gamePlaying";
import { registerDialogOpenAtom } from "../../client/core/dialogs";
import { memberInfoAtom, sessionAtom } from "../../client/core/session";
import { transactionCountsAtom } from "../../client/core/wallet";
import { AddToHome } from "../../client/features/install";
import { edgeSignedInAtom, merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { DownloadConfig, SiteSettings, TransactionCounts } from "#shared/contract";
import { LOCAL_STORAGE, SESSION_STORAGE } from "#shared/storageKeys";
import { DEMO_BRAND, memberInfo, renderInApp } from "./appHarness";
import { answerWith, json, recordEffects } from "./requestHarness";

type Store = ReturnType<typeof createStore>;

const NOW = Date.UTC(2026, 5, 1, 12);
const DAY = 86_400_000;
const on = (value = "1") => ({ enabled: true, value });
const off = (value = "") => ({ enabled: false, value });
const PATH = "/wps/relay/WPSCORE_getDownloadSetting";

const counts = (deposits = 0, withdrawals = 0, cards = 0): TransactionCounts => ({
  totalDepositSuccessCount: deposits,
  totalWithdrawSuccessCount: withdrawals,
  fullBankCardList: Array.from({ length: cards }, (_, id) => ({ id }) as unknown as TransactionCounts["fullBankCardList"][number]),
  fullVirtualWalletList: [],
  fullEWalletList: [],
});

let config: DownloadConfig = {};
let configCalls: URL[] = [];
let failConfig = false;

/** The master switch on for every domain (happy-dom's page is localhost), a bottom sheet; a test adds its triggers. */
const withTriggers = (items: DownloadConfig): DownloadConfig => ({
  download_condition_switch: on(),
  domains_switch: on("1"),
  bottom_app_bar_mode: on(),
  ...items,
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

interface Player {
  type?: number;
  registeredDaysAgo?: number;
  counts?: TransactionCounts | null;
}

/** The app's store as it is for a signed-in member (or a guest with `null`), with the prompt mounted at `path`. */
async function open(path: string, player: Player | null = {}, prepare?: (store: Store) => void) {
  const store = createStore();
  store.set(merchantAtom, DEMO_BRAND);
  store.set(siteSettingsAtom, { resources: { Android: "https://dl.demo.example/demo.apk" }, mobileTemplate: {} } as unknown as SiteSettings);
  if (player) {
    const type = player.type ?? 0;
    sessionStorage.setItem(SESSION_STORAGE.sessionInfo, JSON.stringify({ token: "tok", type }));
    store.set(sessionAtom, { token: "tok", type });
    // The edge served the page to a signed-in browser (the "signed in" cookie a session sets).
    store.set(edgeSignedInAtom, true);
    store.set(memberInfoAtom, memberInfo({ type, regDate: NOW - (player.registeredDaysAgo ?? 400) * DAY }));
    if (player.counts !== null) store.set(transactionCountsAtom, { status: "ready", value: player.counts ?? counts() });
  }
  prepare?.(store);
  const router = renderInApp(store, <AddToHome />, path);
  await advance(0);
  const go = async (to: string) => {
    await act(async () => void (await router.navigate(to)));
    await advance(0);
  };
  return { store, router, go };
}

const prompt = () => screen.queryByRole("dialog", { name: "Play Demo from your home screen" });
const closeButton = () => screen.queryByRole("button", { name: "Close" });

describe("SPEC §4 add-to-home prompt", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    recordEffects();
    config = {};
    configCalls = [];
    failConfig = false;
    answerWith((url) => {
      if (url.pathname !== PATH) return json({ success: false }, 404);
      configCalls.push(url);
      return failConfig ? json({ success: false }, 500) : json({ success: true, value: config });
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("§4 an open prompt blocks another: behind another feature's popup it waits, and shows once that closes", async () => {
    config = withTriggers({ reg_days: on("30") });
    const other = document.createElement("div");
    other.setAttribute("role", "dialog");
    other.setAttribute("aria-modal", "true");
    document.body.append(other);
    await open("/m/home", { registeredDaysAgo: 30 });
    expect(prompt()).toBeNull();
    await act(async () => other.remove());
    await advance(0);
    expect(prompt()).not.toBeNull();
  });

  describe("§4 triggers", () => {
    it("§4 reg_days: a member registered N days or more sees it; a newer member does not", async () => {
      config = withTriggers({ reg_days: on("30") });
      await open("/m/home", { registeredDaysAgo: 30 });
      expect(prompt()).not.toBeNull();
      expect(configCalls[0]!.searchParams.get("domain")).toBe("localhost");
      cleanup();
      sessionStorage.clear();
      await open("/m/home", { registeredDaysAgo: 29 });
      expect(prompt()).toBeNull();
    });

    it("§4 first_deposit: on /m/voucherCenter before a first deposit, not after one, and not on other pages", async () => {
      config = withTriggers({ first_deposit: on() });
      const { go } = await open("/m/home", { counts: counts(0) });
      expect(prompt()).toBeNull();
      await go("/m/voucherCenter");
      expect(prompt()).not.toBeNull();
      cleanup();
      sessionStorage.clear();
      await open("/m/voucherCenter", { counts: counts(1) });
      expect(prompt()).toBeNull();
    });

    it("§4 §9 first_deposit waits for the counts the 30 s polling brings", async () => {
      config = withTriggers({ first_deposit: on() });
      const { store } = await open("/m/voucherCenter", { counts: null });
      expect(prompt()).toBeNull();
      act(() => store.set(transactionCountsAtom, { status: "ready", value: counts(0) }));
      await advance(0);
      expect(prompt()).not.toBeNull();
    });

    it("§4 first_withdraw: on /m/withdraw before a first withdrawal only", async () => {
      config = withTriggers({ first_withdraw: on() });
      await open("/m/withdraw", { counts: counts(3, 0) });
      expect(prompt()).not.toBeNull();
      cleanup();
      sessionStorage.clear();
      await open("/m/withdraw", { counts: counts(3, 2) });
      expect(prompt()).toBeNull();
    });

    it("§4 deposit_times: shown when a poll brings the count up to the threshold", async () => {
      config = withTriggers({ deposit_times: on("2") });
      const { store } = await open("/m/home", { counts: counts(1) });
      expect(prompt()).toBeNull();
      act(() => store.set(transactionCountsAtom, { status: "ready", value: counts(2) }));
      await advance(0);
      expect(prompt()).not.toBeNull();
    });

    it("§4 withdrawal_least_times: shown at or below the value, not above", async () => {
      config = withTriggers({ withdrawal_least_times: on("1") });
      await open("/m/home", { counts: counts(0, 1) });
      expect(prompt()).not.toBeNull();
      cleanup();
      sessionStorage.clear();
      await open("/m/home", { counts: counts(0, 2) });
      expect(prompt()).toBeNull();
    });

    it("§4 bind_card 1: the bank-card page without a card asks the first time only", async () => {
      config = withTriggers({ bind_card: on("1") });
      const { go } = await open("/m/securityCenter/addBankCard", { counts: counts(0, 0, 0) });
      expect(prompt()).not.toBeNull();
      fireEvent.click(closeButton()!);
      await go("/m/home");
      // A new session: "first time" is this browser's, so it stays away.
      sessionStorage.removeItem(SESSION_STORAGE.addToHome);
      await go("/m/securityCenter/addBankCardPix");
      expect(prompt()).toBeNull();
      expect(localStorage.getItem(LOCAL_STORAGE.addToHomeBindCardShown)).toBe("1");
    });

    it("§4 bind_card 2: every visit to the bank-card page without a card, even after a close", async () => {
      config = withTriggers({ bind_card: on("2") });
      const { go } = await open("/m/securityCenter/addBankCard", { counts: counts(0, 0, 0) });
      expect(prompt()).not.toBeNull();
      fireEvent.click(closeButton()!);
      await advance(0);
      expect(prompt()).toBeNull();
      await go("/m/home");
      expect(prompt()).toBeNull();
      await go("/m/securityCenter/addBankCard");
      expect(prompt()).not.toBeNull();
    });

    it("§4 bind_card: nothing when a card is bound", async () => {
      config = withTriggers({ bind_card: on("2") });
      await open("/m/securityCenter/addBankCard", { counts: counts(0, 0, 1) });
      expect(prompt()).toBeNull();
    });
  });

  describe("§4 login required", () => {
    it("§4 §9 a login: 2 s later on home, not before", async () => {
      config = withTriggers({ login_required: on() });
      const { store, go } = await open("/m/login", null);
      expect(configCalls).toHaveLength(0);
      act(() => store.set(sessionAtom, { token: "tok", type: 0 }));
      await go("/m/home");
      await advance(1_999);
      expect(prompt()).toBeNull();
      await advance(1);
      expect(prompt()).not.toBeNull();
    });

    it("§4 §9 a registration: 1.9 s later (the register page, or the register dialog)", async () => {
      config = withTriggers({ login_required: on() });
      const page = await open("/m/register", null);
      act(() => page.store.set(sessionAtom, { token: "tok", type: 0 }));
      await page.go("/m/home");
      await advance(1_899);
      expect(prompt()).toBeNull();
      await advance(1);
      expect(prompt()).not.toBeNull();

      cleanup();
      sessionStorage.clear();
      const dialog = await open("/m/home", null, (store) => store.set(registerDialogOpenAtom, true));
      act(() => {
        dialog.store.set(registerDialogOpenAtom, false);
        dialog.store.set(sessionAtom, { token: "tok", type: 0 });
      });
      await advance(1_900);
      expect(prompt()).not.toBeNull();
    });

    it("§4 the sign-in's prompt shows on home, login or register only", async () => {
      config = withTriggers({ login_required: on() });
      const { store, go } = await open("/m/login", null);
      act(() => store.set(sessionAtom, { token: "tok", type: 0 }));
      await go("/m/voucherCenter");
      await advance(2_000);
      expect(prompt()).toBeNull();
      await go("/m/home");
      expect(prompt()).toBeNull();
    });

    it("§4 a member already signed in when the page opened is not prompted for signing in", async () => {
      config = withTriggers({ login_required: on() });
      await open("/m/home");
      await advance(5_000);
      expect(prompt()).toBeNull();
    });

    it("§4 a sign-in faster than the prompt's code (the page was served signed out) still counts, from when the code arrives", async () => {
      config = withTriggers({ login_required: on() });
      await open("/m/home", {}, (store) => store.set(edgeSignedInAtom, false));
      await advance(1_999);
      expect(prompt()).toBeNull();
      await advance(1);
      expect(prompt()).not.toBeNull();
    });

    it("§6 a guest is never prompted: there is nothing to download for one, and the configuration is not asked for", async () => {
      config = withTriggers({ login_required: on(), reg_days: on("0") });
      await open("/m/home", null);
      await advance(10_000);
      expect(prompt()).toBeNull();
      expect(configCalls).toHaveLength(0);
    });
  });

  describe("§4 after a game starts", () => {
    it("§4 after the configured seconds while the game is on screen", async () => {
      config = withTriggers({ in_game_popup_interval: on("45") });
      const { store } = await open("/m/launchGame");
      act(() => store.set(gamePlayingAtom, "LOTTO"));
      await advance(44_999);
      expect(prompt()).toBeNull();
      await advance(1);
      expect(prompt()).not.toBeNull();
    });

    it("§4 cancelled when the game ends first; a new game counts from its own start", async () => {
      config = withTriggers({ in_game_popup_interval: on("45") });
      const { store } = await open("/m/launchGame");
      act(() => store.set(gamePlayingAtom, "LOTTO"));
      await advance(30_000);
      act(() => store.set(gamePlayingAtom, null));
      await advance(60_000);
      expect(prompt()).toBeNull();
      act(() => store.set(gamePlayingAtom, "SLOT"));
      await advance(44_000);
      expect(prompt()).toBeNull();
      await advance(1_000);
      expect(prompt()).not.toBeNull();
    });
  });

  describe("§4 forced, closed, and the session flags", () => {
    it("§4 a forced prompt has no close button, and Escape does nothing", async () => {
      config = withTriggers({ reg_days: on("0"), reg_days_forced: on() });
      await open("/m/home");
      expect(prompt()).not.toBeNull();
      expect(closeButton()).toBeNull();
      fireEvent.keyDown(document, { key: "Escape" });
      await advance(0);
      expect(prompt()).not.toBeNull();
    });

    it("§4 a closable prompt closes by its button or Escape: a session flag, and the close counter counts", async () => {
      config = withTriggers({ reg_days: on("0") });
      const { store } = await open("/m/home");
      expect(store.get(openPromptAtom)).toBe("addToHome");
      fireEvent.click(closeButton()!);
      await advance(0);
      expect(prompt()).toBeNull();
      expect(store.get(openPromptAtom)).toBeNull();
      expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE.addToHome)!)).toMatchObject({ closed: true });
      expect(localStorage.getItem(LOCAL_STORAGE.addToHomeCloses)).toBe("1");

      cleanup();
      sessionStorage.clear();
      await open("/m/home");
      fireEvent.keyDown(document, { key: "Escape" });
      await advance(0);
      expect(prompt()).toBeNull();
      expect(localStorage.getItem(LOCAL_STORAGE.addToHomeCloses)).toBe("2");
    });

    it("§4 after a close, no closable prompt comes back this session; a forced one still does", async () => {
      config = withTriggers({ reg_days: on("0"), deposit_times: on("1"), first_deposit: on(), first_deposit_forced: on() });
      const { store, go } = await open("/m/home", { counts: counts(0) });
      expect(prompt()).not.toBeNull();
      fireEvent.click(closeButton()!);
      act(() => store.set(transactionCountsAtom, { status: "ready", value: counts(0) }));
      await advance(0);
      act(() => store.set(transactionCountsAtom, { status: "ready", value: counts(1) }));
      await advance(0);
      expect(prompt()).toBeNull();
      await go("/m/home");
      await go("/m/withdraw");
      await go("/m/voucherCenter");
      expect(prompt()).toBeNull();
      // The count went up to 1 above, so the first deposit is made: a new player's session shows the forced one.
      cleanup();
      sessionStorage.setItem(SESSION_STORAGE.addToHome, JSON.stringify({ closed: true, forced: false, shown: ["reg_days"] }));
      await open("/m/voucherCenter", { counts: counts(0) });
      expect(prompt()).not.toBeNull();
      expect(closeButton()).toBeNull();
    });

    it("§4 once a forced prompt was shown, every later prompt of the session is non-closable", async () => {
      config = withTriggers({ first_deposit: on(), first_deposit_forced: on(), deposit_times: on("3") });
      // The download leaves the page for the app's address (here: stays, and says where it went).
      const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
      const { store, go } = await open("/m/voucherCenter", { counts: counts(0) });
      expect(closeButton()).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Download the app" }));
      await advance(0);
      expect(assign).toHaveBeenCalledWith("https://dl.demo.example/demo.apk");
      expect(prompt()).toBeNull();
      await go("/m/home");
      act(() => store.set(transactionCountsAtom, { status: "ready", value: counts(3) }));
      await advance(0);
      expect(prompt()).not.toBeNull();
      expect(closeButton()).toBeNull();
    });

    it("§4 an open prompt blocks another: nothing while the install prompt is open, then it shows", async () => {
      config = withTriggers({ reg_days: on("0") });
      const { store } = await open("/m/home", {}, (s) => s.set(openPromptAtom, "install"));
      expect(prompt()).toBeNull();
      act(() => store.set(openPromptAtom, null));
      await advance(0);
      expect(prompt()).not.toBeNull();
      expect(store.get(openPromptAtom)).toBe("addToHome");
    });

    it("§4 one prompt at a time: triggers that come due while it is open wait for it to close", async () => {
      config = withTriggers({ reg_days: on("0"), deposit_times: on("1"), deposit_times_forced: on() });
      const { store } = await open("/m/home", { counts: counts(0) });
      expect(screen.getAllByRole("dialog")).toHaveLength(1);
      act(() => store.set(transactionCountsAtom, { status: "ready", value: counts(1) }));
      await advance(0);
      expect(screen.getAllByRole("dialog")).toHaveLength(1);
      expect(closeButton()).not.toBeNull();
      fireEvent.click(closeButton()!);
      await advance(0);
      expect(prompt()).not.toBeNull();
      expect(closeButton()).toBeNull();
    });

    it("§4 'Add to home screen' asks the install machinery (here: the guide), and the prompt gives way", async () => {
      config = withTriggers({ reg_days: on("0") });
      const { store } = await open("/m/home");
      fireEvent.click(screen.getByRole("button", { name: "Add to home screen" }));
      await advance(20 * 280);
      expect(prompt()).toBeNull();
      expect(store.get(installGuideAtom)).not.toBeNull();
      // The player acted: nothing is counted as a close.
      expect(localStorage.getItem(LOCAL_STORAGE.addToHomeCloses)).toBeNull();
    });
  });

  describe("§4 §6 who and where", () => {
    it.each([
      ["all domains (1)", { domains_switch: on("1") }, true],
      ["all but a list without this host (2)", { domains_switch: on("2"), domains: on("demo.example, www.demo.example") }, true],
      ["all but a list with this host (2)", { domains_switch: on("2"), domains: on("demo.example, LOCALHOST") }, false],
      ["only a list with this host (3)", { domains_switch: on("3"), domains: on("localhost,demo.example") }, true],
      ["only a list without this host (3)", { domains_switch: on("3"), domains: on("demo.example") }, false],
    ])("§4 domain mode: %s", async (_name, domains, shown) => {
      config = { ...withTriggers({ reg_days: on("0") }), ...domains };
      await open("/m/home");
      expect(prompt() !== null).toBe(shown);
    });

    it.each([
      [0, true],
      [1, true],
      [2, true],
      [4, false],
    ])("§6 member type %i: prompted %s", async (type, shown) => {
      config = withTriggers({ reg_days: on("0") });
      await open("/m/home", { type });
      expect(prompt() !== null).toBe(shown);
    });

    it("§4 the master switch off: nothing", async () => {
      config = { ...withTriggers({ reg_days: on("0") }), download_condition_switch: off("1") };
      await open("/m/home");
      expect(prompt()).toBeNull();
    });

    it("§4 not in home-screen mode (or the native app): the configuration is not even asked for", async () => {
      vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("standalone"), media: query }));
      config = withTriggers({ reg_days: on("0") });
      await open("/m/home");
      expect(prompt()).toBeNull();
      expect(configCalls).toHaveLength(0);
    });

    it("§3 a bad value switches off its trigger with a warning, and the page carries on", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      config = withTriggers({ reg_days: on("soon"), first_deposit: on() });
      const { go } = await open("/m/home");
      expect(prompt()).toBeNull();
      expect(warn.mock.calls.some(([line]) => String(line).includes("reg_days"))).toBe(true);
      await go("/m/voucherCenter");
      expect(prompt()).not.toBeNull();
    });

    it("docs/decisions/022 a failed configuration load shows nothing, and the next page asks again", async () => {
      failConfig = true;
      config = withTriggers({ reg_days: on("0") });
      const { go } = await open("/m/home");
      expect(prompt()).toBeNull();
      expect(screen.queryByRole("alertdialog")).toBeNull();
      failConfig = false;
      await go("/m/game");
      expect(configCalls).toHaveLength(2);
      expect(prompt()).not.toBeNull();
    });

    it("§4 the look: the merchant's text, light by default, full screen with the picture when not a bottom bar", async () => {
      config = withTriggers({
        reg_days: on("0"),
        bottom_app_bar_mode: off(),
        app_desc: on("Faster on your home screen."),
        app_background: on("/sandbox/demo/content/activity-app.webp"),
      });
      await open("/m/home");
      const dialog = prompt()!;
      expect(dialog.closest("[data-variant]")!.getAttribute("data-variant")).toBe("fullScreen");
      expect(dialog.closest("[data-theme]")!.getAttribute("data-theme")).toBe("light");
      expect(screen.getByText("Faster on your home screen.")).not.toBeNull();
      expect(dialog.querySelector("img[src='/sandbox/demo/content/activity-app.webp']")).not.toBeNull();
    });

    it("§4 the bottom bar with its own text, dark when the merchant says so, and our text when there is none", async () => {
      config = withTriggers({ reg_days: on("0"), theme: on("dark"), bottom_app_desc: on("Tap to add.") });
      await open("/m/home");
      expect(prompt()!.closest("[data-variant]")!.getAttribute("data-variant")).toBe("bottom");
      expect(prompt()!.closest("[data-theme]")!.getAttribute("data-theme")).toBe("dark");
      expect(screen.getByText("Tap to add.")).not.toBeNull();
      cleanup();
      sessionStorage.clear();
      config = withTriggers({ reg_days: on("0") });
      await open("/m/home");
      expect(screen.getByText("One tap to open, full screen, and you never miss a draw or a promotion.")).not.toBeNull();
    });

    it("§4 a member who signs out while it is open loses the prompt", async () => {
      config = withTriggers({ reg_days: on("0"), reg_days_forced: on() });
      const { store } = await open("/m/home");
      expect(prompt()).not.toBeNull();
      act(() => {
        store.set(sessionAtom, null);
        store.set(memberInfoAtom, null);
      });
      await advance(0);
      expect(prompt()).toBeNull();
      expect(store.get(openPromptAtom)).toBeNull();
    });
  });
});
