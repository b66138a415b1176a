-- The operator's back office: staff accounts with their one-time codes and invitations, an append-only audit
-- log, the leads inbox (status, assignment, notes), payments received against bookings, draft packages and
-- closed batches.

CREATE TABLE staff (
  id             char(24) PRIMARY KEY,
  email          text NOT NULL UNIQUE,
  name           text NOT NULL,
  role           text NOT NULL CHECK (role IN ('owner', 'staff')),
  -- Empty until the invited member sets a password through the invitation.
  password_hash  text,
  token_version  integer NOT NULL DEFAULT 0,
  disabled_at    timestamptz,
  invited_by     char(24) REFERENCES staff(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Second-factor codes at sign-in and invitation tokens, stored hashed.
CREATE TABLE staff_codes (
  id          char(24) PRIMARY KEY,
  staff_id    char(24) NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'invite')),
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_codes_staff_idx ON staff_codes (staff_id, purpose, created_at DESC);

-- Who did what, when, with the record before and after. Rows are never changed or removed.
CREATE TABLE audit_log (
  id           char(24) PRIMARY KEY,
  staff_id     char(24) REFERENCES staff(id),
  action       text NOT NULL,
  entity_type  text NOT NULL,
  entity_id    text NOT NULL,
  before       jsonb,
  after        jsonb,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
CREATE RULE audit_log_no_update AS ON UPDATE TO audit_log DO INSTEAD NOTHING;
CREATE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING;

ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'converted', 'lost'));
ALTER TABLE leads ADD COLUMN assigned_to char(24) REFERENCES staff(id);
ALTER TABLE leads ADD COLUMN contacted_at timestamptz;
ALTER TABLE leads ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX leads_status_created_idx ON leads (status, created_at DESC);

CREATE TABLE lead_notes (
  id          char(24) PRIMARY KEY,
  lead_id     char(24) NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  staff_id    char(24) NOT NULL REFERENCES staff(id),
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at);

-- Money received for a booking (integer paise), the advance and the balance kept apart.
CREATE TABLE payments (
  id           char(24) PRIMARY KEY,
  booking_id   char(24) NOT NULL REFERENCES bookings(id),
  kind         text NOT NULL CHECK (kind IN ('advance', 'balance')),
  amount       integer NOT NULL CHECK (amount > 0),
  method       text NOT NULL CHECK (method IN ('card', 'upi', 'netbanking', 'wallet', 'bank-transfer', 'emi', 'cash')),
  reference    text NOT NULL DEFAULT '',
  received_on  date NOT NULL,
  recorded_by  char(24) NOT NULL REFERENCES staff(id),
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX payments_booking_idx ON payments (booking_id, created_at);

ALTER TABLE bookings ADD COLUMN amount_paid integer NOT NULL DEFAULT 0 CHECK (amount_paid >= 0);
ALTER TABLE bookings ADD COLUMN confirmed_at timestamptz;
ALTER TABLE bookings ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('customer', 'operator'));
CREATE INDEX bookings_created_idx ON bookings (created_at DESC);
CREATE INDEX bookings_batch_idx ON bookings (batch_id);

ALTER TABLE packages ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft'));
ALTER TABLE batches ADD COLUMN closed_at timestamptz;
