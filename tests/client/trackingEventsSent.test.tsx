import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { generateKeyPairSync } from "node:crypto";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DepositOrder, type DepositSettings, trackingReport, type TrackingEvent, type TrackingEventName, type WithdrawOrder } from "#shared/contract";
import { captureInstallPrompt, clearDeferredPrompt } from "../../client/core/install/capture";
import { languageAtom, merchantAtom } from "../../client/core/startup/atoms";
import { onTrackingEvent, reportNow } from "../../client/core/tracking";
import { readOutbox } from "../../client/core/tracking/trackingRecords";
import { transactionCountsAtom } from "../../client/core/wallet";
import { LaunchGamePage } from "../../client/features/games/LaunchGamePage";
import { DepositPage } from "../../client/features/wallet/DepositPage";
import { WithdrawPage } from "../../client/features/wallet/WithdrawPage";
import EN from "../../locales/EN.json";
import { DEMO_BRAND, renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, postsTo, type RecordedCall } from "./requestHarness";
import { COUNTS, INFO } from "./walletFixtures";

/**
 * Issue #36 item 6.1: SPEC §3 Tracking events, sent by the features that make them. Each test drives the feature's
 * own code path (the deposit and withdrawal screens, the game launch page, the browser's install event) and checks
 * that the event, with its payload, reached the tracking layer: handed to its listeners (the pixels), kept in the
 * outbox, and sent in the platform's report. Without the feature's `track(...)` call none of the three happens.
 */

const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const SPKI = publicKey.export({ type: "spki", format: "der" }).toString("base64");

const PLAYER = { id: 7, token: "tok", userName: "ana" };
const PLAYER_FIELDS = { userId: "7", userName: "ana" };

const SETTINGS: DepositSettings = {
  currency: "BRL",
  decimals: 2,
  channels: [{ id: "pix", name: "Pix", kind: "PIX", min: 10, max: 50_000 }],
  amountChoices: [20, 50, 100],
};
const DEPOSIT: DepositOrder = {
  id: 41,
  channelId: "pix",
  amount: 100,
  currency: "BRL",
  status: "pending",
  pixCode: "00020126580014br.gov.bcb.pix6304ABCD",
  reference: "DEP-00000041",
  createdAt: 1,
};
const WITHDRAWAL: WithdrawOrder = {
  id: 52,
  accountId: 3,
  amount: 250,
  fee: 2.5,
  paidOut: 247.5,
  currency: "BRL",
  status: "completed",
  balance: 50,
  createdAt: 1,
};

const GAME_ORIGIN = "https://games.demo.example";
const GAME_URL = `${GAME_ORIGIN}/play?session=abc`;
const OFF_SITE_URL = "https://evil.example/play";

/** What the tracking layer received during one test: the events handed to its listeners. */
let seen: TrackingEvent[] = [];
let stopListening: () => void = () => {};

startEachTestSignedOut();

beforeEach(() => {
  localStorage.clear();
  seen = [];
  stopListening = onTrackingEvent((event) => seen.push(event));
  // Only this test's events: the ones made before any listener are handed to the first one that arrives.
  seen = [];
});
afterEach(async () => {
  stopListening();
  // What this test tracked is reported now, to its own answers, rather than by the report's timer during a later test.
  await act(() => reportNow());
});

const named = (name: TrackingEventName) => seen.filter((event) => event.name === name);

/** The events the platform received in reports, by name. */
function reported(calls: RecordedCall[], name: TrackingEventName): TrackingEvent[] {
  return postsTo(calls, trackingReport.path)
    .flatMap((call) => (JSON.parse(String(call.init.body)) as { events: TrackingEvent[] }).events)
    .filter((event) => event.name === name);
}

/** The event reached the tracking layer: its listeners got it once, it was kept in the outbox, and the report sent it, once. */
async function expectSent(calls: RecordedCall[], name: TrackingEventName, payload: Record<string, unknown>): Promise<TrackingEvent> {
  expect(named(name)).toHaveLength(1);
  const event = named(name)[0]!;
  expect(event.payload).toEqual(payload);
  // Kept in the outbox until the platform has it (or already sent, if the report's own timer came first).
  const waiting = readOutbox().some((kept) => kept.id === event.id);
  expect(waiting || reported(calls, name).some((sent) => sent.id === event.id)).toBe(true);
  // The report its own timer may have started already holds only what came before it; the next one takes the rest.
  for (let tries = 0; tries < 3 && readOutbox().some((kept) => kept.id === event.id); tries += 1) await act(() => reportNow());
  expect(reported(calls, name).map((sent) => [sent.id, sent.payload])).toEqual([[event.id, payload]]);
  expect(readOutbox().some((kept) => kept.id === event.id)).toBe(false);
  return event;
}

function renderSignedIn(element: ReactElement, path: string) {
  const store = createStore();
  store.set(languageAtom, "EN");
  signIn(store, PLAYER);
  renderInApp(store, element, path);
  return store;
}

/** The platform's wallet answers; a deposit order reads back with the status `status()` says. */
function walletPlatform(status: () => DepositOrder["status"]) {
  return answerWith((url) => {
    if (url.pathname === "/wps/session/key/rsa") return json({ success: true, value: { publicKey: SPKI } });
    if (url.pathname === "/wps/relay/MCSFE_submitDeposit") return json({ success: true, value: DEPOSIT });
    if (url.pathname === "/wps/relay/MCSFE_getDepositOrder") return json({ success: true, value: { ...DEPOSIT, status: status() } });
    if (url.pathname === "/wps/relay/MCSFE_submitWithdraw") return json({ success: true, value: WITHDRAWAL });
    if (url.pathname === "/wps/relay/MCSFE_getWithdrawAccountInfo") return json({ success: true, value: INFO });
    if (url.pathname === trackingReport.path) return json({ success: true, value: { stored: 1 } });
    return json({ success: true, value: SETTINGS });
  });
}

/** Makes a deposit of R$ 100,00 on the screen, as a player does: a chip, Deposit, Confirm. */
async function depositOneHundred() {
  fireEvent.click(await screen.findByRole("button", { name: /R\$\s100,00/ }));
  fireEvent.click(screen.getByRole("button", { name: EN["wallet.deposit.submit"] }));
  fireEvent.click(screen.getByRole("button", { name: EN["wallet.confirm.send"] }));
  await screen.findByText(EN["wallet.deposit.pending"]);
}

const ORDER_FIELDS = { ...PLAYER_FIELDS, orderId: "41", amount: 100, currency: "BRL" };

describe("issue #36 §3 tracking events: the wallet's money events", () => {
  it("§3 depositSubmit: a deposit made on /m/voucherCenter is tracked with the player, the order, its amount and currency", async () => {
    const calls = walletPlatform(() => "pending");
    renderSignedIn(<DepositPage />, "/m/voucherCenter");
    expect(named("depositSubmit")).toEqual([]);
    await depositOneHundred();
    await expectSent(calls, "depositSubmit", ORDER_FIELDS);
    // Still pending: no completion event yet.
    expect(named("deposit")).toEqual([]);
    expect(named("redeposit")).toEqual([]);
  });

  it("§3 redeposit: a later deposit (the counts already showed one) that completes is tracked as redeposit, not firstDeposit", async () => {
    let status: DepositOrder["status"] = "pending";
    const calls = walletPlatform(() => status);
    const store = renderSignedIn(<DepositPage />, "/m/voucherCenter");
    act(() => store.set(transactionCountsAtom, { status: "ready", value: { ...COUNTS, totalDepositSuccessCount: 1 } }));
    await depositOneHundred();
    expect(named("redeposit")).toEqual([]);
    status = "completed";
    // The polling's next answer makes the pending order read itself again (see walletScreens.test.tsx).
    await act(async () => {});
    act(() => store.set(transactionCountsAtom, { status: "ready", value: { ...COUNTS, totalDepositSuccessCount: 2 } }));
    await screen.findByText(EN["wallet.deposit.completed"], {}, { timeout: 5_000 });
    // The completed order is tracked by an effect, which React may run after the screen already says so.
    await waitFor(() => expect(named("redeposit")).toHaveLength(1));
    await expectSent(calls, "redeposit", ORDER_FIELDS);
    expect(named("firstDeposit")).toEqual([]);
    expect(named("deposit").map((event) => event.payload)).toEqual([ORDER_FIELDS]);
  });

  it("§3 a first deposit that completes is firstDeposit, and never redeposit", async () => {
    let status: DepositOrder["status"] = "pending";
    walletPlatform(() => status);
    const store = renderSignedIn(<DepositPage />, "/m/voucherCenter");
    act(() => store.set(transactionCountsAtom, { status: "ready", value: COUNTS }));
    await depositOneHundred();
    status = "completed";
    await act(async () => {});
    act(() => store.set(transactionCountsAtom, { status: "ready", value: { ...COUNTS, totalDepositSuccessCount: 1 } }));
    await screen.findByText(EN["wallet.deposit.completed"], {}, { timeout: 5_000 });
    await waitFor(() => expect(named("firstDeposit").map((event) => event.payload)).toEqual([ORDER_FIELDS]));
    expect(named("redeposit")).toEqual([]);
  });

  it("§3 withdraw: a withdrawal made on /m/withdraw is tracked with the player, the order, its amount and currency", async () => {
    const calls = walletPlatform(() => "pending");
    renderSignedIn(<WithdrawPage />, "/m/withdraw");
    fireEvent.change(await screen.findByLabelText(EN["wallet.amount.label"]), { target: { value: "250" } });
    fireEvent.click(screen.getByRole("button", { name: EN["wallet.withdraw.submit"] }));
    expect(named("withdraw")).toEqual([]);
    fireEvent.click(await screen.findByRole("button", { name: EN["wallet.confirm.send"] }));
    await screen.findByTestId("withdraw-done");
    await expectSent(calls, "withdraw", { ...PLAYER_FIELDS, orderId: "52", amount: 250, currency: "BRL" });
  });

  it("§3 a refused withdrawal is not tracked", async () => {
    answerWith((url) => {
      if (url.pathname === "/wps/session/key/rsa") return json({ success: true, value: { publicKey: SPKI } });
      if (url.pathname === "/wps/relay/MCSFE_submitWithdraw") return json({ success: false, errorCode: "daily_limit", message: "Daily limit reached." });
      return json({ success: true, value: INFO });
    });
    renderSignedIn(<WithdrawPage />, "/m/withdraw");
    fireEvent.change(await screen.findByLabelText(EN["wallet.amount.label"]), { target: { value: "250" } });
    fireEvent.click(screen.getByRole("button", { name: EN["wallet.withdraw.submit"] }));
    fireEvent.click(await screen.findByRole("button", { name: EN["wallet.confirm.send"] }));
    await waitFor(() => expect(screen.queryByRole("button", { name: EN["wallet.confirm.send"] })).toBeNull());
    expect(screen.queryByTestId("withdraw-done")).toBeNull();
    expect(named("withdraw")).toEqual([]);
  });
});

describe("issue #36 §3 tracking events: game launch and trial", () => {
  /** The launch page at `query`; the platform answers every launch endpoint with `gameUrl`. */
  function launch(query: string, gameUrl = GAME_URL) {
    const calls = answerWith((url) =>
      url.pathname === trackingReport.path ? json({ success: true, value: { stored: 1 } }) : json({ success: true, value: { gameUrl } }),
    );
    const store = createStore();
    store.set(languageAtom, "EN");
    store.set(merchantAtom, { ...DEMO_BRAND, allowedGameOrigins: [GAME_ORIGIN] });
    signIn(store, PLAYER);
    renderInApp(store, <LaunchGamePage />, `/m/launchGame?${query}`);
    return calls;
  }
  const framed = () => waitFor(() => expect(document.querySelector(`iframe[src="${GAME_URL}"]`)).not.toBeNull());

  it("§3 startTrial: a free trial that opens is tracked with the player, the game code and the kind", async () => {
    const calls = launch("code=SAMBA_777&playType=SLOT&nodeId=3100&trial=1");
    await framed();
    expect(calls.some((call) => call.url.pathname === "/wps/relay/GCS_gameTrialLaunch")).toBe(true);
    await expectSent(calls, "startTrial", { ...PLAYER_FIELDS, gameCode: "SAMBA_777", kind: "trial" });
    expect(named("gameLaunch")).toEqual([]);
  });

  it.each([
    ["a third-party game", "code=SAMBA_777&playType=SLOT&nodeId=3100", "/wps/relay/GCS_gameLaunch", "SAMBA_777", "game"],
    ["a lottery", "code=MEGA", "/wps/game/launchGame", "MEGA", "lottery"],
  ])("§3 gameLaunch: %s that opens is tracked with the player, the game code and the kind", async (_, query, path, gameCode, kind) => {
    const calls = launch(query);
    await framed();
    expect(calls.some((call) => call.url.pathname === path)).toBe(true);
    await expectSent(calls, "gameLaunch", { ...PLAYER_FIELDS, gameCode, kind });
    expect(named("startTrial")).toEqual([]);
  });

  it("§3 a launch whose address is refused (off the merchant's game origins) tracks nothing", async () => {
    const calls = launch("code=SAMBA_777&playType=SLOT&nodeId=3100", OFF_SITE_URL);
    await screen.findByText(EN["games.launch.offSite"]);
    expect(calls.some((call) => call.url.pathname === "/wps/relay/GCS_gameLaunch")).toBe(true);
    expect(named("gameLaunch")).toEqual([]);
    expect(named("startTrial")).toEqual([]);
  });
});

describe("issue #36 §3 tracking events: a2hsInstalled", () => {
  let release: () => void = () => {};
  beforeEach(() => {
    clearDeferredPrompt();
    release = captureInstallPrompt(window);
  });
  afterEach(() => release());

  it("§3 §4 a2hsInstalled: the browser's installed event is tracked, once per browser", async () => {
    const calls = answerWith(() => json({ success: true, value: { stored: 1 } }));
    expect(named("a2hsInstalled")).toEqual([]);
    window.dispatchEvent(new Event("appinstalled"));
    // The tracking code is loaded only when the event comes (capture.ts runs before the first paint).
    await waitFor(() => expect(named("a2hsInstalled")).toHaveLength(1));
    await expectSent(calls, "a2hsInstalled", {});
    // A second installed event (another install of the same site) is not a new one-time event.
    window.dispatchEvent(new Event("appinstalled"));
    await act(async () => {
      await import("../../client/core/tracking");
    });
    expect(named("a2hsInstalled")).toHaveLength(1);
  });
});
