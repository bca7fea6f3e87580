-- Soonest deadline first read in the index's order (docs/decisions/461-deadline-order-from-its-index.md): the board's
-- deadline order is `deadline, posted_at DESC, key DESC` for dated listings, then the undated ones (deadline NULL)
-- by `posted_at DESC, key DESC`; both are one range of this index each. The filters' columns follow, as in the
-- stipend index, so a filter is judged on the index without reading facet rows.
CREATE INDEX `listing_facets_deadline_idx` ON `listing_facets` (`visible`,`deadline`,`posted_at` DESC,`key` DESC,`opportunity_type`,`featured`,`category`,`duration`,`paid`,`remote`,`on_site`,`cause_mask`,`stipend_monthly`,`open_to`,`part_time`,`perks`,`programme_for`,`work_languages`);
