-- What an unreviewed submission proposes for an organisation that already exists (a logo,
-- docs/decisions/365): it waits here with the submission and is applied to the organisation only
-- when a moderator approves the listing, so no stranger changes a published organisation's face.
CREATE TABLE `organization_proposals` (
	`opportunity_id` integer PRIMARY KEY NOT NULL,
	`logo` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`opportunity_id`) REFERENCES `opportunities`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- The signals of a published listing's edit waiting for review, computed when the poster saves it.
ALTER TABLE `listing_revisions` ADD `flags` text DEFAULT '[]' NOT NULL;
