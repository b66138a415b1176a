-- Security hardening: revocable tokens, disabled accounts, email changes proven by a code, per-account
-- throttling of authentication failures and code requests, and idempotency keys bound to their request.

ALTER TABLE customers ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN disabled_at timestamptz;
ALTER TABLE customers ADD COLUMN pending_email text;

ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check CHECK (purpose IN ('verify', 'login', 'email-change'));

-- One row per account (or per unknown identifier, so unknown and real accounts are throttled alike).
CREATE TABLE auth_throttle (
  key               text PRIMARY KEY,
  failures          integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until      timestamptz,
  last_code_at      timestamptz
);

ALTER TABLE bookings ADD COLUMN request_fingerprint text;
