import { Hono } from "hono";
import { depositOrder, depositSettings, depositSubmit, memberBalance, transactionCounts, withdrawAccountInfo, withdrawSubmit } from "#shared/contract";
import { type AmountProblem, checkAmount, withdrawFee } from "#shared/moneyRules";
import { fail, ok } from "./envelope";
import { currencyDecimals, ensureWallet, fromMinor, readBalance, toMinor } from "./wallet";
import { listAccounts, readAccount } from "./walletAccounts";
import { walletAccountRoutes } from "./walletAccountRoutes";
import { DEFAULT_DEPOSIT_DELAY_MS, pixAvailable, termsFor } from "./walletLimits";
import { countsOf, readDeposit, readWithdrawal, settleDeposits, withdrawalDayTotal, withdrawnToday } from "./walletOrders";
import { pixCode } from "./walletPix";
import { type C, noteRecord, recordOnce, type RequestKind, withMember, withMoneyPost } from "./walletRequests";
import { walletTestRoutes } from "./walletTestRoutes";
import type { SandboxEnv } from "./types";

/** The errorCode of each amount problem; the screens show the limits, so the texts need no numbers. */
const AMOUNT_CODES: Record<AmountProblem, string> = {
  invalid: "amount_invalid",
  notPositive: "amount_invalid",
  tooManyDecimals: "amount_decimals",
  belowMin: "amount_below_min",
  aboveMax: "amount_above_max",
};

const amountRefusal = (c: C, problem: AmountProblem) => fail(c, AMOUNT_CODES[problem], 400, { value: { field: "amount", problem } });

/** What a repeated request id made the first time: the deposit, the withdrawal or the bound account. */
async function describe(c: C, memberId: number, kind: RequestKind, recordId: number): Promise<unknown> {
  const db = c.env.SANDBOX_DB;
  if (kind === "deposit") return readDeposit(db, memberId, recordId);
  if (kind === "withdraw") return readWithdrawal(db, memberId, recordId);
  return readAccount(db, memberId, recordId);
}

/**
 * How long a deposit waits for its (imagined) provider: the merchant's test setting in dev builds, else
 * the SANDBOX_DEPOSIT_DELAY_MS var, else the default.
 */
async function depositDelay(c: C): Promise<number> {
  if (__DEV_TOOLS__) {
    const row = await c.env.SANDBOX_DB.prepare("SELECT deposit_delay_ms FROM wallet_sandbox_settings WHERE merchant_code = ?")
      .bind(c.var.merchantCode)
      .first<{ deposit_delay_ms: number }>();
    if (row) return row.deposit_delay_ms;
  }
  const configured = c.env.SANDBOX_DEPOSIT_DELAY_MS;
  return typeof configured === "string" && /^\d{1,9}$/.test(configured) ? Number(configured) : DEFAULT_DEPOSIT_DELAY_MS;
}

/** Money of the sandbox platform (docs/decisions/018): balances, deposits, withdrawals, bound accounts. */
export const walletRoutes = new Hono<SandboxEnv>()
  .get(
    memberBalance.path,
    withMember(async (c, member) => {
      await settleDeposits(c.env.SANDBOX_DB, member.id);
      return ok(c, await readBalance(c.env.SANDBOX_DB, member.id));
    }),
  )
  .get(
    depositSettings.path,
    withMember(async (c, member) => {
      const { currency } = await ensureWallet(c.env.SANDBOX_DB, member.id);
      const terms = termsFor(currency);
      return ok(c, { currency, decimals: currencyDecimals(currency), channels: terms.channels, amountChoices: terms.amountChoices });
    }),
  )
  .get(
    transactionCounts.path,
    withMember(async (c, member) => ok(c, await countsOf(c.env.SANDBOX_DB, member.id))),
  )
  .get(
    depositOrder.path,
    withMember(async (c, member) => {
      const id = c.req.query("id") ?? "";
      if (!/^\d{1,12}$/.test(id)) return fail(c, "order_id_invalid", 400);
      await settleDeposits(c.env.SANDBOX_DB, member.id);
      const order = await readDeposit(c.env.SANDBOX_DB, member.id, Number(id));
      return order ? ok(c, order) : fail(c, "deposit_not_found", 404);
    }),
  )
  .get(
    withdrawAccountInfo.path,
    withMember(async (c, member) => {
      const db = c.env.SANDBOX_DB;
      await settleDeposits(db, member.id);
      const wallet = await ensureWallet(db, member.id);
      const { currency } = wallet;
      const { withdraw, banks } = termsFor(currency);
      const remainingMinor = Math.max(0, toMinor(withdraw.dailyLimit, currency) - (await withdrawnToday(db, member.id)));
      const withdrawableMinor = Math.min(wallet.balanceMinor, toMinor(withdraw.max, currency), remainingMinor);
      return ok(c, {
        currency,
        decimals: currencyDecimals(currency),
        balance: fromMinor(wallet.balanceMinor, currency),
        withdrawable: fromMinor(withdrawableMinor, currency),
        min: withdraw.min,
        max: withdraw.max,
        dailyLimit: withdraw.dailyLimit,
        dailyRemaining: fromMinor(remainingMinor, currency),
        fee: withdraw.fee,
        accounts: await listAccounts(db, member.id),
        banks,
        pixAvailable: pixAvailable(currency),
      });
    }),
  )
  .post(
    depositSubmit.path,
    withMoneyPost(describe, async (c, member, post) => {
      const { body, requestId } = post;
      const db = c.env.SANDBOX_DB;
      const { currency } = await ensureWallet(db, member.id);
      const channel = termsFor(currency).channels.find((candidate) => candidate.id === body.channelId);
      if (!channel) return fail(c, "deposit_channel_invalid", 400, { value: { field: "channelId", problem: "invalid" } });
      const problem = checkAmount(body.amount, { min: channel.min, max: channel.max, decimals: currencyDecimals(currency) });
      if (problem) return amountRefusal(c, problem);
      const amount = body.amount as number;
      const now = Date.now();
      const code = channel.kind === "PIX" ? pixCode(amount, member.merchant_code, requestId) : null;
      const recorded = await recordOnce(c, member.id, post, "deposit", now, [
        db
          .prepare(
            "INSERT INTO wallet_deposits (member_id, request_id, channel_id, amount_minor, currency, pix_code, status, created_at, completes_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)",
          )
          .bind(member.id, requestId, channel.id, toMinor(amount, currency), currency, code, now, now + (await depositDelay(c))),
        noteRecord(db, member.id, requestId),
      ]);
      if (recorded instanceof Response) return recorded;
      // A zero delay completes at once, as an instant provider would.
      await settleDeposits(db, member.id);
      const order = await readDeposit(db, member.id, recorded);
      if (!order) throw new Error("deposit not recorded");
      return ok(c, order);
    }),
  )
  .post(
    withdrawSubmit.path,
    withMoneyPost(describe, async (c, member, post) => {
      const { body, requestId } = post;
      const db = c.env.SANDBOX_DB;
      if (typeof body.accountId !== "number" || !Number.isInteger(body.accountId)) {
        return fail(c, "withdraw_account_invalid", 400, { value: { field: "accountId", problem: "invalid" } });
      }
      const account = await readAccount(db, member.id, body.accountId);
      if (!account) return fail(c, "withdraw_account_invalid", 400, { value: { field: "accountId", problem: "invalid" } });
      await settleDeposits(db, member.id);
      const wallet = await ensureWallet(db, member.id);
      const { currency } = wallet;
      const decimals = currencyDecimals(currency);
      const { withdraw } = termsFor(currency);
      const problem = checkAmount(body.amount, { min: withdraw.min, max: withdraw.max, decimals });
      if (problem) return amountRefusal(c, problem);
      const amount = body.amount as number;
      const amountMinor = toMinor(amount, currency);
      if (amountMinor > wallet.balanceMinor) return fail(c, "insufficient_funds");
      const now = Date.now();
      const limitMinor = toMinor(withdraw.dailyLimit, currency);
      const feeMinor = toMinor(withdrawFee(amount, withdraw.fee, decimals), currency);
      const recorded = await recordOnce(
        c,
        member.id,
        post,
        "withdraw",
        now,
        [
          // No guard here: the balance's CHECK (never below zero) fails the whole batch instead.
          db.prepare("UPDATE wallet_balances SET balance_minor = balance_minor - ? WHERE member_id = ?").bind(amountMinor, member.id),
          db
            .prepare(
              "INSERT INTO wallet_withdrawals (member_id, request_id, account_id, amount_minor, fee_minor, currency, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'completed', ?)",
            )
            .bind(member.id, requestId, account.id, amountMinor, feeMinor, currency, now),
          noteRecord(db, member.id, requestId),
          // The day's total, this withdrawal included, against the limit: its CHECK fails the whole batch instead.
          // After noteRecord, which reads the withdrawal's row id.
          withdrawalDayTotal(db, member.id, now, limitMinor),
          db
            .prepare("INSERT INTO wallet_ledger (member_id, delta_minor, reason, created_at) VALUES (?, ?, ?, ?)")
            .bind(member.id, -amountMinor, `withdraw:${requestId}`, now),
        ],
        { balance: () => fail(c, "insufficient_funds"), dailyLimit: () => fail(c, "withdraw_daily_limit") },
      );
      if (recorded instanceof Response) return recorded;
      const order = await readWithdrawal(db, member.id, recorded);
      if (!order) throw new Error("withdrawal not recorded");
      return ok(c, order);
    }),
  )
  .route("/", walletAccountRoutes(describe))
  .route("/", __DEV_TOOLS__ ? walletTestRoutes() : new Hono<SandboxEnv>());
