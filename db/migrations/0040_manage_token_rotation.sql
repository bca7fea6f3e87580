-- A lost-link mail replaces a listing's manage links: the old ones are kept, marked, so their page says a newer link was sent.
ALTER TABLE `manage_tokens` ADD `superseded_at` integer;
