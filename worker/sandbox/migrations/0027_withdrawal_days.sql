-- Issue #34: the daily withdrawal limit is held inside the batch that moves the money. Each withdrawal's batch writes
-- the day's total, summed from the withdrawals themselves (its own included), beside the limit; the CHECK fails the
-- whole batch when the total would pass it. D1 runs a batch as one transaction, one at a time, so simultaneous
-- withdrawals are counted one after another, as sequential ones are.
CREATE TABLE IF NOT EXISTS wallet_withdrawal_days (
  member_id INTEGER NOT NULL REFERENCES members (id),
  day_start INTEGER NOT NULL,
  total_minor INTEGER NOT NULL,
  limit_minor INTEGER NOT NULL,
  PRIMARY KEY (member_id, day_start),
  CONSTRAINT withdraw_daily_limit CHECK (total_minor <= limit_minor)
);
