-- A report's details become a JSON array of every distinct text its address sent (docs/decisions/261):
-- a second report from the same address adds its text instead of replacing the first one's.
UPDATE `listing_reports` SET `details` = CASE WHEN trim(`details`) = '' THEN NULL ELSE json_array(`details`) END WHERE `details` IS NOT NULL;
