-- Sign-in through the identity provider (SPEC §3 sms: firebase flag, apiKey, projectId). In development and tests
-- the Firebase Auth emulator stands in for Google (project demo-mobileweb). Brand B also sends SMS codes through it.
UPDATE merchant_settings SET settings = json_set(settings, '$.sms.apiKey', 'demo-api-key', '$.sms.projectId', 'demo-mobileweb') WHERE merchant_code IN ('DEMO', 'BRANDB');
CREATE UNIQUE INDEX IF NOT EXISTS members_firebase_uid ON members (merchant_code, firebase_uid);
