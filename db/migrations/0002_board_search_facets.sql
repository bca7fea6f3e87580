CREATE TABLE `listing_facets` (
	`key` integer PRIMARY KEY NOT NULL,
	`visible` integer NOT NULL,
	`opportunity_type` text NOT NULL,
	`featured` integer NOT NULL,
	`posted_at` integer NOT NULL,
	`deadline` integer,
	`category` text,
	`duration` text,
	`paid` integer NOT NULL,
	`remote` integer NOT NULL,
	`on_site` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_facets_board_idx` ON `listing_facets` (`visible`,`opportunity_type`,`featured`,`posted_at`,`deadline`,`category`,`duration`,`paid`,`remote`,`on_site`);--> statement-breakpoint
CREATE INDEX `listing_facets_recent_idx` ON `listing_facets` (`visible`,`featured`,`posted_at`,`deadline`,`opportunity_type`);
--> statement-breakpoint
-- The rules below are those of app/opportunities/listing-rules.ts (isPaid, workPlace);
-- tests/integration/board/facets.test.ts checks that they agree. Every change to a
-- listing or its attributes recomputes that listing's row.
CREATE TRIGGER `listing_facets_opportunity_insert` AFTER INSERT ON `opportunities` BEGIN
  DELETE FROM listing_facets WHERE key = NEW.id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE o.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_opportunity_update` AFTER UPDATE ON `opportunities` BEGIN
  DELETE FROM listing_facets WHERE key = NEW.id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE o.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_opportunity_delete` AFTER DELETE ON `opportunities` BEGIN
  DELETE FROM listing_facets WHERE key = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_attribute_insert` AFTER INSERT ON `opportunity_attributes` BEGIN
  DELETE FROM listing_facets WHERE key = NEW.opportunity_id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE o.id = NEW.opportunity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_attribute_update` AFTER UPDATE ON `opportunity_attributes` BEGIN
  DELETE FROM listing_facets WHERE key = NEW.opportunity_id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE o.id = NEW.opportunity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_attribute_delete` AFTER DELETE ON `opportunity_attributes` BEGIN
  DELETE FROM listing_facets WHERE key = OLD.opportunity_id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE o.id = OLD.opportunity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_definition_rename` AFTER UPDATE OF name ON `attribute_definitions` BEGIN
  DELETE FROM listing_facets WHERE key IN (SELECT opportunity_id FROM opportunity_attributes WHERE attribute_id = NEW.id);
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE o.id IN (SELECT opportunity_id FROM opportunity_attributes WHERE attribute_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_job_insert` AFTER INSERT ON `job_listings` BEGIN
  DELETE FROM listing_facets WHERE key = -NEW.id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT -j.id, (j.status = 'published' AND j.archived = 0), 'internship', j.featured, j.posted_at,
    CASE WHEN j.application_deadline IS NULL THEN j.expiry_date WHEN j.expiry_date IS NULL THEN j.application_deadline ELSE min(j.application_deadline, j.expiry_date) END,
    lower(trim(j.category)), trim(j.duration),
    coalesce(NULL, CASE WHEN lower(trim(coalesce(j.salary, ''))) = '' OR lower(trim(coalesce(j.salary, ''))) LIKE '%unpaid%' OR lower(trim(coalesce(j.salary, ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(j.location, '') LIKE '%remote%' OR coalesce(j.location, '') LIKE '%work from home%' OR coalesce(j.location, '') LIKE '%wfh%'),
    (coalesce(j.location, '') LIKE '%in-person%' OR coalesce(j.location, '') LIKE '%in person%' OR coalesce(j.location, '') LIKE '%on-site%' OR coalesce(j.location, '') LIKE '%onsite%' OR (trim(coalesce(j.location, '')) <> '' AND NOT (coalesce(j.location, '') LIKE '%remote%' OR coalesce(j.location, '') LIKE '%work from home%' OR coalesce(j.location, '') LIKE '%wfh%')))
  FROM job_listings j WHERE j.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_job_update` AFTER UPDATE ON `job_listings` BEGIN
  DELETE FROM listing_facets WHERE key = -NEW.id;
  INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT -j.id, (j.status = 'published' AND j.archived = 0), 'internship', j.featured, j.posted_at,
    CASE WHEN j.application_deadline IS NULL THEN j.expiry_date WHEN j.expiry_date IS NULL THEN j.application_deadline ELSE min(j.application_deadline, j.expiry_date) END,
    lower(trim(j.category)), trim(j.duration),
    coalesce(NULL, CASE WHEN lower(trim(coalesce(j.salary, ''))) = '' OR lower(trim(coalesce(j.salary, ''))) LIKE '%unpaid%' OR lower(trim(coalesce(j.salary, ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(j.location, '') LIKE '%remote%' OR coalesce(j.location, '') LIKE '%work from home%' OR coalesce(j.location, '') LIKE '%wfh%'),
    (coalesce(j.location, '') LIKE '%in-person%' OR coalesce(j.location, '') LIKE '%in person%' OR coalesce(j.location, '') LIKE '%on-site%' OR coalesce(j.location, '') LIKE '%onsite%' OR (trim(coalesce(j.location, '')) <> '' AND NOT (coalesce(j.location, '') LIKE '%remote%' OR coalesce(j.location, '') LIKE '%work from home%' OR coalesce(j.location, '') LIKE '%wfh%')))
  FROM job_listings j WHERE j.id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_job_delete` AFTER DELETE ON `job_listings` BEGIN
  DELETE FROM listing_facets WHERE key = -OLD.id;
END;
--> statement-breakpoint
-- Listings that exist already.
INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT o.id, (o.status = 'published' AND o.archived = 0), o.opportunity_type, o.featured, o.posted_at, o.expires_at,
    lower(trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'category'))),
    trim((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'duration')),
    coalesce((SELECT a.boolean_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'hasPaid'), CASE WHEN lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) = '' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) LIKE '%unpaid%' OR lower(trim(coalesce((SELECT a.string_value FROM opportunity_attributes a JOIN attribute_definitions d ON d.id = a.attribute_id WHERE a.opportunity_id = o.id AND d.name = 'stipend'), ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%'),
    (coalesce(o.location, '') LIKE '%in-person%' OR coalesce(o.location, '') LIKE '%in person%' OR coalesce(o.location, '') LIKE '%on-site%' OR coalesce(o.location, '') LIKE '%onsite%' OR (trim(coalesce(o.location, '')) <> '' AND NOT (coalesce(o.location, '') LIKE '%remote%' OR coalesce(o.location, '') LIKE '%work from home%' OR coalesce(o.location, '') LIKE '%wfh%')))
  FROM opportunities o WHERE 1;
--> statement-breakpoint
INSERT INTO listing_facets (key, visible, opportunity_type, featured, posted_at, deadline, category, duration, paid, remote, on_site)
  SELECT -j.id, (j.status = 'published' AND j.archived = 0), 'internship', j.featured, j.posted_at,
    CASE WHEN j.application_deadline IS NULL THEN j.expiry_date WHEN j.expiry_date IS NULL THEN j.application_deadline ELSE min(j.application_deadline, j.expiry_date) END,
    lower(trim(j.category)), trim(j.duration),
    coalesce(NULL, CASE WHEN lower(trim(coalesce(j.salary, ''))) = '' OR lower(trim(coalesce(j.salary, ''))) LIKE '%unpaid%' OR lower(trim(coalesce(j.salary, ''))) IN ('0', 'none', 'nil', 'n/a', 'na', 'no', '-', 'no stipend', 'not paid') THEN 0 ELSE 1 END),
    (coalesce(j.location, '') LIKE '%remote%' OR coalesce(j.location, '') LIKE '%work from home%' OR coalesce(j.location, '') LIKE '%wfh%'),
    (coalesce(j.location, '') LIKE '%in-person%' OR coalesce(j.location, '') LIKE '%in person%' OR coalesce(j.location, '') LIKE '%on-site%' OR coalesce(j.location, '') LIKE '%onsite%' OR (trim(coalesce(j.location, '')) <> '' AND NOT (coalesce(j.location, '') LIKE '%remote%' OR coalesce(j.location, '') LIKE '%work from home%' OR coalesce(j.location, '') LIKE '%wfh%')))
  FROM job_listings j WHERE 1;
