-- The hourly merge of the search index (app/search/index-merge.server.ts) merges the segments of a
-- level once two are there, where FTS5's own default waits for four (docs/decisions/468-search-index-merged-hourly.md).
INSERT INTO listing_search(listing_search, rank) VALUES ('usermerge', 2);
