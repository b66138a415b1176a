-- The image pipeline (issue 34): uploads up to 25 MB (JPEG, PNG, WebP, AVIF, HEIC where this build of libvips
-- reads it), kept privately as uploaded; served only as variants made off the request path (a job): AVIF, WebP
-- and JPEG at several widths, auto-oriented and without EXIF or GPS, at content-hashed immutable addresses.

ALTER TABLE uploaded_images DROP CONSTRAINT IF EXISTS uploaded_images_content_type_check;
ALTER TABLE uploaded_images DROP CONSTRAINT IF EXISTS uploaded_images_size_check;
ALTER TABLE uploaded_images ADD CONSTRAINT uploaded_images_content_type_check
  CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic'));
ALTER TABLE uploaded_images ADD CONSTRAINT uploaded_images_size_check CHECK (size > 0 AND size <= 26214400);

-- Filled when the variants are ready: the oriented size, the blurred placeholder (a data URI), the widths made
-- and the key of their addresses (a hash of the original's content and the pipeline's version).
ALTER TABLE uploaded_images ADD COLUMN width integer;
ALTER TABLE uploaded_images ADD COLUMN height integer;
ALTER TABLE uploaded_images ADD COLUMN placeholder text;
ALTER TABLE uploaded_images ADD COLUMN variant_widths integer[];
ALTER TABLE uploaded_images ADD COLUMN variant_key text UNIQUE;
ALTER TABLE uploaded_images ADD COLUMN variants_ready_at timestamptz;

CREATE TABLE image_variants (
  image_id      char(24) NOT NULL REFERENCES uploaded_images(id) ON DELETE CASCADE,
  format        text NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  bytes         bytea NOT NULL,
  size          integer NOT NULL,
  PRIMARY KEY (image_id, format, width)
);
