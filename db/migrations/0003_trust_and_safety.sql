CREATE TABLE `listing_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`opportunity_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`email` text,
	`reporter_key` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_open_reporter_idx` ON `listing_reports` (`opportunity_id`,`reporter_key`) WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX `listing_reports_status_idx` ON `listing_reports` (`status`,`opportunity_id`);--> statement-breakpoint
ALTER TABLE `opportunities` ADD `under_review` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `flags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `organizations` ADD `verified` integer DEFAULT false NOT NULL;