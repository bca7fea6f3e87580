ALTER TABLE `content_pages` ADD `show_in_footer` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `city` text;--> statement-breakpoint
ALTER TABLE `opportunities` ADD `city` text;