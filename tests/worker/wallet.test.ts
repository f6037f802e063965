import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type Balance,
  type BoundAccount,
  type DepositOrder,
  type DepositSettings,
  MONEY_ENDPOINTS,
  type TransactionCounts,
  type WithdrawAccountInfo,
  type WithdrawOrder,
} from "#shared/contract";
import EN from "../../locales/EN.json";
import { changeBalance, readBalance } from "../../worker/sandbox/wallet";
import { type Answer, BRAND_B, BRAND_C, DEMO, call, getJson, openSession, postEncrypted, restoreDemoMerchants } from "./helpers";

type Origin = typeof DEMO | typeof BRAND_B | typeof BRAND_C;

const PATHS = {
  balance: "/wps/member/balance",
  depositSettings: "/wps/relay/MCSFE_getDepositSettings",
  withdrawInfo: "/wps/relay/MCSFE_getWithdrawAccountInfo",
  counts: "/wps/relay/MCSFE_getTransactionCounts",
  depositOrder: "/wps/relay/MCSFE_getDepositOrder",
  deposit: "/wps/relay/MCSFE_submitDeposit",
  withdraw: "/wps/relay/MCSFE_submitWithdraw",
  bindCard: "/wps/relay/MCSFE_bindBankCard",
  bindPix: "/wps/relay/MCSFE_bindPixKey",
};

const VISA = "4111 1111 1111 1111";
const CPF = "529.982.247-25";
let sequence = 0;
const newId = () => `test-${Date.now()}-${(sequence += 1)}`;

/** An encrypted post with the session, as the client's request layer sends money posts (SPEC §7). */
const post = <T>(
  origin: Origin,
  path: string,
  payload: unknown,
  token: string,
  { language = "EN", testEnv = env }: { language?: string; testEnv?: Env } = {},
) => postEncrypted<T>(origin, path, payload, { Authorization: token, Language: language }, testEnv);

const refusal = (answer: Answer<unknown>, errorCode: string, status = 200) => {
  expect({ status: answer.status, success: answer.body.success, errorCode: answer.body.errorCode }).toEqual({ status, success: false, errorCode });
  expect(answer.body.message).toBe((EN as Record<string, string>)[`errors.code.${errorCode}`]);
};

async function balanceOf(origin: Origin, token: string): Promise<number> {
  return (await getJson<Balance>(origin, PATHS.balance, token)).body.value!.balance;
}

async function setDelay(origin: Origin, delayMs: number | null) {
  const response = await call(`${origin}/wps/sandbox/wallet/depositDelay`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ delayMs }),
  });
  expect(response.status).toBe(200);
}

beforeAll(restoreDemoMerchants);
afterEach(() => {
  vi.useRealTimers();
});

describe("Money contract (docs/decisions/018)", () => {
  it("§7 every money call sends the session token; every post is encrypted and names its module", () => {
    expect(MONEY_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      `GET ${PATHS.balance}`,
      `GET ${PATHS.depositSettings}`,
      `GET ${PATHS.withdrawInfo}`,
      `GET ${PATHS.counts}`,
      `GET ${PATHS.depositOrder}`,
      `POST ${PATHS.deposit}`,
      `POST ${PATHS.withdraw}`,
      `POST ${PATHS.bindCard}`,
      `POST ${PATHS.bindPix}`,
    ]);
    for (const endpoint of MONEY_ENDPOINTS) {
      expect(endpoint).toMatchObject({ auth: true, cache: "none", encrypted: endpoint.method === "POST" });
      if (endpoint.method === "POST") expect(endpoint.moduleId).toMatch(/^(DEPOSIT3|WITHDRAW3|BANKCARD3)$/);
    }
  });
});

describe("Money: readBalance and changeBalance (the games engineer's calls)", () => {
  it("§3 seeded members hold a balance in their merchant's currency: DEMO BRL, BRANDB VND, BRANDC AED", async () => {
    const demo = await openSession(DEMO, "defaultpw");
    const brandB = await openSession(BRAND_B, "firsttime");
    const brandC = await openSession(BRAND_C, "firsttime");
    expect(await readBalance(env.SANDBOX_DB, demo.id)).toEqual({ balance: 1000, currency: "BRL" });
    expect(await readBalance(env.SANDBOX_DB, brandB.id)).toEqual({ balance: 5_000_000, currency: "VND" });
    expect(await readBalance(env.SANDBOX_DB, brandC.id)).toEqual({ balance: 1000, currency: "AED" });
  });

  it("§3 changeBalance adds and takes in minor units, writes the ledger, and never goes below zero", async () => {
    const { id } = await openSession(DEMO, "mfa_email");
    expect(await changeBalance(env.SANDBOX_DB, id, 12.34, "game:win")).toEqual({ balance: 1012.34 });
    expect(await changeBalance(env.SANDBOX_DB, id, -0.1 - 0.2, "game:bet")).toEqual({ balance: 1012.04 });
    expect(await changeBalance(env.SANDBOX_DB, id, -5000, "game:bet")).toEqual({ error: "insufficient_funds" });
    expect(await readBalance(env.SANDBOX_DB, id)).toEqual({ balance: 1012.04, currency: "BRL" });
    const ledger = await env.SANDBOX_DB.prepare("SELECT delta_minor, reason FROM wallet_ledger WHERE member_id = ? ORDER BY id").bind(id).all();
    expect(ledger.results).toEqual([
      { delta_minor: 1234, reason: "game:win" },
      { delta_minor: -30, reason: "game:bet" },
    ]);
    await expect(changeBalance(env.SANDBOX_DB, id, Number.NaN, "broken")).rejects.toThrow(TypeError);
  });

  it("§3 two concurrent takes of more than half the balance: exactly one passes", async () => {
    const { id } = await openSession(DEMO, "mfa_ga");
    const results = await Promise.all([changeBalance(env.SANDBOX_DB, id, -600, "a"), changeBalance(env.SANDBOX_DB, id, -600, "b")]);
    expect(results.filter((result) => "balance" in result)).toEqual([{ balance: 400 }]);
    expect(results.filter((result) => "error" in result)).toHaveLength(1);
  });

  it("§3 a player who registered later starts at zero in the merchant's currency", async () => {
    const inserted = await env.SANDBOX_DB.prepare(
      "INSERT INTO members (merchant_code, username, type, language, reg_date) VALUES ('BRANDB', 'wallet_new', 0, 'VI', 0) RETURNING id",
    ).first<{ id: number }>();
    expect(await readBalance(env.SANDBOX_DB, inserted!.id)).toEqual({ balance: 0, currency: "VND" });
    expect(await changeBalance(env.SANDBOX_DB, inserted!.id, -1, "bet")).toEqual({ error: "insufficient_funds" });
  });
});

describe("Money: reads", () => {
  it("§8 a guest is asked to log in; §3 each merchant answers in its currency", async () => {
    refusal(await getJson(DEMO, PATHS.balance), "CUSTOMER_NOT_LOGIN");
    refusal(await getJson(DEMO, PATHS.counts), "CUSTOMER_NOT_LOGIN");
    const brandC = await openSession(BRAND_C, "agent1");
    expect((await getJson<Balance>(BRAND_C, PATHS.balance, brandC.token)).body.value).toEqual({ balance: 1000, currency: "AED" });
  });

  it("§7 MCSFE_getDepositSettings: channels with limits and amount choices; Pix only in BRL; VND has no decimals", async () => {
    const demo = (await getJson<DepositSettings>(DEMO, PATHS.depositSettings, (await openSession(DEMO, "player1")).token)).body.value!;
    expect(demo).toMatchObject({ currency: "BRL", decimals: 2 });
    expect(demo.channels.map((channel) => channel.kind)).toContain("PIX");
    expect(demo.amountChoices.length).toBeGreaterThan(0);
    const vnd = (await getJson<DepositSettings>(BRAND_B, PATHS.depositSettings, (await openSession(BRAND_B, "player1")).token)).body.value!;
    expect(vnd).toMatchObject({ currency: "VND", decimals: 0 });
    expect(vnd.channels.map((channel) => channel.kind)).not.toContain("PIX");
    for (const channel of [...demo.channels, ...vnd.channels]) expect(channel.min).toBeLessThan(channel.max);
  });

  it("§3 transaction counts: BRANDB's player1 has its seeded e-wallet in fullEWalletList", async () => {
    const counts = (await getJson<TransactionCounts>(BRAND_B, PATHS.counts, (await openSession(BRAND_B, "player1")).token)).body.value!;
    expect(counts).toMatchObject({ totalDepositSuccessCount: 0, totalWithdrawSuccessCount: 0, fullBankCardList: [], fullVirtualWalletList: [] });
    expect(counts.fullEWalletList).toEqual([expect.objectContaining({ kind: "EWALLET", provider: "MoMo", masked: "••••4321" })]);
  });

  it("§7 MCSFE_getWithdrawAccountInfo: withdrawable is the balance within the limits", async () => {
    const { token } = await openSession(BRAND_C, "player1");
    const info = (await getJson<WithdrawAccountInfo>(BRAND_C, PATHS.withdrawInfo, token)).body.value!;
    expect(info).toMatchObject({
      currency: "AED",
      balance: 1000,
      withdrawable: 1000,
      min: 50,
      max: 20_000,
      dailyLimit: 50_000,
      dailyRemaining: 50_000,
      pixAvailable: false,
    });
    expect(info.banks.length).toBeGreaterThan(0);
  });

  it("§7 a malformed deposit order id is a 400; another member's order is not found", async () => {
    const { token } = await openSession(DEMO, "agent1");
    refusal(await getJson(DEMO, `${PATHS.depositOrder}?id=abc`, token), "order_id_invalid", 400);
    refusal(await getJson(DEMO, `${PATHS.depositOrder}`, token), "order_id_invalid", 400);
    const other = await openSession(DEMO, "quiet4");
    const order = await post<DepositOrder>(DEMO, PATHS.deposit, { requestId: newId(), channelId: "ted", amount: 50 }, other.token);
    refusal(await getJson(DEMO, `${PATHS.depositOrder}?id=${order.body.value!.id}`, token), "deposit_not_found", 404);
  });
});

describe("Money: deposits", () => {
  it("§4 a deposit is pending until the provider's delay has passed, then the balance and the count follow", async () => {
    const { token } = await openSession(BRAND_C, "player1");
    const slow = { ...env, SANDBOX_DEPOSIT_DELAY_MS: "3000" };
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const before = (await getJson<TransactionCounts>(BRAND_C, PATHS.counts, token)).body.value!.totalDepositSuccessCount;
    const created = await post<DepositOrder>(BRAND_C, PATHS.deposit, { requestId: newId(), channelId: "bank", amount: 150.5 }, token, { testEnv: slow });
    expect(created.body.value).toMatchObject({
      status: "pending",
      amount: 150.5,
      currency: "AED",
      pixCode: null,
      reference: expect.stringMatching(/^DEP-\d{8}$/),
    });
    const orderPath = `${PATHS.depositOrder}?id=${created.body.value!.id}`;

    vi.setSystemTime(start + 2_999);
    expect((await getJson<DepositOrder>(BRAND_C, orderPath, token)).body.value!.status).toBe("pending");
    expect(await balanceOf(BRAND_C, token)).toBe(1000);

    vi.setSystemTime(start + 3_000);
    expect(await balanceOf(BRAND_C, token)).toBe(1150.5);
    expect((await getJson<DepositOrder>(BRAND_C, orderPath, token)).body.value!.status).toBe("completed");
    expect((await getJson<TransactionCounts>(BRAND_C, PATHS.counts, token)).body.value!.totalDepositSuccessCount).toBe(before + 1);
    // Settled once: reading again adds nothing.
    expect(await balanceOf(BRAND_C, token)).toBe(1150.5);
  });

  it("§9 without a setting the deposit waits SANDBOX_DEPOSIT_DELAY_MS (2 s, inside the 2.5 s re-check)", async () => {
    const { token } = await openSession(DEMO, "firsttime");
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const created = await post<DepositOrder>(DEMO, PATHS.deposit, { requestId: newId(), channelId: "pix", amount: 20 }, token);
    expect(created.body.value!.status).toBe("pending");
    vi.setSystemTime(start + 2_000);
    expect((await getJson<DepositOrder>(DEMO, `${PATHS.depositOrder}?id=${created.body.value!.id}`, token)).body.value!.status).toBe("completed");
  });

  it("§7 a Pix deposit returns a BR Code to copy and paste, with the amount and a checksum", async () => {
    const { token } = await openSession(DEMO, "expired");
    const created = await post<DepositOrder>(DEMO, PATHS.deposit, { requestId: newId(), channelId: "pix", amount: 100 }, token);
    const code = created.body.value!.pixCode!;
    expect(code).toMatch(/^000201/);
    expect(code).toContain("br.gov.bcb.pix");
    expect(code).toContain("5406100.00");
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
  });

  it("a merchant's test delay of 0 completes a deposit at once; the test callback completes a pending one (dev builds)", async () => {
    await setDelay(BRAND_B, 0);
    try {
      const { token } = await openSession(BRAND_B, "agent2");
      const created = await post<DepositOrder>(BRAND_B, PATHS.deposit, { requestId: newId(), channelId: "momo", amount: 200_000 }, token);
      expect(created.body.value).toMatchObject({ status: "completed", amount: 200_000, currency: "VND" });
      expect(await balanceOf(BRAND_B, token)).toBe(5_200_000);
    } finally {
      await setDelay(BRAND_B, null);
    }
    const { token } = await openSession(BRAND_B, "expired");
    await setDelay(BRAND_B, 600_000);
    const waiting = await post<DepositOrder>(BRAND_B, PATHS.deposit, { requestId: newId(), channelId: "bank", amount: 100_000 }, token);
    expect(waiting.body.value!.status).toBe("pending");
    // The provider's callback, as a test fires it: the deposit completes on its next read.
    const confirmed = await call(`${BRAND_B}/wps/sandbox/wallet/confirmDeposits`, { method: "POST" });
    expect(await confirmed.json()).toMatchObject({ success: true, value: { confirmed: 1 } });
    expect((await getJson<DepositOrder>(BRAND_B, `${PATHS.depositOrder}?id=${waiting.body.value!.id}`, token)).body.value!.status).toBe("completed");
    await setDelay(BRAND_B, null);
    const bad = await call(`${BRAND_B}/wps/sandbox/wallet/depositDelay`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ delayMs: -1 }),
    });
    expect(bad.status).toBe(400);
  });

  it.each([
    ["a string", "10", "amount_invalid"],
    ["zero", 0, "amount_invalid"],
    ["a negative amount", -5, "amount_invalid"],
    ["not finite", null, "amount_invalid"],
    ["three decimals", 10.123, "amount_decimals"],
    ["under the channel's minimum", 5, "amount_below_min"],
    ["over the channel's maximum", 60_000, "amount_above_max"],
  ])("§5 a deposit amount that is %s is refused with a 400 and nothing is recorded", async (_, amount, errorCode) => {
    const { token, id } = await openSession(DEMO, "mfa_sms");
    const answer = await post(DEMO, PATHS.deposit, { requestId: newId(), channelId: "pix", amount }, token);
    refusal(answer, errorCode, 400);
    expect(answer.body.value).toEqual({ field: "amount", problem: expect.any(String) });
    const rows = await env.SANDBOX_DB.prepare("SELECT COUNT(*) AS n FROM wallet_deposits WHERE member_id = ?").bind(id).first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("§5 VND allows no decimals; an unknown channel and a Pix channel outside BRL are refused", async () => {
    const { token } = await openSession(BRAND_B, "player1");
    refusal(await post(BRAND_B, PATHS.deposit, { requestId: newId(), channelId: "bank", amount: 100_000.5 }, token), "amount_decimals", 400);
    refusal(await post(BRAND_B, PATHS.deposit, { requestId: newId(), channelId: "pix", amount: 100_000 }, token), "deposit_channel_invalid", 400);
  });

  it("malformed posts get a clear 4xx: no body object, no request id, not encrypted, not JSON", async () => {
    const { token } = await openSession(DEMO, "mfa_payee");
    refusal(await post(DEMO, PATHS.deposit, [1, 2], token), "body_invalid", 400);
    refusal(await post(DEMO, PATHS.deposit, { channelId: "pix", amount: 20 }, token), "request_id_invalid", 400);
    refusal(await post(DEMO, PATHS.deposit, { requestId: "x", channelId: "pix", amount: 20 }, token), "request_id_invalid", 400);
    const plain = await call(`${DEMO}${PATHS.deposit}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: token, Language: "EN" },
      body: JSON.stringify({ requestId: newId(), channelId: "pix", amount: 20 }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ success: false, errorCode: "encryption_required" });
    const broken = await call(`${DEMO}${PATHS.withdraw}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: token },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
  });

  it("a repeated request id is refused and carries the first deposit; two at once make one deposit", async () => {
    const { token, id } = await openSession(DEMO, "mfa_all");
    const requestId = newId();
    const first = await post<DepositOrder>(DEMO, PATHS.deposit, { requestId, channelId: "ted", amount: 75 }, token);
    const again = await post<DepositOrder>(DEMO, PATHS.deposit, { requestId, channelId: "ted", amount: 75 }, token);
    refusal(again, "duplicate_request");
    expect(again.body.value).toEqual(first.body.value);

    const racing = newId();
    const both = await Promise.all([
      post<DepositOrder>(DEMO, PATHS.deposit, { requestId: racing, channelId: "ted", amount: 80 }, token),
      post<DepositOrder>(DEMO, PATHS.deposit, { requestId: racing, channelId: "ted", amount: 80 }, token),
    ]);
    expect(both.filter((answer) => answer.body.success)).toHaveLength(1);
    const rows = await env.SANDBOX_DB.prepare("SELECT COUNT(*) AS n FROM wallet_deposits WHERE member_id = ?").bind(id).first<{ n: number }>();
    expect(rows!.n).toBe(2);
  });
});

describe("Money: bound accounts", () => {
  it("§2 addBankCard: a valid card is bound and shown masked; the same card again is refused", async () => {
    const { token } = await openSession(BRAND_C, "agent1");
    const bound = await post<BoundAccount>(
      BRAND_C,
      PATHS.bindCard,
      { requestId: newId(), bankCode: "ENBD", holderName: "  Ali   Hassan ", cardNumber: VISA },
      token,
    );
    expect(bound.body.value).toMatchObject({ kind: "BANK_CARD", provider: "Emirates NBD", holderName: "Ali Hassan", masked: "•••• 1111", keyType: null });
    expect(JSON.stringify(bound.body)).not.toContain("4111111111111111");
    refusal(
      await post(BRAND_C, PATHS.bindCard, { requestId: newId(), bankCode: "ENBD", holderName: "Ali Hassan", cardNumber: VISA.replace(/ /g, "-") }, token),
      "account_exists",
    );
    const counts = (await getJson<TransactionCounts>(BRAND_C, PATHS.counts, token)).body.value!;
    expect(counts.fullBankCardList).toEqual([bound.body.value]);
  });

  it.each([
    ["a card failing the Luhn check", { cardNumber: "4111 1111 1111 1112" }, "card_number_invalid", "checksum"],
    ["letters in the card number", { cardNumber: "4111 abcd 1111 1111" }, "card_number_invalid", "notDigits"],
    ["a card number too short", { cardNumber: "42424242424" }, "card_number_invalid", "length"],
    ["an unknown bank", { bankCode: "NOPE" }, "bank_invalid", "invalid"],
    ["a holder name of digits", { holderName: "12345" }, "holder_name_invalid", "invalid"],
    ["no holder name", { holderName: " " }, "holder_name_invalid", "required"],
  ])("§5 addBankCard refuses %s", async (_, change, errorCode, problem) => {
    const { token } = await openSession(DEMO, "player1");
    const answer = await post(DEMO, PATHS.bindCard, { requestId: newId(), bankCode: "341", holderName: "Maria Silva", cardNumber: VISA, ...change }, token);
    refusal(answer, errorCode, 400);
    expect(answer.body.value).toMatchObject({ problem });
  });

  it("§2 addBankCardPix: CPF, CNPJ (numeric and alphanumeric), e-mail, +55 phone and random keys are bound masked", async () => {
    const { token } = await openSession(DEMO, "agent1");
    const keys = [
      ["CPF", CPF, "•••.982.247-••"],
      ["CNPJ", "11.222.333/0001-81", "11.•••.•••/0001-81"],
      ["CNPJ", "12.ABC.345/01DE-35", "12.•••.•••/01DE-35"],
      ["EMAIL", "Maria.Silva@Example.com", "m•••@example.com"],
      ["PHONE", "+55 (11) 98765-4321", "+55 11 •••••-4321"],
    ] as const;
    for (const [keyType, key, masked] of keys) {
      const answer = await post<BoundAccount>(DEMO, PATHS.bindPix, { requestId: newId(), keyType, key, holderName: "Carlos Lima" }, token);
      expect(answer.body.value, `${keyType} ${key}`).toMatchObject({ kind: "PIX", provider: "Pix", keyType, masked });
    }
    refusal(
      await post(DEMO, PATHS.bindPix, { requestId: newId(), keyType: "EVP", key: "123e4567-e89b-42d3-a456-556642440000", holderName: "Carlos Lima" }, token),
      "account_limit",
    );
  });

  it.each([
    ["a CPF with wrong check digits", "CPF", "529.982.247-26", "checksum"],
    ["a CPF of one repeated digit", "CPF", "111.111.111-11", "checksum"],
    ["a CNPJ with wrong check digits", "CNPJ", "11.222.333/0001-80", "checksum"],
    ["an e-mail without a domain", "EMAIL", "maria@", "invalid"],
    ["a phone outside Brazil", "PHONE", "+84 912 345 678", "invalid"],
    ["a random key that is not a UUID v4", "EVP", "123e4567-e89b-12d3-a456-556642440000", "invalid"],
    ["an unknown key type", "IBAN", "x", "invalid"],
  ])("§5 addBankCardPix refuses %s", async (_, keyType, key, problem) => {
    const { token } = await openSession(DEMO, "player1");
    const answer = await post(DEMO, PATHS.bindPix, { requestId: newId(), keyType, key, holderName: "Maria Silva" }, token);
    refusal(answer, "pix_key_invalid", 400);
    expect(answer.body.value).toEqual({ field: "key", problem });
  });

  it("§2 Pix keys are for BRL merchants only", async () => {
    const { token } = await openSession(BRAND_B, "player1");
    refusal(await post(BRAND_B, PATHS.bindPix, { requestId: newId(), keyType: "CPF", key: CPF, holderName: "Nguyen Van A" }, token), "pix_unavailable");
  });
});

describe("Money: withdrawals", () => {
  it("§2 withdraw: the balance falls, the fee is taken from the payout, the count rises, a repeat is refused", async () => {
    const { token } = await openSession(DEMO, "defaultpw");
    const account = (await post<BoundAccount>(DEMO, PATHS.bindPix, { requestId: newId(), keyType: "CPF", key: CPF, holderName: "Ana Souza" }, token)).body
      .value!;
    const requestId = newId();
    const order = await post<WithdrawOrder>(DEMO, PATHS.withdraw, { requestId, accountId: account.id, amount: 250.5 }, token);
    expect(order.body.value).toMatchObject({ amount: 250.5, fee: 2.51, paidOut: 247.99, currency: "BRL", status: "completed", balance: 749.5 });
    expect(await balanceOf(DEMO, token)).toBe(749.5);
    expect((await getJson<TransactionCounts>(DEMO, PATHS.counts, token)).body.value!.totalWithdrawSuccessCount).toBe(1);
    const again = await post(DEMO, PATHS.withdraw, { requestId, accountId: account.id, amount: 250.5 }, token);
    refusal(again, "duplicate_request");
    expect(again.body.value).toMatchObject({ id: order.body.value!.id });
    expect(await balanceOf(DEMO, token)).toBe(749.5);
  });

  it("§8 a withdrawal above the balance is refused in the player's language, and nothing moves", async () => {
    const { token } = await openSession(BRAND_C, "player1");
    const account = (
      await post<BoundAccount>(
        BRAND_C,
        PATHS.bindCard,
        { requestId: newId(), bankCode: "FAB", holderName: "Omar Khalid", cardNumber: "5555 5555 5555 4444" },
        token,
      )
    ).body.value!;
    const balance = await balanceOf(BRAND_C, token);
    refusal(await post(BRAND_C, PATHS.withdraw, { requestId: newId(), accountId: account.id, amount: balance + 1 }, token), "insufficient_funds");
    const arabic = await post(BRAND_C, PATHS.withdraw, { requestId: newId(), accountId: account.id, amount: balance + 1 }, token, { language: "AR" });
    expect(arabic.body.errorCode).toBe("insufficient_funds");
    expect(arabic.body.message).toBeTruthy();
    expect(await balanceOf(BRAND_C, token)).toBe(balance);
  });

  it("§5 withdrawal limits: under the minimum, over the maximum, over the daily limit, an account not the player's", async () => {
    const member = await openSession(BRAND_C, "firsttime");
    await changeBalance(env.SANDBOX_DB, member.id, 100_000, "test:top-up");
    const account = (
      await post<BoundAccount>(BRAND_C, PATHS.bindCard, { requestId: newId(), bankCode: "ADCB", holderName: "Sara Ahmed", cardNumber: VISA }, member.token)
    ).body.value!;
    const withdraw = (amount: number, accountId = account.id) =>
      post<WithdrawOrder>(BRAND_C, PATHS.withdraw, { requestId: newId(), accountId, amount }, member.token);
    refusal(await withdraw(49.99), "amount_below_min", 400);
    refusal(await withdraw(20_000.01), "amount_above_max", 400);
    refusal(await withdraw(100, 999_999), "withdraw_account_invalid", 400);
    expect((await withdraw(20_000)).body.success).toBe(true);
    expect((await withdraw(20_000)).body.success).toBe(true);
    refusal(await withdraw(10_000.01), "withdraw_daily_limit");
    const info = (await getJson<WithdrawAccountInfo>(BRAND_C, PATHS.withdrawInfo, member.token)).body.value!;
    expect(info).toMatchObject({ dailyRemaining: 10_000, withdrawable: 10_000 });
  });
});

describe("Money: what an attacker tries (issue #34)", () => {
  /** A fresh player of Demo Bet with exactly `balance` (BRL) and a bound Pix key: nothing withdrawn today. */
  async function fundedPlayer(username: string, balance: number): Promise<{ token: string; accountId: number }> {
    const response = await call(`${DEMO}/wps/sandbox/downloadPlayer`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username, registeredDaysAgo: 30 }),
    });
    const { id, token } = ((await response.json()) as { value: { id: number; token: string } }).value;
    await changeBalance(env.SANDBOX_DB, id, balance - (await readBalance(env.SANDBOX_DB, id)).balance, "test:set");
    const account = await post<BoundAccount>(DEMO, PATHS.bindPix, { requestId: newId(), keyType: "CPF", key: CPF, holderName: "Ana Souza" }, token);
    return { token, accountId: account.body.value!.id };
  }

  /** `count` withdrawals of `amount` sent at once, each with its own request id. */
  async function simultaneousWithdrawals(player: { token: string; accountId: number }, count: number, amount: number) {
    const answers = await Promise.all(
      Array.from({ length: count }, () => post<WithdrawOrder>(DEMO, PATHS.withdraw, { requestId: newId(), accountId: player.accountId, amount }, player.token)),
    );
    return {
      passed: answers.filter((answer) => answer.body.success).length,
      refused: answers.filter((answer) => !answer.body.success).map((a) => a.body.errorCode),
    };
  }

  it("§5 fifty simultaneous withdrawals never pass the daily limit (R$ 100,000): two of R$ 50,000 pass, as sent one after another", async () => {
    const player = await fundedPlayer("a2h_limit_race", 200_000);
    const { passed, refused } = await simultaneousWithdrawals(player, 50, 50_000);
    expect(passed).toBe(2);
    expect(new Set(refused)).toEqual(new Set(["withdraw_daily_limit"]));
    expect(await balanceOf(DEMO, player.token)).toBe(100_000);
    const info = (await getJson<WithdrawAccountInfo>(DEMO, PATHS.withdrawInfo, player.token)).body.value!;
    expect(info).toMatchObject({ dailyRemaining: 0, withdrawable: 0 });
  });

  it("§5 fifty simultaneous withdrawals never pass the balance: one of R$ 40,000 from R$ 60,000", async () => {
    const player = await fundedPlayer("a2h_balance_race", 60_000);
    const { passed, refused } = await simultaneousWithdrawals(player, 50, 40_000);
    expect(passed).toBe(1);
    expect(new Set(refused)).toEqual(new Set(["insufficient_funds"]));
    expect(await balanceOf(DEMO, player.token)).toBe(20_000);
  });

  it("§5 one deposit request id sent fifty times at once makes one order; sent again later, none", async () => {
    const player = await fundedPlayer("a2h_deposit_replay", 0);
    const requestId = newId();
    const send = () => post<DepositOrder>(DEMO, PATHS.deposit, { requestId, channelId: "ted", amount: 100 }, player.token);
    const answers = await Promise.all(Array.from({ length: 50 }, send));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => !answer.body.success).map((answer) => answer.body.errorCode))).toEqual(new Set(["duplicate_request"]));
    expect((await send()).body.errorCode).toBe("duplicate_request");
    const orders = await env.SANDBOX_DB.prepare("SELECT COUNT(*) AS n FROM wallet_deposits WHERE member_id = (SELECT id FROM members WHERE username = ?)")
      .bind("a2h_deposit_replay")
      .first<{ n: number }>();
    expect(orders?.n).toBe(1);
  });

  it("§5 fifty simultaneous reads when a deposit completes credit it once", async () => {
    const player = await fundedPlayer("a2h_deposit_settle", 0);
    const slow = { ...env, SANDBOX_DEPOSIT_DELAY_MS: "1000" };
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    await post<DepositOrder>(DEMO, PATHS.deposit, { requestId: newId(), channelId: "ted", amount: 250 }, player.token, { testEnv: slow });
    vi.setSystemTime(start + 1_000);
    await Promise.all(Array.from({ length: 50 }, () => getJson<Balance>(DEMO, PATHS.balance, player.token)));
    expect(await balanceOf(DEMO, player.token)).toBe(250);
  });

  it("§5 one request id sent fifty times at once withdraws once", async () => {
    const player = await fundedPlayer("a2h_replay_race", 10_000);
    const requestId = newId();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post<WithdrawOrder>(DEMO, PATHS.withdraw, { requestId, accountId: player.accountId, amount: 1_000 }, player.token)),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(new Set(answers.filter((answer) => !answer.body.success).map((answer) => answer.body.errorCode))).toEqual(new Set(["duplicate_request"]));
    expect(await balanceOf(DEMO, player.token)).toBe(9_000);
  });
});
