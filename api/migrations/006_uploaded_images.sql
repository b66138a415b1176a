-- Images uploaded in the back office (package card images and galleries), kept in the database so that every
-- API instance serves them. One row per distinct content (sha256).

CREATE TABLE uploaded_images (
  id            char(24) PRIMARY KEY,
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes         bytea NOT NULL,
  size          integer NOT NULL CHECK (size > 0 AND size <= 2097152),
  sha256        char(64) NOT NULL UNIQUE,
  uploaded_by   char(24) REFERENCES staff(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
