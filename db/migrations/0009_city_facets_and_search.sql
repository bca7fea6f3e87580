-- City filter and city search (docs/decisions/144-deadline-and-city.md).
--
-- listing_facets.city holds lower-case cities between commas (",pune,navi mumbai,"): an
-- opportunity's `city`, a legacy job's `location`. Rather than redefining the facet triggers of
-- 0002, one trigger on listing_facets itself fills the column whenever any trigger (re)inserts a
-- facet row, and two more cover a plain UPDATE of the source column.
CREATE TRIGGER `listing_facets_city_fill` AFTER INSERT ON `listing_facets` BEGIN
  UPDATE listing_facets SET city = CASE WHEN NEW.key > 0
    THEN (SELECT ',' || lower(replace(trim(o.city), ', ', ',')) || ',' FROM opportunities o
          WHERE o.id = NEW.key AND trim(coalesce(o.city, '')) <> '')
    ELSE (SELECT ',' || lower(replace(replace(trim(j.location), ', ', ','), ' ,', ',')) || ',' FROM job_listings j
          WHERE j.id = -NEW.key AND trim(coalesce(j.location, '')) <> '')
  END
  WHERE key = NEW.key;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_city_opportunity_update` AFTER UPDATE OF city ON `opportunities` BEGIN
  UPDATE listing_facets SET city = CASE WHEN trim(coalesce(NEW.city, '')) = '' THEN NULL
    ELSE ',' || lower(replace(trim(NEW.city), ', ', ',')) || ',' END
  WHERE key = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_city_job_update` AFTER UPDATE OF location ON `job_listings` BEGIN
  UPDATE listing_facets SET city = CASE WHEN trim(coalesce(NEW.location, '')) = '' THEN NULL
    ELSE ',' || lower(replace(replace(trim(NEW.location), ', ', ','), ' ,', ',')) || ',' END
  WHERE key = -NEW.id;
END;
--> statement-breakpoint
UPDATE listing_facets SET city = (SELECT ',' || lower(replace(replace(trim(j.location), ', ', ','), ' ,', ',')) || ','
  FROM job_listings j WHERE j.id = -listing_facets.key AND trim(coalesce(j.location, '')) <> '')
WHERE key < 0;
--> statement-breakpoint
UPDATE listing_facets SET city = (SELECT ',' || lower(replace(trim(o.city), ', ', ',')) || ','
  FROM opportunities o WHERE o.id = listing_facets.key AND trim(coalesce(o.city, '')) <> '')
WHERE key > 0;
--> statement-breakpoint
-- An opportunity's cities are searchable: the `location` column of listing_search holds the
-- location type followed by the cities. The two triggers of 0001 that write an opportunity's
-- row are redefined with `city` added (the only change); a trigger added beside them could not
-- win, because SQLite runs the newest trigger first and these rewrite the whole row.
DROP TRIGGER IF EXISTS `opportunities_search_insert`;
--> statement-breakpoint
CREATE TRIGGER `opportunities_search_insert` AFTER INSERT ON `opportunities` BEGIN
  INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  VALUES (
    NEW.id, NEW.title,
    coalesce((SELECT name FROM organizations WHERE id = NEW.organization_id), ''),
    NEW.description, coalesce(NEW.requirements, ''),
    coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'skills'), ''),
    trim(coalesce(NEW.location, '') || ' ' || coalesce(NEW.city, '')),
    coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'category'), '')
  );
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `opportunities_search_update`;
--> statement-breakpoint
CREATE TRIGGER `opportunities_search_update` AFTER UPDATE OF title, organization_id, description, requirements, location, city ON `opportunities` BEGIN
  DELETE FROM listing_search WHERE rowid = OLD.id;
  INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  VALUES (
    NEW.id, NEW.title,
    coalesce((SELECT name FROM organizations WHERE id = NEW.organization_id), ''),
    NEW.description, coalesce(NEW.requirements, ''),
    coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'skills'), ''),
    trim(coalesce(NEW.location, '') || ' ' || coalesce(NEW.city, '')),
    coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'category'), '')
  );
END;
