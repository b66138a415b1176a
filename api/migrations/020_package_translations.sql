-- A package's words in Hindi (issue 38): { "hi": { name, location, duration, description, highlights, itinerary,
-- inclusions, exclusions } }, each field optional; the public pages show English where one is missing.
ALTER TABLE packages ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
