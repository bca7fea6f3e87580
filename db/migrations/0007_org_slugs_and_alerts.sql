CREATE TABLE `alert_deliveries` (
	`alert_id` integer NOT NULL,
	`listing_key` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `listing_key`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `alert_tokens` (
	`hash` text PRIMARY KEY NOT NULL,
	`alert_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `alert_tokens_alert_idx` ON `alert_tokens` (`alert_id`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`frequency` text DEFAULT 'daily' NOT NULL,
	`search` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`confirmed_at` integer,
	`since_at` integer,
	`next_run_at` integer,
	`last_sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `alerts_email_idx` ON `alerts` (`email`);--> statement-breakpoint
CREATE INDEX `alerts_due_idx` ON `alerts` (`next_run_at`);--> statement-breakpoint
CREATE INDEX `alerts_unconfirmed_idx` ON `alerts` (`confirmed_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `organization_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `organization_slugs_org_idx` ON `organization_slugs` (`organization_id`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `slug` text;--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_slug_idx` ON `organizations` (`slug`);