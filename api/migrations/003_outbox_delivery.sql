-- Outbox delivery that survives crashes: a lease (locked_until) so one instance at a time sends a mail,
-- a next attempt time for retries with backoff; notifications remember whether they were pushed.

ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN locked_until timestamptz;
CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at);

ALTER TABLE notifications ADD COLUMN pushed_at timestamptz;
UPDATE notifications SET pushed_at = created_at;
CREATE INDEX notifications_unpushed_idx ON notifications (created_at) WHERE pushed_at IS NULL;
