-- Wrong tries of a one-time code are counted in auth_throttle (key 'code-try:<table>:<code id>'), by one upsert
-- that runs alike when the account has no code waiting (or does not exist), instead of on the code's own row,
-- which only a real account's code has: the write made the answer to a wrong code for a real account slower
-- than for an unknown one on the embedded database (issue 39).
ALTER TABLE otp_codes DROP COLUMN attempts;
ALTER TABLE staff_codes DROP COLUMN attempts;
