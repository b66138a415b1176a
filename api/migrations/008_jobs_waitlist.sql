-- The waitlist of full batches (seats held for 24 hours for the first customer in line whose request fits),
-- a job queue kept in the database (due jobs claimed with FOR UPDATE SKIP LOCKED, so one instance runs each,
-- and a job survives a restart because it is a row), and the balance reminders sent (once per booking and
-- reminder day, enforced by the primary key).

CREATE TABLE waitlist_entries (
  id                char(24) PRIMARY KEY,
  batch_id          char(24) NOT NULL REFERENCES batches(id) ON DELETE CASCADE,
  customer_id       char(24) NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  seats             integer NOT NULL CHECK (seats > 0),
  status            text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'expired', 'left')),
  offered_at        timestamptz,
  offer_expires_at  timestamptz,
  booking_id        char(24) REFERENCES bookings(id),
  created_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (status <> 'offered' OR offer_expires_at IS NOT NULL)
);
-- One active entry per customer and batch.
CREATE UNIQUE INDEX waitlist_active_idx ON waitlist_entries (batch_id, customer_id) WHERE status IN ('waiting', 'offered');
CREATE INDEX waitlist_line_idx ON waitlist_entries (batch_id, status, created_at, id);
CREATE INDEX waitlist_customer_idx ON waitlist_entries (customer_id, created_at DESC);

CREATE TABLE jobs (
  id           char(24) PRIMARY KEY,
  kind         text NOT NULL,
  -- One job per key (e.g. 'waitlist.expire-offer:<entry id>'): scheduling twice is harmless.
  key          text NOT NULL UNIQUE,
  payload      jsonb NOT NULL DEFAULT '{}',
  run_at       timestamptz NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  finished_at  timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'pending';

CREATE TABLE balance_reminders (
  booking_id   char(24) NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  days_before  integer NOT NULL CHECK (days_before IN (21, 16)),
  sent_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (booking_id, days_before)
);
