-- Each job alert keeps the language of the page it was made on (docs/decisions/285): its mails are in it.
ALTER TABLE `alerts` ADD `language` text DEFAULT 'en' NOT NULL;
