import { describe, expect, it, vi } from "vitest";
import { normalizeHost, readRules } from "../../client/features/install/downloadConfig";
import {
  afterClosed,
  afterShown,
  decide,
  domainAllows,
  EMPTY_MEMORY,
  type Moment,
  parseMemory,
  type PromptMemory,
  promptsAllowed,
  signInDelay,
} from "../../client/features/install/triggers";
import type { DownloadConfig, TransactionCounts } from "#shared/contract";

const on = (value = "1") => ({ enabled: true, value });
const off = (value = "") => ({ enabled: false, value });
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1, 12);

/** The master switch on, every domain; a test adds its triggers. */
const config = (items: DownloadConfig = {}): DownloadConfig => ({ download_condition_switch: on(), domains_switch: on("1"), ...items });
const rulesOf = (items: DownloadConfig = {}) => readRules(config(items), vi.fn());

const counts = (deposits = 0, withdrawals = 0, cards = 0): TransactionCounts => ({
  totalDepositSuccessCount: deposits,
  totalWithdrawSuccessCount: withdrawals,
  fullBankCardList: Array.from({ length: cards }, (_, id) => ({ id, kind: "BANK_CARD" }) as TransactionCounts["fullBankCardList"][number]),
  fullVirtualWalletList: [],
  fullEWalletList: [],
});

const moment = (changes: Partial<Moment> = {}): Moment => ({
  path: "/m/home",
  now: NOW,
  regDate: NOW - 400 * DAY,
  counts: counts(),
  playing: null,
  signInDue: false,
  gameDue: null,
  pageDecided: false,
  ...changes,
});

const triggersOf = (items: DownloadConfig, at: Partial<Moment> = {}, memory: PromptMemory = EMPTY_MEMORY) =>
  decide(rulesOf(items), moment(at), memory).prompt?.triggers ?? [];

const PAGE = { host: "demo.example:8443", hostname: "demo.example" };
const audience = { memberType: 0, installed: false, page: PAGE };

describe("SPEC §4 add-to-home prompt: who may see it", () => {
  it("§4 download_condition_switch is the master switch", () => {
    expect(promptsAllowed(rulesOf(), audience)).toBe(true);
    expect(promptsAllowed(readRules({ ...config(), download_condition_switch: off("1") }), audience)).toBe(false);
    expect(promptsAllowed(readRules({ domains_switch: on("1") }), audience)).toBe(false);
  });

  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [3, false],
  ])("§6 member type %i: %s (only valid players 0, 1 and 2 get download prompts)", (memberType, allowed) => {
    expect(promptsAllowed(rulesOf(), { ...audience, memberType })).toBe(allowed);
  });

  it("§4 never inside the native app or in home-screen mode", () => {
    expect(promptsAllowed(rulesOf(), { ...audience, installed: true })).toBe(false);
  });

  it("§4 domain mode 1: every domain; domains_switch off counts as mode 1", () => {
    expect(domainAllows(rulesOf({ domains_switch: on("1"), domains: on("other.example") }).domains, PAGE)).toBe(true);
    expect(domainAllows(rulesOf({ domains_switch: off("3"), domains: on("other.example") }).domains, PAGE)).toBe(true);
  });

  it("§4 domain mode 2: every domain except the listed ones (comma separated, trimmed, any case)", () => {
    const rules = rulesOf({ domains_switch: on("2"), domains: on(" other.example , DEMO.Example ,") });
    expect(domainAllows(rules.domains, PAGE)).toBe(false);
    expect(domainAllows(rules.domains, { host: "www.demo.example", hostname: "www.demo.example" })).toBe(true);
    expect(domainAllows(rulesOf({ domains_switch: on("2"), domains: on("") }).domains, PAGE)).toBe(true);
  });

  it("§4 domain mode 3: only the listed domains; an empty list allows none", () => {
    const rules = rulesOf({ domains_switch: on("3"), domains: on("other.example,demo.example") });
    expect(domainAllows(rules.domains, PAGE)).toBe(true);
    expect(domainAllows(rules.domains, { host: "elsewhere.example", hostname: "elsewhere.example" })).toBe(false);
    expect(domainAllows(rulesOf({ domains_switch: on("3"), domains: on("") }).domains, PAGE)).toBe(false);
    expect(domainAllows(rulesOf({ domains_switch: on("3"), domains: off("demo.example") }).domains, PAGE)).toBe(false);
  });

  it("§4 a listed entry may carry a scheme, a path, a trailing dot or the port", () => {
    expect(normalizeHost(" HTTPS://Demo.Example/m/home ")).toBe("demo.example");
    expect(normalizeHost("demo.example.")).toBe("demo.example");
    expect(domainAllows(rulesOf({ domains_switch: on("3"), domains: on("demo.example:8443") }).domains, PAGE)).toBe(true);
    expect(domainAllows(rulesOf({ domains_switch: on("3"), domains: on("https://demo.example/") }).domains, PAGE)).toBe(true);
  });

  it("§4 an unknown domain mode shows nothing, with a warning", () => {
    const warn = vi.fn();
    const rules = readRules(config({ domains_switch: on("4") }), warn);
    expect(rules.domains).toBeNull();
    expect(promptsAllowed(rules, audience)).toBe(false);
    expect(warn).toHaveBeenCalledWith("add_to_home_config_invalid", expect.objectContaining({ key: "domains_switch" }));
  });
});

describe("SPEC §4 add-to-home prompt: each trigger fires under its condition and not otherwise", () => {
  it("§4 reg_days: registered N days or more", () => {
    const items = { reg_days: on("30") };
    expect(triggersOf(items, { regDate: NOW - 30 * DAY })).toEqual(["reg_days"]);
    expect(triggersOf(items, { regDate: NOW - 29 * DAY - 1 })).toEqual([]);
    expect(triggersOf(items, { regDate: null })).toEqual([]);
    expect(triggersOf({ reg_days: off("30") }, { regDate: NOW - 300 * DAY })).toEqual([]);
    // A registration date in seconds is read as one.
    expect(triggersOf(items, { regDate: Math.floor((NOW - 31 * DAY) / 1000) })).toEqual(["reg_days"]);
  });

  it("§4 first_deposit: no deposit yet, on /m/voucherCenter only", () => {
    const items = { first_deposit: on() };
    expect(triggersOf(items, { path: "/m/voucherCenter", counts: counts(0) })).toEqual(["first_deposit"]);
    expect(triggersOf(items, { path: "/m/voucherCenter", counts: counts(1) })).toEqual([]);
    expect(triggersOf(items, { path: "/m/home", counts: counts(0) })).toEqual([]);
    expect(triggersOf(items, { path: "/m/withdraw", counts: counts(0) })).toEqual([]);
  });

  it("§4 first_withdraw: no withdrawal yet, on /m/withdraw only", () => {
    const items = { first_withdraw: on() };
    expect(triggersOf(items, { path: "/m/withdraw", counts: counts(5, 0) })).toEqual(["first_withdraw"]);
    expect(triggersOf(items, { path: "/m/withdraw", counts: counts(5, 1) })).toEqual([]);
    expect(triggersOf(items, { path: "/m/voucherCenter", counts: counts(5, 0) })).toEqual([]);
  });

  it("§4 a page trigger waits for the counts, then is decided once a visit", () => {
    const rules = rulesOf({ first_deposit: on() });
    const waiting = decide(rules, moment({ path: "/m/voucherCenter", counts: null }), EMPTY_MEMORY);
    expect(waiting).toMatchObject({ prompt: null, pageDecided: false });
    const shown = decide(rules, moment({ path: "/m/voucherCenter" }), EMPTY_MEMORY);
    expect(shown).toMatchObject({ prompt: { triggers: ["first_deposit"] }, pageDecided: true });
    expect(decide(rules, moment({ path: "/m/voucherCenter", pageDecided: true }), EMPTY_MEMORY).prompt).toBeNull();
    expect(decide(rules, moment({ path: "/m/voucherCenter", counts: counts(2) }), EMPTY_MEMORY)).toMatchObject({ prompt: null, pageDecided: true });
  });

  it("§4 deposit_times: the deposit count reached the threshold (count ≥ value)", () => {
    const items = { deposit_times: on("3") };
    expect(triggersOf(items, { counts: counts(3) })).toEqual(["deposit_times"]);
    expect(triggersOf(items, { counts: counts(7) })).toEqual(["deposit_times"]);
    expect(triggersOf(items, { counts: counts(2) })).toEqual([]);
    expect(triggersOf(items, { counts: null })).toEqual([]);
  });

  it("§4 deposit_least_times: the deposit count is at or below the value", () => {
    const items = { deposit_least_times: on("1") };
    expect(triggersOf(items, { counts: counts(0) })).toEqual(["deposit_least_times"]);
    expect(triggersOf(items, { counts: counts(1) })).toEqual(["deposit_least_times"]);
    expect(triggersOf(items, { counts: counts(2) })).toEqual([]);
  });

  it("§4 withdrawal_times and withdrawal_least_times: the same for withdrawals", () => {
    expect(triggersOf({ withdrawal_times: on("2") }, { counts: counts(9, 2) })).toEqual(["withdrawal_times"]);
    expect(triggersOf({ withdrawal_times: on("2") }, { counts: counts(9, 1) })).toEqual([]);
    expect(triggersOf({ withdrawal_least_times: on("0") }, { counts: counts(9, 0) })).toEqual(["withdrawal_least_times"]);
    expect(triggersOf({ withdrawal_least_times: on("0") }, { counts: counts(0, 1) })).toEqual([]);
  });

  it("§4 bind_card: on either bank-card page with no card bound", () => {
    const items = { bind_card: on("2") };
    expect(triggersOf(items, { path: "/m/securityCenter/addBankCard", counts: counts(0, 0, 0) })).toEqual(["bind_card"]);
    expect(triggersOf(items, { path: "/m/securityCenter/addBankCardPix", counts: counts(0, 0, 0) })).toEqual(["bind_card"]);
    expect(triggersOf(items, { path: "/m/securityCenter/addBankCard", counts: counts(0, 0, 1) })).toEqual([]);
    expect(triggersOf(items, { path: "/m/home", counts: counts(0, 0, 0) })).toEqual([]);
  });

  it("§4 bind_card value 1 asks the first time only (in this browser); value 2 every time", () => {
    const page = { path: "/m/securityCenter/addBankCard" };
    const seen = { ...EMPTY_MEMORY, bindCardShown: true };
    expect(triggersOf({ bind_card: on("1") }, page)).toEqual(["bind_card"]);
    expect(triggersOf({ bind_card: on("1") }, page, seen)).toEqual([]);
    expect(triggersOf({ bind_card: on("2") }, page, seen)).toEqual(["bind_card"]);
    expect(afterShown(EMPTY_MEMORY, { triggers: ["bind_card"], closable: true }).bindCardShown).toBe(true);
  });

  it("§4 login_required: after the sign-in wait, on home, login or register only", () => {
    const items = { login_required: on() };
    for (const path of ["/m/home", "/m/login", "/m/register", "/m/register.html", "/", "/m/index.html"]) {
      expect(triggersOf(items, { path, signInDue: true }), path).toEqual(["login_required"]);
    }
    expect(triggersOf(items, { path: "/m/game", signInDue: true })).toEqual([]);
    expect(triggersOf(items, { path: "/m/home", signInDue: false })).toEqual([]);
    expect(triggersOf({ login_required: off() }, { path: "/m/home", signInDue: true })).toEqual([]);
    // Off the pages, the sign-in's turn is used up rather than kept for later.
    expect(decide(rulesOf(items), moment({ path: "/m/game", signInDue: true }), EMPTY_MEMORY).signInDone).toBe(true);
  });

  it("§4 §9 the sign-in wait: 2 s after a login, 1.9 s after a registration", () => {
    expect(signInDelay(false)).toBe(2_000);
    expect(signInDelay(true)).toBe(1_900);
  });

  it("§4 in_game_popup_interval: once the wait is over, and only while that game is still on screen", () => {
    const items = { in_game_popup_interval: on("45") };
    expect(rulesOf(items).inGameMs).toBe(45_000);
    expect(rulesOf({ in_game_popup_interval: on("2.5") }).inGameMs).toBe(2_500);
    expect(triggersOf(items, { playing: "LOTTO", gameDue: "LOTTO" })).toEqual(["in_game_popup_interval"]);
    expect(triggersOf(items, { playing: null, gameDue: "LOTTO" })).toEqual([]);
    expect(triggersOf(items, { playing: "SLOT", gameDue: "LOTTO" })).toEqual([]);
    expect(triggersOf({ in_game_popup_interval: off("45") }, { playing: "LOTTO", gameDue: "LOTTO" })).toEqual([]);
  });

  it("§4 standing triggers show once a session; the ones that hold together share one prompt", () => {
    const items = { reg_days: on("1"), deposit_times: on("1") };
    const decision = decide(rulesOf(items), moment({ counts: counts(3) }), EMPTY_MEMORY);
    expect(decision.prompt).toEqual({ triggers: ["reg_days", "deposit_times"], closable: true });
    const memory = afterShown(EMPTY_MEMORY, decision.prompt!);
    expect(memory.shown).toEqual(["reg_days", "deposit_times"]);
    expect(decide(rulesOf(items), moment({ counts: counts(3) }), memory).prompt).toBeNull();
  });
});

describe("SPEC §4 add-to-home prompt: forced, closed and the session flags", () => {
  it("§4 a forced trigger has no close; an unforced one has", () => {
    expect(decide(rulesOf({ reg_days: on("0"), reg_days_forced: on() }), moment(), EMPTY_MEMORY).prompt).toEqual({ triggers: ["reg_days"], closable: false });
    expect(decide(rulesOf({ reg_days: on("0"), reg_days_forced: off() }), moment(), EMPTY_MEMORY).prompt).toEqual({ triggers: ["reg_days"], closable: true });
    // Another trigger's _forced does not force this one.
    expect(decide(rulesOf({ reg_days: on("0"), deposit_times_forced: on() }), moment(), EMPTY_MEMORY).prompt?.closable).toBe(true);
  });

  it("§4 once a forced prompt was shown, every later prompt of the session is non-closable", () => {
    const memory = afterShown(EMPTY_MEMORY, { triggers: ["first_deposit"], closable: false });
    expect(memory.forced).toBe(true);
    expect(decide(rulesOf({ reg_days: on("0") }), moment(), memory).prompt).toEqual({ triggers: ["reg_days"], closable: false });
    expect(afterShown(EMPTY_MEMORY, { triggers: ["reg_days"], closable: true }).forced).toBe(false);
  });

  it("§4 after a close, closable prompts stay away for the session; forced ones and bind_card 2 still come", () => {
    const closed = afterClosed(EMPTY_MEMORY);
    expect(closed.closed).toBe(true);
    expect(decide(rulesOf({ deposit_times: on("0") }), moment(), closed).prompt).toBeNull();
    expect(decide(rulesOf({ deposit_times: on("0"), deposit_times_forced: on() }), moment(), closed).prompt).toEqual({
      triggers: ["deposit_times"],
      closable: false,
    });
    const bankCard = { path: "/m/securityCenter/addBankCard" };
    expect(decide(rulesOf({ bind_card: on("2") }), moment(bankCard), closed).prompt).toEqual({ triggers: ["bind_card"], closable: true });
    expect(decide(rulesOf({ bind_card: on("1") }), moment(bankCard), closed).prompt).toBeNull();
    // After a forced prompt every trigger is forced, so a close no longer keeps any away.
    expect(decide(rulesOf({ deposit_times: on("0") }), moment(), { ...closed, forced: true }).prompt?.closable).toBe(false);
  });

  it("§4 the session memory survives damage: anything unreadable counts as a fresh session", () => {
    expect(parseMemory(null, null)).toEqual(EMPTY_MEMORY);
    expect(parseMemory("{not json", "yes")).toEqual(EMPTY_MEMORY);
    expect(parseMemory("[1]", null)).toEqual(EMPTY_MEMORY);
    expect(parseMemory('{"closed":"yes","forced":1,"shown":"reg_days"}', null)).toEqual(EMPTY_MEMORY);
    expect(parseMemory('{"closed":true,"forced":true,"shown":["reg_days","evil","login_required"]}', "1")).toEqual({
      closed: true,
      forced: true,
      shown: ["reg_days"],
      bindCardShown: true,
    });
  });
});
