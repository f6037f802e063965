-- How often a number may be texted (issue #14, docs/decisions/028): the send time of each code, so the sandbox
-- can keep a minute between two codes to one number and ten codes an hour. Older rows count as sent long ago.
ALTER TABLE sms_codes ADD COLUMN sent_at INTEGER NOT NULL DEFAULT 0;
