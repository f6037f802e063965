import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { balanceAtom, depositEvent, refreshBalance, refreshTransactionCounts, startWalletPolling, transactionCountsAtom } from "../../client/core/wallet";
import { checkAmountInput, parseAmount, amountInputText } from "../../client/features/wallet/amountRules";
import { checkCardForm, checkPixForm, groupCardDigits } from "../../client/features/wallet/cardRules";
import { platformAnswered, requestIdFor } from "../../client/features/wallet/requestIds";
import { RequestError } from "../../client/lib/request";
import { checkAmount, checkCardNumber, checkHolderName, checkPixKey, luhnValid, withdrawFee } from "#shared/moneyRules";
import { answerWith, json, recordEffects } from "./requestHarness";

const BRL = { decimals: 2, min: 10, max: 50_000 };
const VND = { decimals: 0, min: 50_000, max: 300_000_000 };

describe("Money input rules: amounts (docs/decisions/018)", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["abc", "notANumber"],
    ["12a", "notANumber"],
    ["R$ 50", "notANumber"],
    ["1,2,3", "notANumber"],
    ["10.", "notANumber"],
    [".", "notANumber"],
    ["-5", "negative"],
    ["−5", "negative"],
    ["-0", "zero"],
    ["0", "zero"],
    ["0,00", "zero"],
    ["10,123", "tooManyDecimals"],
    ["9,99", "belowMin"],
    ["50.000,01", "aboveMax"],
  ])("§5 BRL (pt-BR) amount %j: %s, nothing is sent", (text, problem) => {
    expect(checkAmountInput(text, BRL, "pt-BR")).toEqual({ problem });
  });

  it.each([
    ["10", 10],
    ["10,5", 10.5],
    ["10.5", 10.5],
    ["1.000", 1000],
    ["1.000,50", 1000.5],
    [" 250,50 ", 250.5],
    ["50.000", 50_000],
  ])("§9 BRL in pt-BR's format: %j reads as %d", (text, amount) => {
    expect(checkAmountInput(text, BRL, "pt-BR")).toEqual({ amount });
  });

  it("§9 VND has no decimals: grouping marks read as thousands, a decimal is refused", () => {
    expect(checkAmountInput("100.000", VND, "vi")).toEqual({ amount: 100_000 });
    expect(checkAmountInput("100,000", VND, "vi")).toEqual({ amount: 100_000 });
    expect(checkAmountInput("100000,5", VND, "vi")).toEqual({ problem: "tooManyDecimals" });
    expect(checkAmountInput("49.999", VND, "vi")).toEqual({ problem: "belowMin" });
  });

  it("§9 issue #34: reais typed in English are read by both conventions; where they disagree, the input is refused as ambiguous", () => {
    const english = ["pt-BR", "en"];
    expect(checkAmountInput("12.345", BRL, english)).toEqual({ problem: "ambiguous", readings: [12.345, 12345] });
    expect(checkAmountInput("12,345", BRL, english)).toEqual({ problem: "ambiguous", readings: [12.345, 12345] });
    expect(checkAmountInput("1,000", BRL, english)).toEqual({ problem: "ambiguous", readings: [1, 1000] });
    for (const [text, amount] of [
      ["12345", 12345],
      ["12.345,00", 12345],
      ["12,345.00", 12345],
      ["10,5", 10.5],
      ["10.5", 10.5],
      ["1.000,50", 1000.5],
      ["250", 250],
    ] as const) {
      expect(checkAmountInput(text, BRL, english), text).toEqual({ amount });
    }
    // One convention reads each as one amount: in Portuguese, "12.345" is twelve thousand.
    expect(checkAmountInput("12.345", BRL, ["pt-BR"])).toEqual({ amount: 12345 });
    // Dong has no decimals: "50.000" and "50,000" are fifty thousand in English too.
    expect(checkAmountInput("50.000", VND, ["vi", "en"])).toEqual({ amount: 50_000 });
    expect(checkAmountInput("50,000", VND, ["vi", "en"])).toEqual({ amount: 50_000 });
  });

  it("Arabic-Indic digits and the Arabic decimal mark are read (AED on an Arabic page)", () => {
    expect(parseAmount("١٢٣٫٥٠", 2, "ar")).toEqual({ amount: 123.5 });
    expect(parseAmount("۱۰۰", 2, "ar")).toEqual({ amount: 100 });
  });

  it("§2 withdrawals: above the balance before above the maximum, then today's remaining limit", () => {
    const limits = { decimals: 2, min: 20, max: 500, balance: 300, dailyRemaining: 250 };
    expect(checkAmountInput("10", limits, "pt-BR")).toEqual({ problem: "belowMin" });
    expect(checkAmountInput("600", limits, "pt-BR")).toEqual({ problem: "aboveBalance" });
    expect(checkAmountInput("300,01", limits, "pt-BR")).toEqual({ problem: "aboveBalance" });
    expect(checkAmountInput("260", limits, "pt-BR")).toEqual({ problem: "aboveDailyRemaining" });
    expect(checkAmountInput("250", limits, "pt-BR")).toEqual({ amount: 250 });
    expect(checkAmountInput("600", { ...limits, balance: 1_000, dailyRemaining: 1_000 }, "pt-BR")).toEqual({ problem: "aboveMax" });
  });

  it("a chip's amount is written the way the player would type it", () => {
    expect(amountInputText(100, 2, "pt-BR")).toBe("100");
    expect(amountInputText(10.5, 2, "pt-BR")).toBe("10,50");
    expect(amountInputText(10.5, 2, "en")).toBe("10.50");
    expect(amountInputText(100_000, 0, "vi")).toBe("100000");
  });

  it("the platform's amount check: type, sign, decimals, limits", () => {
    expect(checkAmount("10", BRL)).toBe("invalid");
    expect(checkAmount(Number.NaN, BRL)).toBe("invalid");
    expect(checkAmount(Infinity, BRL)).toBe("invalid");
    expect(checkAmount(0, BRL)).toBe("notPositive");
    expect(checkAmount(-1, BRL)).toBe("notPositive");
    expect(checkAmount(10.001, BRL)).toBe("tooManyDecimals");
    expect(checkAmount(10.1, BRL)).toBeNull();
    expect(checkAmount(0.1 + 0.2 + 10, BRL)).toBeNull();
    expect(checkAmount(9.99, BRL)).toBe("belowMin");
    expect(checkAmount(50_000.01, BRL)).toBe("aboveMax");
  });

  it("withdrawal fee: the rate in minor units, at least the minimum", () => {
    const fee = { rate: 0.01, minimum: 1 };
    expect(withdrawFee(250.5, fee, 2)).toBe(2.51);
    expect(withdrawFee(20, fee, 2)).toBe(1);
    expect(withdrawFee(1_234_567, { rate: 0.01, minimum: 5_000 }, 0)).toBe(12_346);
  });
});

describe("Money input rules: cards, holders and Pix keys", () => {
  it.each([
    ["", "required"],
    ["4111 1111 1111 111a", "notDigits"],
    ["4111.1111.1111.1111", "notDigits"],
    ["41111111111", "length"],
    ["4".repeat(20), "length"],
    ["4111 1111 1111 1112", "checksum"],
  ])("§5 card number %j: %s", (value, problem) => {
    expect(checkCardNumber(value)).toBe(problem);
  });

  it("§5 valid cards pass with spaces or dashes: Visa, Mastercard, Elo, 19-digit", () => {
    for (const number of ["4111 1111 1111 1111", "5555-5555-5555-4444", "6362970000457013", "6011111111111117", "4000056655665556", "3530111333300000"]) {
      expect(checkCardNumber(number), number).toBeNull();
    }
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
  });

  it("§5 holder names: letters (any script), spaces, apostrophes, hyphens, dots", () => {
    expect(checkHolderName("")).toBe("required");
    expect(checkHolderName("A")).toBe("tooShort");
    expect(checkHolderName("A".repeat(61))).toBe("tooLong");
    expect(checkHolderName("Maria 2")).toBe("invalid");
    expect(checkHolderName("-Maria")).toBe("invalid");
    for (const name of ["Maria da Silva", "João D'Ávila", "Nguyễn Văn An", "محمد علي", "Anne-Marie J. Smith"]) expect(checkHolderName(name), name).toBeNull();
  });

  it.each([
    ["CPF", "529.982.247-25", null],
    ["CPF", "52998224725", null],
    ["CPF", "529.982.247-26", "checksum"],
    ["CPF", "111.111.111-11", "checksum"],
    ["CPF", "5299822472", "invalid"],
    ["CPF", "", "required"],
    ["CNPJ", "11.222.333/0001-81", null],
    ["CNPJ", "12.ABC.345/01DE-35", null],
    ["CNPJ", "12.abc.345/01de-35", null],
    ["CNPJ", "11.222.333/0001-80", "checksum"],
    ["CNPJ", "00.000.000/0000-00", "checksum"],
    ["CNPJ", "11.222.333/0001", "invalid"],
    ["EMAIL", "maria.silva@example.com", null],
    ["EMAIL", "maria@", "invalid"],
    ["EMAIL", "maria@example", "invalid"],
    ["EMAIL", `${"a".repeat(70)}@example.com`, "invalid"],
    ["PHONE", "+55 11 98765-4321", null],
    ["PHONE", "+55 (21) 3456-7890", null],
    ["PHONE", "11 98765-4321", "invalid"],
    ["PHONE", "+84 912 345 678", "invalid"],
    ["EVP", "123e4567-e89b-42d3-a456-556642440000", null],
    ["EVP", "123E4567-E89B-42D3-A456-556642440000", null],
    ["EVP", "123e4567-e89b-12d3-a456-556642440000", "invalid"],
    ["EVP", "not-a-uuid", "invalid"],
    ["IBAN", "x", "invalid"],
  ])("§5 Pix key %s %j: %s", (type, key, problem) => {
    expect(checkPixKey(type, key)).toBe(problem);
  });

  it("the forms name every problem at once", () => {
    expect(checkCardForm({ bankCode: "", holderName: "", cardNumber: "" })).toEqual({ bankCode: "required", holderName: "required", cardNumber: "required" });
    expect(checkCardForm({ bankCode: "341", holderName: "Maria Silva", cardNumber: "4111 1111 1111 1111" })).toEqual({});
    expect(checkPixForm("EMAIL", { key: "x", holderName: "1" })).toEqual({ key: "invalid", holderName: "tooShort" });
  });

  it("card digits are grouped by four as they are typed; anything else is left for the rule to name", () => {
    expect(groupCardDigits("41111111")).toBe("4111 1111");
    expect(groupCardDigits("4111 11111")).toBe("4111 1111 1");
    expect(groupCardDigits("4111a")).toBe("4111a");
  });
});

describe("Money: one request id per post, nothing sent twice", () => {
  const ids = () => {
    let n = 0;
    return () => `id-${(n += 1)}`;
  };

  it("a retry of the same post after a lost answer reuses the id; a new amount or an answer gets a new one", () => {
    const make = ids();
    const first = requestIdFor(null, "amount:10", make);
    expect(first.id).toBe("id-1");
    expect(requestIdFor(first, "amount:10", make)).toBe(first);
    const changed = requestIdFor(first, "amount:20", make);
    expect(changed.id).toBe("id-2");
    changed.answered = true;
    expect(requestIdFor(changed, "amount:20", make).id).toBe("id-3");
  });

  it("only a refusal or a 4xx proves the platform answered; a timeout, a lost connection or a 5xx may have run", () => {
    expect(platformAnswered(new RequestError("x", "rejected", { errorCode: "insufficient_funds" }))).toBe(true);
    expect(platformAnswered(new RequestError("x", "http", { status: 400 }))).toBe(true);
    expect(platformAnswered(new RequestError("ECONNABORTED", "timeout"))).toBe(false);
    expect(platformAnswered(new RequestError("x", "network"))).toBe(false);
    expect(platformAnswered(new RequestError("x", "http", { status: 502 }))).toBe(false);
    expect(platformAnswered(new Error("x"))).toBe(false);
  });
});

describe("SPEC §4, §9 Money polling in the core", () => {
  const COUNTS = { totalDepositSuccessCount: 0, totalWithdrawSuccessCount: 0, fullBankCardList: [], fullVirtualWalletList: [], fullEWalletList: [] };
  let deposits = 0;
  let balance = 100;
  let failBalance = false;
  let calls: { url: URL }[] = [];
  const countCalls = () => calls.filter((call) => call.url.pathname === "/wps/relay/MCSFE_getTransactionCounts").length;
  const balanceCalls = () => calls.filter((call) => call.url.pathname === "/wps/member/balance").length;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    recordEffects();
    deposits = 0;
    balance = 100;
    failBalance = false;
    calls = answerWith((url) => {
      if (url.pathname === "/wps/member/balance") {
        return failBalance
          ? json({ success: false, errorCode: "internal_error", message: "boom" })
          : json({ success: true, value: { balance, currency: "BRL" } });
      }
      return json({ success: true, value: { ...COUNTS, totalDepositSuccessCount: deposits } });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("§9 counts are asked for at once, then every 30 s while signed in; stopping ends it and forgets the money", async () => {
    const store = createStore();
    const stop = startWalletPolling(store);
    await vi.advanceTimersByTimeAsync(0);
    expect(countCalls()).toBe(1);
    expect(store.get(transactionCountsAtom)).toMatchObject({ status: "ready", value: { totalDepositSuccessCount: 0 } });
    expect(store.get(balanceAtom)).toEqual({ status: "ready", value: { balance: 100, currency: "BRL" } });
    // SPEC §9 "Deposit/withdraw polling 30 s", as SPEC writes it (issue #36).
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(countCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(countCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(countCalls()).toBe(3);
    stop();
    expect(store.get(transactionCountsAtom)).toEqual({ status: "idle", value: null });
    expect(store.get(balanceAtom)).toEqual({ status: "idle", value: null });
    await vi.advanceTimersByTimeAsync(30_000 * 3);
    expect(countCalls()).toBe(3);
  });

  it("§9 issue #37: a poll that repeats what is shown changes nothing (no spinner, no render); a new balance replaces it", async () => {
    const store = createStore();
    const stop = startWalletPolling(store);
    await vi.advanceTimersByTimeAsync(0);
    const shownBalance = store.get(balanceAtom);
    const shownCounts = store.get(transactionCountsAtom);
    const changes: string[] = [];
    const unsubscribe = [
      store.sub(balanceAtom, () => changes.push(`balance ${store.get(balanceAtom).status}`)),
      store.sub(transactionCountsAtom, () => changes.push(`counts ${store.get(transactionCountsAtom).status}`)),
    ];
    await vi.advanceTimersByTimeAsync(30_000);
    expect(countCalls()).toBe(2);
    expect(changes).toEqual([]);
    expect(store.get(balanceAtom)).toBe(shownBalance);
    expect(store.get(transactionCountsAtom)).toBe(shownCounts);
    balance = 120;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(changes).toEqual(["balance ready"]);
    expect(store.get(balanceAtom)).toEqual({ status: "ready", value: { balance: 120, currency: "BRL" } });
    // The player's own tap still says it is asking.
    const tapped = refreshBalance(store);
    expect(store.get(balanceAtom).status).toBe("loading");
    await tapped;
    expect(store.get(balanceAtom).status).toBe("ready");
    for (const stopWatching of unsubscribe) stopWatching();
    stop();
  });

  it("§4 a deposit event re-checks the counts and the balance 2.5 s later", async () => {
    const store = createStore();
    const stop = startWalletPolling(store);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(countCalls()).toBe(1);
    deposits = 1;
    balance = 150;
    depositEvent(store);
    // SPEC §9 "re-check 2.5 s after a deposit event", as SPEC writes it (issue #36).
    await vi.advanceTimersByTimeAsync(2_500 - 1);
    expect(countCalls()).toBe(1);
    expect(store.get(transactionCountsAtom).value?.totalDepositSuccessCount).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(countCalls()).toBe(2);
    expect(store.get(transactionCountsAtom).value?.totalDepositSuccessCount).toBe(1);
    expect(store.get(balanceAtom).value?.balance).toBe(150);
    // The 30 s rhythm is not reset by the event.
    await vi.advanceTimersByTimeAsync(30_000 - 1_000 - 2_500);
    expect(countCalls()).toBe(3);
    stop();
  });

  it("§4 a deposit event while signed out (no polling) does nothing", async () => {
    const store = createStore();
    depositEvent(store);
    await vi.advanceTimersByTimeAsync(2_500 * 2);
    expect(calls).toHaveLength(0);
  });

  it("a re-check scheduled before sign-out never runs after it", async () => {
    const store = createStore();
    const stop = startWalletPolling(store);
    await vi.advanceTimersByTimeAsync(0);
    depositEvent(store);
    stop();
    await vi.advanceTimersByTimeAsync(2_500 * 2);
    expect(countCalls()).toBe(1);
  });

  it("balance refresh: loading keeps the last value, a failure keeps it too and says error, silently", async () => {
    const store = createStore();
    const log = recordEffects();
    await refreshBalance(store);
    expect(store.get(balanceAtom)).toEqual({ status: "ready", value: { balance: 100, currency: "BRL" } });
    failBalance = true;
    const pending = refreshBalance(store);
    expect(store.get(balanceAtom)).toEqual({ status: "loading", value: { balance: 100, currency: "BRL" } });
    await pending;
    expect(store.get(balanceAtom)).toMatchObject({ status: "error", value: { balance: 100, currency: "BRL" } });
    expect(log.notices).toEqual([]);
    failBalance = false;
    balance = 80;
    await refreshBalance(store);
    expect(store.get(balanceAtom)).toEqual({ status: "ready", value: { balance: 80, currency: "BRL" } });
    expect(balanceCalls()).toBe(3);
    await refreshTransactionCounts(store);
    expect(store.get(transactionCountsAtom).status).toBe("ready");
  });
});
