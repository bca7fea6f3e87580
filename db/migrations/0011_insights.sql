CREATE TABLE `insight_events` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `listing_daily_stats` (
	`listing_key` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`apply_clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`listing_key`, `day`)
);
--> statement-breakpoint
CREATE INDEX `listing_daily_stats_day_idx` ON `listing_daily_stats` (`day`);--> statement-breakpoint
CREATE TABLE `search_daily_stats` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	`results` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `query`)
);
--> statement-breakpoint
CREATE TABLE `visitor_marks` (
	`hash` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_marks_day_idx` ON `visitor_marks` (`day`);