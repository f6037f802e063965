-- What a player confirmed at registration (issue #14, docs/decisions/030): the minimum age, the terms and privacy
-- documents as linked on the form, and when. NULL for accounts made before, by a provider, or by the test helper.
ALTER TABLE members ADD COLUMN consent_age INTEGER;
ALTER TABLE members ADD COLUMN consent_terms_url TEXT;
ALTER TABLE members ADD COLUMN consent_privacy_url TEXT;
ALTER TABLE members ADD COLUMN consent_at INTEGER;
