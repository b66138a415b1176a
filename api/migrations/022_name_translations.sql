-- Categories', destinations' and add-ons' names in Hindi (issue 38): { "hi": { name, description } }, each field
-- optional; lists, filters and the package page show English where one is missing.
ALTER TABLE categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE destinations ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE additional_services ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
