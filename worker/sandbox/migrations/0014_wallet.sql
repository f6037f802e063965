-- Money (issue #11, docs/decisions/018): balances, the ledger that explains them, deposits, withdrawals and the
-- accounts a player binds for withdrawals. Amounts are integers in the currency's minor unit (cents for BRL
-- and AED, whole dong for VND) so sums never drift.
CREATE TABLE IF NOT EXISTS wallet_balances (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  currency TEXT NOT NULL,
  balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0)
);
CREATE TABLE IF NOT EXISTS wallet_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  delta_minor INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_ledger_member ON wallet_ledger (member_id);
-- status: pending until completes_at, then completed (the payment provider's callback, read lazily).
CREATE TABLE IF NOT EXISTS wallet_deposits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  request_id TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  pix_code TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
  completes_at INTEGER NOT NULL,
  completed_at INTEGER,
  -- Marks the deposits one settlement completed, so the balance adds exactly those.
  settle_token TEXT
);
CREATE INDEX IF NOT EXISTS wallet_deposits_member ON wallet_deposits (member_id, status);
CREATE TABLE IF NOT EXISTS wallet_withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  request_id TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,
  fee_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'completed',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_withdrawals_member ON wallet_withdrawals (member_id, created_at);
-- kind: BANK_CARD, PIX, EWALLET or VIRTUAL. Only the last digits of a card or the masked key are kept.
CREATE TABLE IF NOT EXISTS wallet_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  kind TEXT NOT NULL,
  provider TEXT NOT NULL,
  holder_name TEXT NOT NULL,
  masked TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  key_type TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, kind, fingerprint)
);
-- One row per client request id, whatever the post: a second post with the same id is refused, not repeated.
-- record_id: the deposit, withdrawal or account the first post made (kind says which table).
CREATE TABLE IF NOT EXISTS wallet_requests (
  member_id INTEGER NOT NULL REFERENCES members (id),
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  record_id INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, request_id)
);
-- Test control (dev builds only): a merchant's own deposit delay, overriding SANDBOX_DEPOSIT_DELAY_MS.
CREATE TABLE IF NOT EXISTS wallet_sandbox_settings (
  merchant_code TEXT PRIMARY KEY,
  deposit_delay_ms INTEGER NOT NULL
);
-- Demo balances in each merchant's currency: R$ 1.000,00, 5.000.000 ₫, 1,000.00 د.إ. Players who register later start at zero.
INSERT OR IGNORE INTO wallet_balances (member_id, currency, balance_minor)
  SELECT id, 'BRL', 100000 FROM members WHERE merchant_code = 'DEMO';
INSERT OR IGNORE INTO wallet_balances (member_id, currency, balance_minor)
  SELECT id, 'VND', 5000000 FROM members WHERE merchant_code = 'BRANDB';
INSERT OR IGNORE INTO wallet_balances (member_id, currency, balance_minor)
  SELECT id, 'AED', 100000 FROM members WHERE merchant_code = 'BRANDC';
-- BRANDB's player1 has an e-wallet bound already, so a withdrawal is possible there without binding first.
INSERT OR IGNORE INTO wallet_accounts (member_id, kind, provider, holder_name, masked, fingerprint, key_type, created_at)
  SELECT id, 'EWALLET', 'MoMo', 'Nguyen Van A', '••••4321', 'seed-momo-4321', NULL, 1735776000000 FROM members WHERE merchant_code = 'BRANDB' AND username = 'player1';
