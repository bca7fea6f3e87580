-- How many new search texts each visitor brought to the day's search statistics (docs/decisions/308):
-- a hash of the day's in-memory salt and the visitor's network (an IPv4 address, an IPv6 /64), worthless
-- without the salt, which is never stored. Past the cap a new text is counted in the "other" row
-- (query ''); rows older than yesterday are deleted with visitor_marks.
CREATE TABLE `search_novelty` (
	`hash` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_novelty_day_idx` ON `search_novelty` (`day`);
--> statement-breakpoint
-- Visitors were a hash with the user agent: today's marks would let a visitor counted under the old
-- rule be counted again under the new one; they are one day's worth and start afresh.
DELETE FROM `visitor_marks`;
