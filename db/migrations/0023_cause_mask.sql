-- The cause filter reads a listing's causes from its facet row (docs/decisions/272): bit n of
-- cause_mask is set when the listing has the cause of id n (ids 1-62; a cause of a larger id is
-- only in listing_causes, and the filter looks it up there). Three triggers keep it: a facet row
-- (re)inserted by any trigger of 0002 reads its listing's causes, and each cause tagged or untagged
-- sets or clears its bit. A cause deleted takes its listing_causes rows by cascade, which clears it.
ALTER TABLE `listing_facets` ADD `cause_mask` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS `listing_facets_board_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `listing_facets_recent_idx`;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_cause_fill` AFTER INSERT ON `listing_facets` BEGIN
  UPDATE listing_facets SET cause_mask = (SELECT coalesce(sum(1 << cause_id), 0) FROM listing_causes WHERE key = NEW.key AND cause_id BETWEEN 1 AND 62)
  WHERE key = NEW.key;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_causes_mask_insert` AFTER INSERT ON `listing_causes` WHEN NEW.cause_id BETWEEN 1 AND 62 BEGIN
  UPDATE listing_facets SET cause_mask = cause_mask | (1 << NEW.cause_id) WHERE key = NEW.key;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_causes_mask_delete` AFTER DELETE ON `listing_causes` WHEN OLD.cause_id BETWEEN 1 AND 62 BEGIN
  UPDATE listing_facets SET cause_mask = cause_mask & ~(1 << OLD.cause_id) WHERE key = OLD.key;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_causes_mask_update` AFTER UPDATE ON `listing_causes` BEGIN
  UPDATE listing_facets SET cause_mask = (SELECT coalesce(sum(1 << cause_id), 0) FROM listing_causes WHERE key = listing_facets.key AND cause_id BETWEEN 1 AND 62)
  WHERE key IN (OLD.key, NEW.key);
END;
--> statement-breakpoint
UPDATE listing_facets SET cause_mask = (SELECT coalesce(sum(1 << cause_id), 0) FROM listing_causes WHERE key = listing_facets.key AND cause_id BETWEEN 1 AND 62);
--> statement-breakpoint
CREATE INDEX `listing_facets_board_idx` ON `listing_facets` (`visible`,`opportunity_type`,`featured`,`posted_at`,`deadline`,`category`,`duration`,`paid`,`remote`,`on_site`,`cause_mask`);
--> statement-breakpoint
CREATE INDEX `listing_facets_recent_idx` ON `listing_facets` (`visible`,`featured`,`posted_at`,`deadline`,`opportunity_type`,`cause_mask`);
