-- When a package's page last changed, for the sitemap's lastmod (and the back office that edits packages).

ALTER TABLE packages ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
