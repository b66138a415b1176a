-- Bookings taken by staff (issue 37): by phone, at the office counter, or from a lead in the inbox. The source
-- is one of a fixed list; the staff member who took it is kept; a converted lead points at its booking.
UPDATE bookings SET source = 'website' WHERE source NOT IN ('website', 'phone', 'walk-in', 'lead');
ALTER TABLE bookings ADD CONSTRAINT bookings_source_check CHECK (source IN ('website', 'phone', 'walk-in', 'lead'));
ALTER TABLE bookings ADD COLUMN created_by char(24) REFERENCES staff(id);
ALTER TABLE leads ADD COLUMN booking_id char(24) REFERENCES bookings(id);

-- An account staff opened for a pilgrim has no password: the pilgrim chooses one through a link mailed to
-- them (one use, a few days), never staff. Stored hashed.
CREATE TABLE password_links (
  id           char(24) PRIMARY KEY,
  customer_id  char(24) NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_links_customer_idx ON password_links (customer_id);
