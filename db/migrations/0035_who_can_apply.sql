-- Who can apply and on what terms (docs/who-can-apply.md, docs/decisions/375): eight fields of an
-- opportunity, stored as columns. `open_to` and `perks` are bit masks in the order of
-- app/eligibility/fields.ts (open_to 0 = anyone, the default every listing from before keeps);
-- `work_languages` is a list of language codes between commas (",hi,en,"). The board filters on
-- copies in listing_facets, filled by one trigger whenever the triggers of 0002 (re)insert a facet
-- row (any write to the opportunity); legacy jobs keep the defaults (anyone, full-time, no perks).
ALTER TABLE `opportunities` ADD `open_to` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `part_time` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `hours_per_week` integer;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `work_languages` text;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `openings` integer;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `perks` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `programme_for` text;
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `accessibility` text;
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `open_to` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `part_time` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `perks` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `work_languages` text;
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `programme_for` text;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_who_fill` AFTER INSERT ON `listing_facets` WHEN NEW.key > 0 BEGIN
  UPDATE listing_facets SET (open_to, part_time, perks, work_languages, programme_for) =
    (SELECT o.open_to, o.part_time, o.perks, o.work_languages, o.programme_for FROM opportunities o WHERE o.id = NEW.key)
  WHERE key = NEW.key;
END;
