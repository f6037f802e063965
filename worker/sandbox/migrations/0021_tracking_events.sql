-- SPEC §3 Tracking events as the platform received them (issue #13; docs/decisions/026). The event id is the
-- browser's: a report sent again stores nothing new.
CREATE TABLE IF NOT EXISTS tracking_events (
  id TEXT NOT NULL,
  merchant_code TEXT NOT NULL,
  name TEXT NOT NULL,
  at INTEGER NOT NULL,
  member_id INTEGER,
  payload TEXT NOT NULL,
  pixel_track TEXT NOT NULL,
  affiliate_code TEXT,
  referral_code TEXT,
  original_domain TEXT,
  s2s TEXT,
  page TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, id)
);
CREATE INDEX IF NOT EXISTS tracking_events_received ON tracking_events (merchant_code, received_at);

-- The stand-in for Meta's Conversions API and TikTok's Events API: what the edge sent them, as sent.
CREATE TABLE IF NOT EXISTS server_conversions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  network TEXT NOT NULL,
  event_name TEXT NOT NULL,
  event_id TEXT NOT NULL,
  body TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS server_conversions_merchant ON server_conversions (merchant_code, received_at);

-- The demo merchants' pixels (site settings `analytics`): Demo Bet has Facebook and TikTok, Dana Lotto Kwai and gtag,
-- Brand B none, so each branch of the pixel loader has a merchant.
UPDATE merchant_settings SET settings = json_set(settings, '$.analytics', json('{"facebookPixelId":"1234567890123456","tiktokPixelId":"CDEMOTIKTOK0001"}')) WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET settings = json_set(settings, '$.analytics', json('{"kwaiPixelCode":"300000000000001","gtagId":"G-DEMO1234"}')) WHERE merchant_code = 'BRANDC';
