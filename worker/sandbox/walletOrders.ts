import type { BoundAccount, DepositOrder, TransactionCounts, WithdrawOrder } from "#shared/contract";
import { ensureWallet, fromMinor } from "./wallet";
import { listAccounts } from "./walletAccounts";

/**
 * Deposits and withdrawals in D1 (docs/decisions/018). A deposit waits "pending" until its payment
 * provider would have called back; the sandbox completes it lazily, the next time anything reads this
 * member's money, so no timer has to outlive a request in workerd.
 */

interface DepositRow {
  id: number;
  channel_id: string;
  amount_minor: number;
  currency: string;
  pix_code: string | null;
  status: DepositOrder["status"];
  created_at: number;
}

export const depositReference = (id: number) => `DEP-${String(id).padStart(8, "0")}`;

export const toDeposit = (row: DepositRow): DepositOrder => ({
  id: row.id,
  channelId: row.channel_id,
  amount: fromMinor(row.amount_minor, row.currency),
  currency: row.currency,
  status: row.status,
  pixCode: row.pix_code,
  reference: depositReference(row.id),
  createdAt: row.created_at,
});

/**
 * Completes the member's deposits whose delay has passed and adds them to the balance, in one transaction:
 * two requests settling at once each add only the deposits their own token marked.
 */
export async function settleDeposits(db: D1Database, memberId: number, now = Date.now()): Promise<void> {
  const due = await db
    .prepare("SELECT 1 FROM wallet_deposits WHERE member_id = ? AND status = 'pending' AND completes_at <= ? LIMIT 1")
    .bind(memberId, now)
    .first();
  if (!due) return;
  await ensureWallet(db, memberId);
  const token = crypto.randomUUID();
  await db.batch([
    db
      .prepare(
        "UPDATE wallet_deposits SET status = 'completed', completed_at = ?1, settle_token = ?2 WHERE member_id = ?3 AND status = 'pending' AND completes_at <= ?1",
      )
      .bind(now, token, memberId),
    db
      .prepare(
        "UPDATE wallet_balances SET balance_minor = balance_minor + (SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_deposits WHERE settle_token = ?1) WHERE member_id = ?2",
      )
      .bind(token, memberId),
    db
      .prepare(
        "INSERT INTO wallet_ledger (member_id, delta_minor, reason, created_at) SELECT member_id, amount_minor, 'deposit:' || id, ?1 FROM wallet_deposits WHERE settle_token = ?2",
      )
      .bind(now, token),
  ]);
}

export async function readDeposit(db: D1Database, memberId: number, id: number): Promise<DepositOrder | null> {
  const row = await db.prepare("SELECT * FROM wallet_deposits WHERE id = ? AND member_id = ?").bind(id, memberId).first<DepositRow>();
  return row ? toDeposit(row) : null;
}

interface WithdrawalRow {
  id: number;
  account_id: number;
  amount_minor: number;
  fee_minor: number;
  currency: string;
  created_at: number;
}

export async function readWithdrawal(db: D1Database, memberId: number, id: number): Promise<WithdrawOrder | null> {
  const row = await db.prepare("SELECT * FROM wallet_withdrawals WHERE id = ? AND member_id = ?").bind(id, memberId).first<WithdrawalRow>();
  if (!row) return null;
  const wallet = await ensureWallet(db, memberId);
  const amount = fromMinor(row.amount_minor, row.currency);
  const fee = fromMinor(row.fee_minor, row.currency);
  return {
    id: row.id,
    accountId: row.account_id,
    amount,
    fee,
    paidOut: fromMinor(row.amount_minor - row.fee_minor, row.currency),
    currency: row.currency,
    status: "completed",
    balance: fromMinor(wallet.balanceMinor, wallet.currency),
    createdAt: row.created_at,
  };
}

/** Start of the current UTC day: the daily withdrawal limit counts from here. */
export const dayStart = (now: number) => now - (now % 86_400_000);

export async function withdrawnToday(db: D1Database, memberId: number, now = Date.now()): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(amount_minor), 0) AS total FROM wallet_withdrawals WHERE member_id = ? AND created_at >= ?")
    .bind(memberId, dayStart(now))
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/**
 * Issue #34: the statement that holds the daily withdrawal limit inside a withdrawal's batch, after its own insert.
 * It writes the day's total summed from the withdrawals themselves; the table's CHECK (migration 0027) fails the
 * batch when the total passes the limit.
 */
export function withdrawalDayTotal(db: D1Database, memberId: number, now: number, limitMinor: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO wallet_withdrawal_days (member_id, day_start, total_minor, limit_minor)
       SELECT ?1, ?2, COALESCE(SUM(amount_minor), 0), ?3 FROM wallet_withdrawals WHERE member_id = ?1 AND created_at >= ?2
       ON CONFLICT (member_id, day_start) DO UPDATE SET total_minor = excluded.total_minor, limit_minor = excluded.limit_minor`,
    )
    .bind(memberId, dayStart(now), limitMinor);
}

/** SPEC §3 Transaction counts, after settling what is due. */
export async function countsOf(db: D1Database, memberId: number): Promise<TransactionCounts> {
  await settleDeposits(db, memberId);
  const row = await db
    .prepare(
      "SELECT (SELECT COUNT(*) FROM wallet_deposits WHERE member_id = ?1 AND status = 'completed') AS deposits, (SELECT COUNT(*) FROM wallet_withdrawals WHERE member_id = ?1 AND status = 'completed') AS withdrawals",
    )
    .bind(memberId)
    .first<{ deposits: number; withdrawals: number }>();
  const accounts = await listAccounts(db, memberId);
  const ofKind = (...kinds: BoundAccount["kind"][]) => accounts.filter((account) => kinds.includes(account.kind));
  return {
    totalDepositSuccessCount: row?.deposits ?? 0,
    totalWithdrawSuccessCount: row?.withdrawals ?? 0,
    fullBankCardList: ofKind("BANK_CARD", "PIX"),
    fullVirtualWalletList: ofKind("VIRTUAL"),
    fullEWalletList: ofKind("EWALLET"),
  };
}
