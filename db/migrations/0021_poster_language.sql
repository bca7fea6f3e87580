-- The language a listing was posted in (/submit or /hi/submit): its poster's mails are written in it (docs/decisions/283).
-- Listings posted before are English.
ALTER TABLE `listing_posters` ADD `language` text DEFAULT 'en' NOT NULL;
