-- WhatsApp messages from templates (issue 37). message_templates: the texts staff edit (the owner), one per
-- key of a fixed list (packages/domain MESSAGE_TEMPLATES, whose default texts these rows start as); the
-- balance reminder and departure-cancelled mails take their main text from them too. Placeholders such as
-- {trip} are filled when a message is sent; no placeholder carries an identity number or a code.
-- message_log: each message sent from a template, on a booking or on a lead (exactly one of the two), with
-- the number and the text as sent. The channel is one of a list (only WhatsApp click-to-chat so far; a
-- WhatsApp Business API sender or mail would be added to it).

CREATE TABLE message_templates (
  key         text PRIMARY KEY CHECK (key IN ('booking-received', 'balance-reminder', 'pickup-details', 'departure-cancelled', 'enquiry-reply')),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  updated_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_by  char(24) REFERENCES staff(id)
);

INSERT INTO message_templates (key, body) VALUES
  ('booking-received', E'Thank you for booking {trip} with Trippy Himalaya. Your booking {reference} is for {travellers}, departing on {date}.\nWe will call you within 24 hours with the next steps. For anything else, call us on {officePhone}.'),
  ('balance-reminder', E'A gentle reminder: the balance of {amountDue} for {trip} (booking {reference}, departing {date}) is due by {dueDate}.\nYou can pay it online from My Bookings on our website, or call us on {officePhone}.'),
  ('pickup-details', E'Your trip {trip} (booking {reference}) departs on {date}. Pickup: {pickup}.\nPlease be there 15 minutes early. Our team is on {officePhone} if you need us on the way.'),
  ('departure-cancelled', E'We are sorry: we have had to cancel the departure of {trip} on {date}.\nReason: {reason}\nYour booking {reference} is cancelled and everything you paid, {refund}, is refunded in full, in money (not a voucher), within 7-10 business days.\nIf you would like to travel on another date, reply to this message or call us on {officePhone}.'),
  ('enquiry-reply', E'Thank you for your enquiry about {trip}. This is Trippy Himalaya from Dehradun.\nWhen would you like to travel, and how many of you are coming? Reply here or call us on {officePhone}.');

CREATE TABLE message_log (
  id            char(24) PRIMARY KEY,
  channel       text NOT NULL CHECK (channel IN ('whatsapp')),
  template_key  text NOT NULL CHECK (length(template_key) BETWEEN 1 AND 40),
  booking_id    char(24) REFERENCES bookings(id),
  lead_id       char(24) REFERENCES leads(id) ON DELETE CASCADE,
  staff_id      char(24) REFERENCES staff(id),
  phone         text NOT NULL CHECK (length(phone) BETWEEN 1 AND 20),
  text          text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((booking_id IS NULL) <> (lead_id IS NULL))
);
CREATE INDEX message_log_booking_idx ON message_log (booking_id, created_at DESC) WHERE booking_id IS NOT NULL;
CREATE INDEX message_log_lead_idx ON message_log (lead_id, created_at DESC) WHERE lead_id IS NOT NULL;
