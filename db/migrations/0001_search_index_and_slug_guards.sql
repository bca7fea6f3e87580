-- Full-text search over every listing (opportunities and legacy job listings),
-- kept in sync by triggers. rowid = opportunities.id for opportunities and
-- -job_listings.id for legacy jobs, so both kinds share one index.
-- Columns, in bm25 weight order: title, organization, description, requirements,
-- skills, location, category. Porter stemming so "engineer" finds "engineering".
CREATE VIRTUAL TABLE `listing_search` USING fts5(
  title, organization, description, requirements, skills, location, category,
  tokenize = 'porter unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER `opportunities_search_insert` AFTER INSERT ON `opportunities` BEGIN
  INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  VALUES (
    NEW.id, NEW.title,
    coalesce((SELECT name FROM organizations WHERE id = NEW.organization_id), ''),
    NEW.description, coalesce(NEW.requirements, ''),
    coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'skills'), ''),
    coalesce(NEW.location, ''),
    coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'category'), '')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `opportunities_search_update` AFTER UPDATE OF title, organization_id, description, requirements, location ON `opportunities` BEGIN
  DELETE FROM listing_search WHERE rowid = OLD.id;
  INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  VALUES (
    NEW.id, NEW.title,
    coalesce((SELECT name FROM organizations WHERE id = NEW.organization_id), ''),
    NEW.description, coalesce(NEW.requirements, ''),
    coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'skills'), ''),
    coalesce(NEW.location, ''),
    coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
              WHERE oa.opportunity_id = NEW.id AND ad.name = 'category'), '')
  );
END;
--> statement-breakpoint
CREATE TRIGGER `opportunities_search_delete` AFTER DELETE ON `opportunities` BEGIN
  DELETE FROM listing_search WHERE rowid = OLD.id;
END;
--> statement-breakpoint
-- Skills and category live in opportunity_attributes: refresh those two columns.
CREATE TRIGGER `opportunity_attributes_search_insert` AFTER INSERT ON `opportunity_attributes` BEGIN
  UPDATE listing_search SET
    skills = coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
                       WHERE oa.opportunity_id = NEW.opportunity_id AND ad.name = 'skills'), ''),
    category = coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
                         WHERE oa.opportunity_id = NEW.opportunity_id AND ad.name = 'category'), '')
  WHERE rowid = NEW.opportunity_id
    AND (SELECT name FROM attribute_definitions WHERE id = NEW.attribute_id) IN ('skills', 'category');
END;
--> statement-breakpoint
CREATE TRIGGER `opportunity_attributes_search_update` AFTER UPDATE ON `opportunity_attributes` BEGIN
  UPDATE listing_search SET
    skills = coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
                       WHERE oa.opportunity_id = NEW.opportunity_id AND ad.name = 'skills'), ''),
    category = coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
                         WHERE oa.opportunity_id = NEW.opportunity_id AND ad.name = 'category'), '')
  WHERE rowid = NEW.opportunity_id
    AND (SELECT name FROM attribute_definitions WHERE id = NEW.attribute_id) IN ('skills', 'category');
END;
--> statement-breakpoint
CREATE TRIGGER `opportunity_attributes_search_delete` AFTER DELETE ON `opportunity_attributes` BEGIN
  UPDATE listing_search SET
    skills = coalesce((SELECT oa.array_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
                       WHERE oa.opportunity_id = OLD.opportunity_id AND ad.name = 'skills'), ''),
    category = coalesce((SELECT oa.string_value FROM opportunity_attributes oa JOIN attribute_definitions ad ON ad.id = oa.attribute_id
                         WHERE oa.opportunity_id = OLD.opportunity_id AND ad.name = 'category'), '')
  WHERE rowid = OLD.opportunity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_search_rename` AFTER UPDATE OF name ON `organizations` BEGIN
  UPDATE listing_search SET organization = NEW.name
  WHERE rowid IN (SELECT id FROM opportunities WHERE organization_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `job_listings_search_insert` AFTER INSERT ON `job_listings` BEGIN
  INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  VALUES (-NEW.id, NEW.position_title, NEW.company_name, NEW.description, NEW.requirements,
          coalesce(NEW.skills, ''), NEW.location, NEW.category);
END;
--> statement-breakpoint
CREATE TRIGGER `job_listings_search_update` AFTER UPDATE OF position_title, company_name, description, requirements, skills, location, category ON `job_listings` BEGIN
  DELETE FROM listing_search WHERE rowid = -OLD.id;
  INSERT INTO listing_search(rowid, title, organization, description, requirements, skills, location, category)
  VALUES (-NEW.id, NEW.position_title, NEW.company_name, NEW.description, NEW.requirements,
          coalesce(NEW.skills, ''), NEW.location, NEW.category);
END;
--> statement-breakpoint
CREATE TRIGGER `job_listings_search_delete` AFTER DELETE ON `job_listings` BEGIN
  DELETE FROM listing_search WHERE rowid = -OLD.id;
END;
--> statement-breakpoint
-- Listing pages live at /{type}s/{slug} and /jobs/{slug}: a slug names one listing of either kind.
CREATE TRIGGER `opportunities_slug_guard_insert` BEFORE INSERT ON `opportunities`
WHEN EXISTS (SELECT 1 FROM job_listings WHERE slug = NEW.slug) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: listing slug');
END;
--> statement-breakpoint
CREATE TRIGGER `opportunities_slug_guard_update` BEFORE UPDATE OF slug ON `opportunities`
WHEN EXISTS (SELECT 1 FROM job_listings WHERE slug = NEW.slug) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: listing slug');
END;
--> statement-breakpoint
CREATE TRIGGER `job_listings_slug_guard_insert` BEFORE INSERT ON `job_listings`
WHEN EXISTS (SELECT 1 FROM opportunities WHERE slug = NEW.slug) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: listing slug');
END;
--> statement-breakpoint
CREATE TRIGGER `job_listings_slug_guard_update` BEFORE UPDATE OF slug ON `job_listings`
WHEN EXISTS (SELECT 1 FROM opportunities WHERE slug = NEW.slug) BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: listing slug');
END;
