-- Member screens (docs/decisions/014): what players claim, redeem and apply for. The catalogues themselves
-- (rewards, market items, missions, VIP levels) live in worker/sandbox/memberScreenCatalogs.ts.
CREATE TABLE IF NOT EXISTS reward_claims (
  member_id INTEGER NOT NULL REFERENCES members (id),
  reward_id TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, reward_id)
);
CREATE TABLE IF NOT EXISTS mall_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES members (id),
  merchant_code TEXT NOT NULL,
  item_id TEXT NOT NULL,
  cost INTEGER NOT NULL,
  redeemed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mall_redemptions_member ON mall_redemptions (member_id);
CREATE INDEX IF NOT EXISTS mall_redemptions_item ON mall_redemptions (merchant_code, item_id);
-- points: what the mission paid in points (0 for cash), added to the player's balance.
CREATE TABLE IF NOT EXISTS mission_claims (
  member_id INTEGER NOT NULL REFERENCES members (id),
  mission_id TEXT NOT NULL,
  points INTEGER NOT NULL DEFAULT 0,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, mission_id)
);
CREATE TABLE IF NOT EXISTS agent_applications (
  member_id INTEGER PRIMARY KEY REFERENCES members (id),
  contact_name TEXT NOT NULL,
  contact TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL
);
-- The demo agents were approved already; every other player may apply.
INSERT OR IGNORE INTO agent_applications (member_id, contact_name, contact, message, status, created_at)
  SELECT id, 'Carlos Lima', '+5511987650000', 'Tenho uma comunidade de jogadores e quero ser agente.', 'approved', 1735776000000 FROM members WHERE merchant_code = 'DEMO' AND username = 'agent1';
INSERT OR IGNORE INTO agent_applications (member_id, contact_name, contact, message, status, created_at)
  SELECT id, 'Trần Minh', '@tranminh', 'Tôi quản lý một nhóm người chơi và muốn trở thành đại lý.', 'approved', 1735776000000 FROM members WHERE merchant_code = 'BRANDB' AND username = 'agent2';
INSERT OR IGNORE INTO agent_applications (member_id, contact_name, contact, message, status, created_at)
  SELECT id, 'سالم الهاشمي', '+971501112233', 'لدي مجتمع من اللاعبين وأرغب في أن أصبح وكيلًا.', 'approved', 1735776000000 FROM members WHERE merchant_code = 'BRANDC' AND username = 'agent1';
-- Friends who signed up with player1's referral code (the username in capitals). They have no password: nobody signs in as them.
INSERT OR IGNORE INTO members (merchant_code, username, type, language, reg_date, referral_code, register_method) VALUES
  ('DEMO', 'amiga_ana', 0, 'PT-BR', 1738368000000, 'PLAYER1', 'H5'),
  ('DEMO', 'amigo_bruno', 0, 'PT-BR', 1740787200000, 'PLAYER1', 'H5'),
  ('BRANDB', 'ban_linh', 0, 'VI', 1738368000000, 'PLAYER1', 'H5'),
  ('BRANDC', 'sadiq_omar', 0, 'AR', 1738368000000, 'PLAYER1', 'H5'),
  ('BRANDC', 'sadiqa_huda', 0, 'AR', 1740787200000, 'PLAYER1', 'PWA');
-- Brand C's player1 gets a VIP level, so the benefits screen has one to highlight in Arabic too.
UPDATE members SET club_label_id = 'A2', club_label_name = 'فضي', club_label_type = 'AUTO', rank_level = 2, completed_conditions = 2, total_expected_conditions = 5
  WHERE merchant_code = 'BRANDC' AND username = 'player1';
