-- Who can apply within the search budget (docs/decisions/410-who-can-apply-filters-within-budget.md).
-- 1. The filtered who-can-apply columns join the board's covering indexes (as the cause mask did in 0023),
--    so a filter without a query is judged on the index the board walks, without reading facet rows.
DROP INDEX IF EXISTS `listing_facets_board_idx`;
--> statement-breakpoint
CREATE INDEX `listing_facets_board_idx` ON `listing_facets` (`visible`,`opportunity_type`,`featured`,`posted_at`,`deadline`,`category`,`duration`,`paid`,`remote`,`on_site`,`cause_mask`,`stipend_monthly`,`open_to`,`part_time`,`perks`,`programme_for`,`work_languages`);
--> statement-breakpoint
DROP INDEX IF EXISTS `listing_facets_recent_idx`;
--> statement-breakpoint
CREATE INDEX `listing_facets_recent_idx` ON `listing_facets` (`visible`,`featured`,`posted_at`,`deadline`,`opportunity_type`,`cause_mask`,`stipend_monthly`,`open_to`,`part_time`,`perks`,`programme_for`,`work_languages`);
--> statement-breakpoint
DROP INDEX IF EXISTS `listing_facets_stipend_idx`;
--> statement-breakpoint
CREATE INDEX `listing_facets_stipend_idx` ON `listing_facets` (`visible`,`stipend_monthly`,`posted_at`,`opportunity_type`,`featured`,`deadline`,`category`,`duration`,`paid`,`remote`,`on_site`,`cause_mask`,`open_to`,`part_time`,`perks`,`programme_for`,`work_languages`);
--> statement-breakpoint
-- 2. One row per listing and value a filter can ask for ('part-time', 'programme:women', 'language:hi',
--    'perk:3' for the perk of bit 3 in app/eligibility/values.ts), so a value of few listings is read from
--    its keys instead of walking the whole index. Kept from the facet row's own copies (db/migrations/0035),
--    which its fill trigger writes after every (re)insert; legacy jobs have none.
CREATE TABLE `listing_who_terms` (
	`term` text NOT NULL,
	`key` integer NOT NULL,
	PRIMARY KEY(`term`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `listing_who_terms_key_idx` ON `listing_who_terms` (`key`);
--> statement-breakpoint
CREATE TRIGGER `listing_who_terms_fill` AFTER UPDATE OF part_time, perks, work_languages, programme_for ON `listing_facets` BEGIN
  DELETE FROM listing_who_terms WHERE key = NEW.key;
  INSERT OR IGNORE INTO listing_who_terms (term, key)
    SELECT 'part-time', NEW.key WHERE NEW.part_time = 1
    UNION ALL SELECT 'programme:' || NEW.programme_for, NEW.key WHERE NEW.programme_for IS NOT NULL
    UNION ALL SELECT 'perk:' || b.value, NEW.key FROM json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]') b
      WHERE (NEW.perks >> b.value) & 1 = 1
    UNION ALL SELECT 'language:' || l.value, NEW.key
      FROM json_each('["' || replace(trim(NEW.work_languages, ','), ',', '","') || '"]') l WHERE l.value <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `listing_who_terms_facet_delete` AFTER DELETE ON `listing_facets` BEGIN
  DELETE FROM listing_who_terms WHERE key = OLD.key;
END;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_who_terms (term, key)
  SELECT 'part-time', key FROM listing_facets WHERE part_time = 1
  UNION ALL SELECT 'programme:' || programme_for, key FROM listing_facets WHERE programme_for IS NOT NULL
  UNION ALL SELECT 'perk:' || b.value, f.key FROM listing_facets f, json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]') b
    WHERE f.perks <> 0 AND (f.perks >> b.value) & 1 = 1
  UNION ALL SELECT 'language:' || l.value, f.key
    FROM listing_facets f, json_each('["' || replace(trim(f.work_languages, ','), ',', '","') || '"]') l
    WHERE f.work_languages IS NOT NULL AND l.value <> '';
