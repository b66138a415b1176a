-- The language a customer reads the site, mails and notifications in (issue 38): set where they register, and
-- when they switch language while signed in.
ALTER TABLE customers ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi'));
