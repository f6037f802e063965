-- Players, their sessions, and the sandbox's RSA key for encrypted posts (SPEC §3 Member info, §7).
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  username TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,
  language TEXT,
  reg_date INTEGER NOT NULL,
  club_label_id TEXT,
  club_label_name TEXT,
  club_label_type TEXT,
  rank_level INTEGER,
  completed_conditions INTEGER NOT NULL DEFAULT 0,
  total_expected_conditions INTEGER NOT NULL DEFAULT 0,
  first_time_login INTEGER NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, username)
);
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_member ON sessions (member_id);
CREATE TABLE IF NOT EXISTS rsa_keys (
  id INTEGER PRIMARY KEY,
  public_spki TEXT NOT NULL,
  private_pkcs8 TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT OR IGNORE INTO members (merchant_code, username, type, language, reg_date, club_label_id, club_label_name, club_label_type, rank_level, completed_conditions, total_expected_conditions)
VALUES
  ('DEMO', 'player1', 0, 'PT-BR', 1735689600000, 'L2', 'Ouro', 'AUTO', 2, 3, 4),
  ('DEMO', 'agent1', 1, 'PT-BR', 1735689600000, 'L1', 'Prata', 'MANUAL', 1, 1, 5),
  ('DEMO', 'quiet4', 4, 'EN', 1735689600000, NULL, NULL, NULL, NULL, 0, 0),
  ('BRANDB', 'player1', 0, 'VI', 1735689600000, NULL, NULL, NULL, NULL, 0, 0),
  ('BRANDB', 'agent2', 2, 'VI', 1735689600000, 'V3', 'Kim cương', 'AUTO', 3, 2, 8);
