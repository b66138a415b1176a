-- A booking reference a person can read out on a phone call (TH-26-00042: the 42nd booking of 2026, the year
-- in India), on every screen, mail, invoice and in the back office's search. One counter per year, taken in
-- the booking's own transaction, so the numbers have no gaps and no repeats.

CREATE TABLE booking_reference_counters (
  year  integer PRIMARY KEY,
  last  integer NOT NULL CHECK (last > 0)
);

ALTER TABLE bookings ADD COLUMN reference text;

-- Bookings made before this migration get theirs in the order they were made.
UPDATE bookings b
SET reference = 'TH-' || lpad((numbered.year % 100)::text, 2, '0') || '-' || lpad(numbered.n::text, 5, '0')
FROM (
  SELECT id,
         extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')::integer AS year,
         row_number() OVER (
           PARTITION BY extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata') ORDER BY created_at, id
         ) AS n
  FROM bookings
) numbered
WHERE numbered.id = b.id;

INSERT INTO booking_reference_counters (year, last)
SELECT extract(year FROM created_at AT TIME ZONE 'Asia/Kolkata')::integer, count(*)
FROM bookings
GROUP BY 1;

ALTER TABLE bookings ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX bookings_reference_idx ON bookings (reference);
