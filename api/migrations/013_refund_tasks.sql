-- The back office's reconciliation of payments (issue 32, item 6) and refunds paid by hand (item 4).
--
-- refund_tasks: the part of a cancellation's refund that no online payment can carry (the money came in cash or
-- by bank transfer, recorded by staff), for staff to pay back by hand and mark paid with a reference; one per
-- booking (a booking is cancelled once).
-- payments.provider_order_id: the provider's order a payment taken online paid (shown beside its payment id).
-- payment_events: the amount and currency a payment event reported (an amount that did not match its order is
-- shown with both), and how many times the same event was delivered again (duplicates change nothing).
-- payment_webhook_refusals: webhooks refused (no valid signature): when, why and the event id they claimed,
-- never their body; at most a bounded number a day are kept (receive-webhook.ts).

CREATE TABLE refund_tasks (
  id              char(24) PRIMARY KEY,
  booking_id      char(24) NOT NULL UNIQUE REFERENCES bookings(id),
  amount          integer NOT NULL CHECK (amount > 0),
  reason          text NOT NULL,
  status          text NOT NULL DEFAULT 'to-pay' CHECK (status IN ('to-pay', 'paid')),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
  paid_at         timestamptz,
  paid_by         char(24) REFERENCES staff(id),
  paid_reference  text CHECK (paid_reference IS NULL OR length(paid_reference) <= 200),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL AND paid_by IS NOT NULL AND paid_reference IS NOT NULL))
);
CREATE INDEX refund_tasks_to_pay_idx ON refund_tasks (created_at) WHERE status = 'to-pay';
CREATE INDEX refund_tasks_paid_idx ON refund_tasks (paid_at) WHERE status = 'paid';

ALTER TABLE payments ADD COLUMN provider_order_id text;
UPDATE payments p
SET provider_order_id = e.provider_order_id
FROM (
  SELECT DISTINCT ON (provider_payment_id) provider_payment_id, provider_order_id
  FROM payment_events
  WHERE provider_payment_id IS NOT NULL AND provider_order_id IS NOT NULL
  ORDER BY provider_payment_id, received_at
) e
WHERE p.provider_payment_id = e.provider_payment_id;
CREATE INDEX payments_received_on_idx ON payments (received_on);

ALTER TABLE payment_events ADD COLUMN amount integer;
ALTER TABLE payment_events ADD COLUMN currency text;
ALTER TABLE payment_events ADD COLUMN duplicates integer NOT NULL DEFAULT 0;
ALTER TABLE payment_events ADD COLUMN last_duplicate_at timestamptz;
CREATE INDEX payment_events_received_idx ON payment_events (received_at);

CREATE TABLE payment_webhook_refusals (
  id           char(24) PRIMARY KEY,
  provider     text NOT NULL,
  event_id     text CHECK (event_id IS NULL OR length(event_id) <= 100),
  reason       text NOT NULL CHECK (reason IN ('missing-signature', 'missing-event-id', 'invalid-signature')),
  received_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX payment_webhook_refusals_received_idx ON payment_webhook_refusals (received_at);

CREATE INDEX payment_refunds_updated_idx ON payment_refunds (updated_at) WHERE status = 'processed';
