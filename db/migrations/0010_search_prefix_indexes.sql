-- Prefix indexes for 2 to 6 characters (before: 2 and 3). The last word of a board search is
-- a prefix ("comm", and "communities", whose porter stem "commun" is six characters); FTS5
-- answers a prefix of an indexed length from one ready doclist, read lazily and stopped at the
-- LIMIT, but any other prefix by merging every matching term's whole doclist first, which at
-- 100,000 listings cost 7-10 ms per search for common words
-- (docs/decisions/166-search-prefix-indexes.md).
--
-- FTS5 options cannot be altered: the table is rebuilt with the same columns, tokenizer and
-- rowids, and its rows copied as they are. No trigger changes: the triggers of 0001 and 0009
-- name `listing_search` and write the same columns to the new table.
CREATE TABLE `listing_search_copy` AS
  SELECT rowid AS id, title, organization, description, requirements, skills, location, category FROM listing_search;
--> statement-breakpoint
DROP TABLE `listing_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `listing_search` USING fts5(
  title, organization, description, requirements, skills, location, category,
  tokenize = 'porter unicode61 remove_diacritics 2',
  prefix = '2 3 4 5 6'
);
--> statement-breakpoint
INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  SELECT id, title, organization, description, requirements, skills, location, category FROM listing_search_copy;
--> statement-breakpoint
DROP TABLE `listing_search_copy`;
