-- A cancelled booking asks for nothing (issue 37: one still showed "Remaining ₹17,323.42, balance due by
-- 20 Dec"): cancellations and released holds now set remaining_amount to 0; the rows cancelled before do too.
UPDATE bookings SET remaining_amount = 0 WHERE status = 'cancelled';
