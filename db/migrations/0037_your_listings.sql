-- "Your listings" (docs/decisions/390): one secret link per mailbox, stored only as a SHA-256 hash,
-- with when it was last opened (an unused link expires). And a submission posted again from an
-- earlier listing names it, for the moderator (docs/decisions/391).
CREATE TABLE `mailbox_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `mailbox_links_email_idx` ON `mailbox_links` (`email`);
--> statement-breakpoint
ALTER TABLE `opportunities` ADD `posted_again_from` integer REFERENCES opportunities(id) ON DELETE set null;
