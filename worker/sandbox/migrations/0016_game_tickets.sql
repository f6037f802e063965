-- The sandbox's game launches (docs/decisions/017): a launch hands the demo game a short-lived ticket,
-- never the player's token; the asynchronous trial launch keeps its pending requests here.
CREATE TABLE IF NOT EXISTS game_tickets (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  merchant_code TEXT NOT NULL,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  trial INTEGER NOT NULL DEFAULT 0,
  -- A trial's play money, never the player's.
  trial_credits INTEGER NOT NULL DEFAULT 1000,
  lobby_url TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS trial_launch_requests (
  request_id TEXT PRIMARY KEY,
  ticket TEXT NOT NULL REFERENCES game_tickets (ticket),
  ready_at INTEGER NOT NULL
);
