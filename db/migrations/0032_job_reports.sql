-- A report may concern a job as well as an opportunity (docs/decisions/345): SQLite cannot change a
-- column's NOT NULL or add a foreign key in place, so the table is rebuilt (create, copy every row
-- with its id, drop, rename) and its indexes made again. Exactly one of opportunity_id and job_id is set.
-- Nothing references listing_reports, so dropping the old table with foreign keys on is safe.
CREATE TABLE `listing_reports_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`opportunity_id` integer,
	`job_id` integer,
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
	FOREIGN KEY (`job_id`) REFERENCES `job_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT `listing_reports_one_listing` CHECK ((`opportunity_id` IS NULL) <> (`job_id` IS NULL))
);
--> statement-breakpoint
INSERT INTO `listing_reports_new` (`id`, `opportunity_id`, `job_id`, `reason`, `details`, `email`, `reporter_key`, `status`, `decided_by`, `decided_at`, `created_at`, `updated_at`)
  SELECT `id`, `opportunity_id`, NULL, `reason`, `details`, `email`, `reporter_key`, `status`, `decided_by`, `decided_at`, `created_at`, `updated_at` FROM `listing_reports`;
--> statement-breakpoint
DROP TABLE `listing_reports`;
--> statement-breakpoint
ALTER TABLE `listing_reports_new` RENAME TO `listing_reports`;
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_open_reporter_idx` ON `listing_reports` (`opportunity_id`,`reporter_key`) WHERE "listing_reports"."status" = 'open';
--> statement-breakpoint
CREATE INDEX `listing_reports_status_idx` ON `listing_reports` (`status`,`opportunity_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_open_job_reporter_idx` ON `listing_reports` (`job_id`,`reporter_key`) WHERE "listing_reports"."status" = 'open' AND "listing_reports"."job_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `listing_reports_job_idx` ON `listing_reports` (`job_id`) WHERE "listing_reports"."job_id" IS NOT NULL;
--> statement-breakpoint
-- An organisation's page and the directory find its jobs by company name (a job names its company in text).
CREATE INDEX `job_listings_company_idx` ON `job_listings` (`company_name` COLLATE NOCASE);
