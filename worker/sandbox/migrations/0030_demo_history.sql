-- Issue #35, item 8: a brand-new account starts from zero (points, missions, gifts). The players seeded so far keep the
-- history the member screens were designed to show: their catalogue points, mission progress, a birthday gift already
-- claimed and a weekend bonus that ended. Every account made from now on has none of it.
ALTER TABLE members ADD COLUMN demo_history INTEGER NOT NULL DEFAULT 0;
UPDATE members SET demo_history = 1;
