-- The search index's own vocabulary, read by search (docs/decisions/297): the terms a misspelt
-- word is corrected to, and the Hindi words a word typed in Latin letters is matched with by
-- sound. fts5vocab reads listing_search's index directly: nothing to keep in step.
CREATE VIRTUAL TABLE `listing_search_terms` USING fts5vocab('listing_search', 'row');
--> statement-breakpoint
-- What search tried for a text besides its words as typed: "" (nothing), "expanded" (word forms,
-- other languages or scripts, synonyms, type words), "corrected" (a misspelt word), or both.
ALTER TABLE `search_daily_stats` ADD `tried` text DEFAULT '' NOT NULL;
