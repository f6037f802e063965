-- Auto login (SPEC §4): Brand B turns it on; the sandbox remembers each player's last sign-in address so an
-- automatic login from another address can answer token_ip_different.
ALTER TABLE members ADD COLUMN last_login_ip TEXT;
UPDATE merchant_settings SET settings = json_set(settings, '$.whitelabel.MOBILEAUTOLOGIN3', json('true')) WHERE merchant_code = 'BRANDB';
