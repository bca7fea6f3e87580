-- Views, apply clicks and searches by the language of the page they happened on (docs/decisions/291):
-- the daily totals stay in listing_daily_stats and search_daily_stats; these rows split them, so a
-- poster and the team see how many came through each language. A language is a code of
-- app/i18n/locales.ts ('en', 'hi', and any added later).
CREATE TABLE `listing_language_stats` (
	`listing_key` integer NOT NULL,
	`day` text NOT NULL,
	`language` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`apply_clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`listing_key`, `day`, `language`)
);
--> statement-breakpoint
CREATE INDEX `listing_language_stats_day_idx` ON `listing_language_stats` (`day`);
--> statement-breakpoint
CREATE TABLE `search_language_stats` (
	`day` text NOT NULL,
	`language` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `language`)
);
--> statement-breakpoint
-- What was counted before is English: the Hindi pages were not counted at all.
INSERT INTO `listing_language_stats` (`listing_key`, `day`, `language`, `views`, `apply_clicks`)
  SELECT `listing_key`, `day`, 'en', `views`, `apply_clicks` FROM `listing_daily_stats`;
--> statement-breakpoint
INSERT INTO `search_language_stats` (`day`, `language`, `searches`)
  SELECT `day`, 'en', sum(`searches`) FROM `search_daily_stats` GROUP BY `day`;
