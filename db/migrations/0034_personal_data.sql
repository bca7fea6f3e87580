-- Personal data kept only for its purpose (docs/personal-data.md, docs/decisions/380):
-- an alert's last sign of life and the one "do you still want it?" mail, and the requests
-- for "My data" (a link mailed to an address, its secret stored only as a hash).
ALTER TABLE `alerts` ADD `last_used_at` integer;
--> statement-breakpoint
ALTER TABLE `alerts` ADD `asked_at` integer;
--> statement-breakpoint
UPDATE `alerts` SET `last_used_at` = coalesce(`confirmed_at`, `created_at`);
--> statement-breakpoint
CREATE TABLE `my_data_requests` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `my_data_requests_created_idx` ON `my_data_requests` (`created_at`);
