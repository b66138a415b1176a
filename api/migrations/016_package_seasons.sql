-- A package's operating season (issue 36): the months, 1-12, its departures run in; [] means all year. The
-- public page shows it, the demo seed places departures inside it and the catalogue editor warns outside it.
ALTER TABLE packages ADD COLUMN season_months jsonb NOT NULL DEFAULT '[]';
