-- The plain captcha (docs/decisions/005): a picture of characters the player types into the login form.
-- Each picture is answered once, right or wrong, within its lifetime.
CREATE TABLE IF NOT EXISTS plain_captchas (
  id TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS plain_captchas_merchant ON plain_captchas (merchant_code, expires_at);
