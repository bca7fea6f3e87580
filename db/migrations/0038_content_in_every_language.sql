-- The footer note in every language (decision 360): where the board still has the seeded English
-- note, its Hindi, Marathi and Bengali versions are added beside it; a note an admin changed is left
-- alone (its translations are the admin's to write; until then the English one stands in, marked so).
INSERT INTO site_settings (key, value, type, label, description)
  SELECT 'footer_note_hi', '<p>भारत में सामाजिक और पर्यावरण की भलाई के लिए काम करने वाली संस्थाओं के लिए लिस्टिंग मुफ़्त है।</p>', 'html', 'Footer note (Hindi)', 'The footer note on the Hindi pages (sanitised HTML).'
  WHERE EXISTS (SELECT 1 FROM site_settings WHERE key = 'footer_note' AND value = '<p>Listings are free for organisations working for social and environmental good in India.</p>')
    AND NOT EXISTS (SELECT 1 FROM site_settings WHERE key = 'footer_note_hi');--> statement-breakpoint
INSERT INTO site_settings (key, value, type, label, description)
  SELECT 'footer_note_mr', '<p>भारतात सामाजिक आणि पर्यावरणाच्या भल्यासाठी काम करणाऱ्या संस्थांसाठी लिस्टिंग मोफत आहे.</p>', 'html', 'Footer note (Marathi)', 'The footer note on the Marathi pages (sanitised HTML).'
  WHERE EXISTS (SELECT 1 FROM site_settings WHERE key = 'footer_note' AND value = '<p>Listings are free for organisations working for social and environmental good in India.</p>')
    AND NOT EXISTS (SELECT 1 FROM site_settings WHERE key = 'footer_note_mr');--> statement-breakpoint
INSERT INTO site_settings (key, value, type, label, description)
  SELECT 'footer_note_bn', '<p>ভারতে সমাজ ও পরিবেশের ভালোর জন্য কাজ করা সংস্থাগুলোর জন্য লিস্টিং বিনামূল্যে।</p>', 'html', 'Footer note (Bengali)', 'The footer note on the Bengali pages (sanitised HTML).'
  WHERE EXISTS (SELECT 1 FROM site_settings WHERE key = 'footer_note' AND value = '<p>Listings are free for organisations working for social and environmental good in India.</p>')
    AND NOT EXISTS (SELECT 1 FROM site_settings WHERE key = 'footer_note_bn');
--> statement-breakpoint
-- A content page's or blog post's translation into one language (decision 360): a page in a language
-- without one shows the English text, says so, and is not claimed as that language's version.
CREATE TABLE `content_translations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`page_id` integer REFERENCES `content_pages`(`id`) ON DELETE cascade,
	`post_id` integer REFERENCES `blog_posts`(`id`) ON DELETE cascade,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`summary` text,
	`content` text NOT NULL,
	`meta_description` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CHECK ((`page_id` IS NULL) <> (`post_id` IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_translations_page_language` ON `content_translations` (`page_id`, `language`);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_translations_post_language` ON `content_translations` (`post_id`, `language`);
--> statement-breakpoint
-- Marathi spells civic as सिव्हिक (a native reader's correction).
UPDATE taxonomy_names SET name = replace(name, 'सिविक टेक', 'सिव्हिक टेक') WHERE language = 'mr' AND name LIKE '%सिविक टेक%';
