-- Online payments through a provider (Razorpay, or its local sandbox that speaks the same protocol): the
-- orders made for a booking, each payment captured (a row of payments recorded by nobody, with the
-- provider's id, unique so a payment is counted once however often it is reported), every webhook event
-- received (unique per provider and event id: a redelivery changes nothing), refunds paid back through the
-- provider, and how long a new booking holds its seats while its payment is under way.

ALTER TABLE payments ALTER COLUMN recorded_by DROP NOT NULL;
ALTER TABLE payments ADD COLUMN provider_payment_id text;
CREATE UNIQUE INDEX payments_provider_payment_idx ON payments (provider_payment_id) WHERE provider_payment_id IS NOT NULL;
ALTER TABLE payments ADD CONSTRAINT payments_source_check CHECK (recorded_by IS NOT NULL OR provider_payment_id IS NOT NULL);

CREATE TABLE payment_orders (
  id                 char(24) PRIMARY KEY,
  booking_id         char(24) NOT NULL REFERENCES bookings(id),
  provider           text NOT NULL,
  provider_order_id  text NOT NULL UNIQUE,
  kind               text NOT NULL CHECK (kind IN ('advance', 'full', 'balance')),
  amount             integer NOT NULL CHECK (amount > 0),
  currency           text NOT NULL DEFAULT 'INR',
  status             text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  created_at         timestamptz NOT NULL DEFAULT clock_timestamp(),
  paid_at            timestamptz
);
CREATE INDEX payment_orders_booking_idx ON payment_orders (booking_id, created_at);
CREATE INDEX payment_orders_open_idx ON payment_orders (created_at) WHERE status = 'created';

CREATE TABLE payment_events (
  provider             text NOT NULL,
  event_id             text NOT NULL,
  event                text NOT NULL,
  provider_order_id    text,
  provider_payment_id  text,
  -- What it did: confirmed, duplicate-payment, amount-mismatch, ignored, ...
  outcome              text NOT NULL,
  received_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (provider, event_id)
);

CREATE TABLE payment_refunds (
  id                   char(24) PRIMARY KEY,
  booking_id           char(24) NOT NULL REFERENCES bookings(id),
  provider_payment_id  text NOT NULL,
  amount               integer NOT NULL CHECK (amount > 0),
  reason               text NOT NULL,
  -- Sent as X-Refund-Idempotency: a retried refund is the same refund.
  idempotency_key      text NOT NULL UNIQUE,
  provider_refund_id   text,
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
  created_at           timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at           timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX payment_refunds_pending_idx ON payment_refunds (created_at) WHERE status = 'pending';

ALTER TABLE bookings ADD COLUMN hold_expires_at timestamptz;
