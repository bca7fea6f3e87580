-- The logo an unreviewed submission proposes for an organisation that already exists
-- (docs/decisions/365): it waits here with the submission and is applied to the organisation
-- only when a moderator approves it, so no stranger changes a published organisation's face.
ALTER TABLE `opportunities` ADD `proposed_logo` text;--> statement-breakpoint
-- The signals of a published listing's edit waiting for review, computed when the poster saves it.
ALTER TABLE `listing_revisions` ADD `flags` text DEFAULT '[]' NOT NULL;
