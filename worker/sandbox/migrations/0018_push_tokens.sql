-- Push (docs/decisions/023). The registration tokens players bound with CSP_fcmBind: one row per token, whose player
-- is the last one that bound it on that merchant. CSP_fcmUnsubscribe with unsubscribeAll removes the row.
CREATE TABLE IF NOT EXISTS push_tokens (
  merchant_code TEXT NOT NULL,
  token TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  bound_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, token)
);
CREATE INDEX IF NOT EXISTS push_tokens_member ON push_tokens (member_id);
-- The topics each token receives (CSP_fcmSubscribe); every player's token is on ALL.
CREATE TABLE IF NOT EXISTS push_topics (
  merchant_code TEXT NOT NULL,
  token TEXT NOT NULL,
  topic TEXT NOT NULL,
  subscribed_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, token, topic)
);
-- Test pushes (`npm run ops -- push`, the sandbox's helper): FCM's payload per bound token, waiting until the page of
-- that token picks it up (sandbox builds have no push service to deliver it).
CREATE TABLE IF NOT EXISTS push_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  token TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE INDEX IF NOT EXISTS push_messages_pending ON push_messages (merchant_code, token, delivered_at);
