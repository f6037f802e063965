-- One rule for every SMS code the sandbox sends (issue #14, docs/decisions/028): five minutes, single use, at most
-- five tries. `tries` counts wrong answers; `purpose` keeps a password-reset code from signing anyone in.
ALTER TABLE sms_codes ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'login';
CREATE INDEX IF NOT EXISTS sms_codes_purpose ON sms_codes (merchant_code, mobile, purpose);
