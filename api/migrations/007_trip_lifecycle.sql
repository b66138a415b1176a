-- Issue #15, the life of a trip: travellers per seat, batch changes, departures the operator cancels, GST
-- invoices numbered without gaps per financial year.

-- One row per seat (position 1 = the lead traveller). A table rather than a jsonb column on bookings, so the
-- identity numbers never travel with a booking row (mails, notifications and logs are built from bookings).
CREATE TABLE booking_travellers (
  id          char(24) PRIMARY KEY,
  booking_id  char(24) NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  position    integer NOT NULL CHECK (position BETWEEN 1 AND 20),
  full_name   text NOT NULL CHECK (char_length(full_name) BETWEEN 1 AND 80),
  age         integer NOT NULL CHECK (age BETWEEN 0 AND 120),
  gender      text NOT NULL CHECK (gender IN ('female', 'male', 'other')),
  phone       text,
  id_type     text NOT NULL CHECK (id_type IN ('aadhaar', 'passport', 'voter-id', 'driving-licence')),
  id_number   text NOT NULL CHECK (char_length(id_number) BETWEEN 1 AND 20),
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (booking_id, position)
);

-- A customer's move to another batch: the history the operator sees (append-only in practice).
CREATE TABLE booking_changes (
  id               char(24) PRIMARY KEY,
  booking_id       char(24) NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  from_batch_id    char(24) NOT NULL REFERENCES batches(id),
  to_batch_id      char(24) NOT NULL REFERENCES batches(id),
  from_start_date  date NOT NULL,
  to_start_date    date NOT NULL,
  previous_total   integer NOT NULL,
  new_total        integer NOT NULL,
  difference       integer NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX booking_changes_booking_idx ON booking_changes (booking_id, created_at);

-- The operator called the departure off (the batch is also closed).
ALTER TABLE batches ADD COLUMN cancelled_at timestamptz;
ALTER TABLE batches ADD COLUMN cancel_reason text;
-- Why a booking was cancelled, shown with its refund in My Bookings ('' when none given).
ALTER TABLE bookings ADD COLUMN cancel_note text NOT NULL DEFAULT '';

-- Invoice numbers run without gaps within an Indian financial year: the year's counter row is locked
-- FOR UPDATE in the transaction that records the payment and its invoice.
CREATE TABLE invoice_counters (
  financial_year  text PRIMARY KEY,
  last_number     integer NOT NULL DEFAULT 0 CHECK (last_number >= 0)
);

CREATE TABLE invoices (
  id                char(24) PRIMARY KEY,
  number            text NOT NULL UNIQUE,
  financial_year    text NOT NULL,
  sequence          integer NOT NULL CHECK (sequence > 0),
  booking_id        char(24) NOT NULL REFERENCES bookings(id),
  payment_id        char(24) NOT NULL UNIQUE REFERENCES payments(id),
  customer_id       char(24) NOT NULL REFERENCES customers(id),
  issued_on         date NOT NULL,
  -- Paise: amount = taxable_value + cgst + sgst + igst.
  taxable_value     integer NOT NULL CHECK (taxable_value >= 0),
  cgst              integer NOT NULL DEFAULT 0,
  sgst              integer NOT NULL DEFAULT 0,
  igst              integer NOT NULL DEFAULT 0,
  amount            integer NOT NULL CHECK (amount > 0),
  -- As billed (the PDF is drawn from these, so it never changes afterwards).
  customer_name     text NOT NULL,
  customer_email    text NOT NULL,
  customer_address  text NOT NULL,
  package_name      text NOT NULL,
  start_date        date NOT NULL,
  end_date          date NOT NULL,
  seats             integer NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (financial_year, sequence)
);
CREATE INDEX invoices_booking_idx ON invoices (booking_id, sequence);
