-- What a registration carried for attribution (SPEC §3 Register request pixelTrack; issue #13), as JSON.
ALTER TABLE members ADD COLUMN pixel_track TEXT;
