/**
 * A member's balance (docs/decisions/018). The demo game and the money routes share these two calls, so a
 * balance changes in one place: atomically, never below zero, every change written to the ledger.
 */

/** Minor units per currency; anything not listed has cents. */
const CURRENCY_DECIMALS: Record<string, number> = { BRL: 2, AED: 2, VND: 0 };

export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2;
}

export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/** The member's wallet row, created at zero in the merchant's currency the first time it is needed. */
export async function ensureWallet(db: D1Database, memberId: number): Promise<{ balanceMinor: number; currency: string }> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO wallet_balances (member_id, currency, balance_minor)
       SELECT m.id, COALESCE(json_extract(s.country, '$.currency'), 'BRL'), 0
       FROM members m LEFT JOIN merchant_settings s ON s.merchant_code = m.merchant_code WHERE m.id = ?`,
    )
    .bind(memberId)
    .run();
  const row = await db
    .prepare("SELECT balance_minor, currency FROM wallet_balances WHERE member_id = ?")
    .bind(memberId)
    .first<{ balance_minor: number; currency: string }>();
  if (!row) throw new Error(`wallet: no member ${memberId}`);
  return { balanceMinor: row.balance_minor, currency: row.currency };
}

export async function readBalance(db: D1Database, memberId: number): Promise<{ balance: number; currency: string }> {
  const wallet = await ensureWallet(db, memberId);
  return { balance: fromMinor(wallet.balanceMinor, wallet.currency), currency: wallet.currency };
}

/**
 * Adds `delta` (negative to take) in the member's currency, rounded to its minor unit. The guard sits in the
 * UPDATE itself, so two concurrent takes can never both pass a check made before either wrote.
 */
export async function changeBalance(
  db: D1Database,
  memberId: number,
  delta: number,
  reason: string,
): Promise<{ balance: number } | { error: "insufficient_funds" }> {
  if (!Number.isFinite(delta)) throw new TypeError(`wallet: delta must be a finite number, got ${delta}`);
  const { currency } = await ensureWallet(db, memberId);
  const deltaMinor = toMinor(delta, currency);
  const [updated] = await db.batch<{ balance_minor: number }>([
    db
      .prepare("UPDATE wallet_balances SET balance_minor = balance_minor + ?1 WHERE member_id = ?2 AND balance_minor + ?1 >= 0 RETURNING balance_minor")
      .bind(deltaMinor, memberId),
    // changes() is the UPDATE's: the ledger only records a change that happened.
    db
      .prepare("INSERT INTO wallet_ledger (member_id, delta_minor, reason, created_at) SELECT ?, ?, ?, ? WHERE changes() > 0")
      .bind(memberId, deltaMinor, reason.slice(0, 200), Date.now()),
  ]);
  const row = updated?.results[0];
  if (!row) return { error: "insufficient_funds" };
  return { balance: fromMinor(row.balance_minor, currency) };
}
