-- Captcha tokens the sandbox's Geetest-compatible widget issues (50 characters, 60 s, single use), and the
-- script servers the demo merchants load it from: the sandbox and its mirror, so the loader has one to fall back to.
CREATE TABLE IF NOT EXISTS captcha_tokens (
  token TEXT PRIMARY KEY,
  merchant_code TEXT NOT NULL,
  version TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
UPDATE merchant_settings SET settings = json_set(settings, '$.gw.GEETEST_ID', 'sandbox-demo-captcha', '$.gw.GEETEST_SERVERS', json('["/wps/sandbox/captcha", "/wps/sandbox/captcha-mirror"]')) WHERE merchant_code = 'DEMO';
UPDATE merchant_settings SET settings = json_set(settings, '$.gw.GEETEST_ID', 'sandbox-brandb-captcha', '$.gw.GEETEST_SERVERS', json('["/wps/sandbox/captcha"]'), '$.register.captcha.enabled', json('false')) WHERE merchant_code = 'BRANDB';
