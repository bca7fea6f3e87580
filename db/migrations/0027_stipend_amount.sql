-- A stipend as a monthly amount in rupees (docs/decisions/315), for the minimum-stipend filter and
-- the highest-stipend sort. The app reads the typed text (app/opportunities/stipend-amount.ts) when
-- a listing is written: an opportunity's into its stipend attribute's number_value, a legacy job's
-- into job_listings.salary_monthly. listing_facets.stipend_monthly copies it (0 when the listing
-- says it does not pay, NULL when unknown), filled by one trigger whenever any trigger of 0002
-- (re)inserts a facet row. The backfill reads existing texts with the same reader, registered as
-- the SQL function monthly_stipend_rupees while migrations run (db/client.server.ts).
ALTER TABLE `job_listings` ADD `salary_monthly` integer;
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `stipend_monthly` integer;
--> statement-breakpoint
DROP INDEX IF EXISTS `listing_facets_board_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `listing_facets_recent_idx`;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_stipend_fill` AFTER INSERT ON `listing_facets` BEGIN
  UPDATE listing_facets SET stipend_monthly = CASE WHEN NEW.key > 0
    THEN (SELECT CASE WHEN max(CASE WHEN d.name = 'hasPaid' THEN a.boolean_value END) = 0 THEN 0
        ELSE max(CASE WHEN d.name = 'stipend' THEN a.number_value END) END
      FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id
      WHERE a.opportunity_id = NEW.key AND d.name IN ('stipend', 'hasPaid'))
    ELSE (SELECT salary_monthly FROM job_listings WHERE id = -NEW.key) END
  WHERE key = NEW.key;
END;
--> statement-breakpoint
UPDATE opportunity_attributes SET number_value = monthly_stipend_rupees(string_value)
  WHERE attribute_id IN (SELECT id FROM attribute_definitions WHERE name = 'stipend') AND monthly_stipend_rupees(string_value) IS NOT NULL;
--> statement-breakpoint
UPDATE job_listings SET salary_monthly = monthly_stipend_rupees(salary) WHERE monthly_stipend_rupees(salary) IS NOT NULL;
--> statement-breakpoint
UPDATE listing_facets SET stipend_monthly = CASE WHEN key > 0
    THEN (SELECT CASE WHEN max(CASE WHEN d.name = 'hasPaid' THEN a.boolean_value END) = 0 THEN 0
        ELSE max(CASE WHEN d.name = 'stipend' THEN a.number_value END) END
      FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id
      WHERE a.opportunity_id = listing_facets.key AND d.name IN ('stipend', 'hasPaid'))
    ELSE (SELECT salary_monthly FROM job_listings WHERE id = -listing_facets.key) END;
--> statement-breakpoint
CREATE INDEX `listing_facets_board_idx` ON `listing_facets` (`visible`,`opportunity_type`,`featured`,`posted_at`,`deadline`,`category`,`duration`,`paid`,`remote`,`on_site`,`cause_mask`,`stipend_monthly`);
--> statement-breakpoint
CREATE INDEX `listing_facets_recent_idx` ON `listing_facets` (`visible`,`featured`,`posted_at`,`deadline`,`opportunity_type`,`cause_mask`,`stipend_monthly`);
--> statement-breakpoint
-- Highest stipend first, of one tab or all: walked in its order and stopped at the page (decision 315).
CREATE INDEX `listing_facets_stipend_idx` ON `listing_facets` (`visible`,`stipend_monthly`,`posted_at`,`opportunity_type`,`featured`,`deadline`,`category`,`duration`,`paid`,`remote`,`on_site`,`cause_mask`);
--> statement-breakpoint
-- Legacy jobs are their own type on the board, `job` (docs/decisions/316): the triggers of 0002 write
-- them as internships, and this one renames the type of every job row they (re)insert.
CREATE TRIGGER `listing_facets_job_type` AFTER INSERT ON `listing_facets` WHEN NEW.key < 0 BEGIN
  UPDATE listing_facets SET opportunity_type = 'job' WHERE key = NEW.key;
END;
--> statement-breakpoint
UPDATE listing_facets SET opportunity_type = 'job' WHERE key < 0;
