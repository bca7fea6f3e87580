-- Deadline reminders for saved listings (docs/decisions/371-saved-listing-reminders-design.md): an alert of
-- the kind 'deadlines' shares the search alert's identity (address, confirmation, tokens, language) and
-- watches listings (their search key: the opportunity id, or minus a legacy job id).
ALTER TABLE `alerts` ADD `kind` text DEFAULT 'search' NOT NULL;--> statement-breakpoint
CREATE TABLE `alert_watches` (
	`alert_id` integer NOT NULL,
	`listing_key` integer NOT NULL,
	`reminded_for` integer,
	`closed_notice_at` integer,
	PRIMARY KEY(`alert_id`, `listing_key`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `alert_watches_listing_idx` ON `alert_watches` (`listing_key`);
