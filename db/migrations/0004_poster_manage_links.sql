CREATE TABLE `listing_posters` (
	`opportunity_id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`reminded_for` integer,
	`closed_notice_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_posters_email_idx` ON `listing_posters` (`email`);--> statement-breakpoint
CREATE TABLE `listing_revisions` (
	`opportunity_id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `manage_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`opportunity_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `manage_tokens_opportunity_idx` ON `manage_tokens` (`opportunity_id`);