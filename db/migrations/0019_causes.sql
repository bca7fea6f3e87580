CREATE TABLE `causes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `causes_slug_unique` ON `causes` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `causes_name_nocase_idx` ON `causes` ("name" collate nocase);--> statement-breakpoint
CREATE TABLE `listing_causes` (
	`cause_id` integer NOT NULL,
	`key` integer NOT NULL,
	PRIMARY KEY(`cause_id`, `key`),
	FOREIGN KEY (`cause_id`) REFERENCES `causes`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `listing_causes_key_idx` ON `listing_causes` (`key`);
--> statement-breakpoint
-- A deleted listing takes its causes with it (the key is the opportunity id, or minus the legacy job id).
CREATE TRIGGER `listing_causes_opportunity_delete` AFTER DELETE ON `opportunities` BEGIN
  DELETE FROM listing_causes WHERE key = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_causes_job_delete` AFTER DELETE ON `job_listings` BEGIN
  DELETE FROM listing_causes WHERE key = -OLD.id;
END;
--> statement-breakpoint
-- The fourteen causes every board starts with; admins rename, reorder and hide them at /admin/causes.
INSERT OR IGNORE INTO `causes` (`slug`, `name`, `description`, `position`) VALUES
  ('climate', 'Climate and environment', 'Work that cuts emissions, restores forests, rivers and coasts, and helps communities adapt to a changing climate.', 1),
  ('education', 'Education', 'Work that helps children and adults learn: schools, teachers, reading, digital learning and lifelong education.', 2),
  ('health', 'Health', 'Work for better health: primary care, community health workers, nutrition, mental health and health research.', 3),
  ('livelihoods', 'Livelihoods and skilling', 'Work that helps people earn a living: vocational skills, jobs, enterprise and fair work.', 4),
  ('gender-equality', 'Gender equality', 'Work for the equal rights, safety and opportunities of women, girls and people of every gender.', 5),
  ('water-sanitation', 'Water and sanitation', 'Work for safe drinking water, toilets, hygiene and the care of water sources.', 6),
  ('agriculture-food', 'Agriculture and food', 'Work with farmers and food systems: sustainable farming, markets, nutrition and food security.', 7),
  ('governance-civic-tech', 'Governance and civic tech', 'Work that makes government open and accountable, and builds technology for citizens and public services.', 8),
  ('disability-inclusion', 'Disability and inclusion', 'Work for the rights, access and full participation of people with disabilities.', 9),
  ('children-youth', 'Children and youth', 'Work for the protection, growth and voice of children and young people.', 10),
  ('financial-inclusion', 'Financial inclusion', 'Work that brings savings, credit, insurance and financial know-how to people banks leave out.', 11),
  ('animal-welfare', 'Animal welfare', 'Work for the care and protection of animals, domestic and wild.', 12),
  ('arts-culture', 'Arts and culture', 'Work that keeps arts, crafts, heritage and culture alive and open to all.', 13),
  ('human-rights', 'Human rights', 'Work for justice, legal aid, dignity and the rights of every person.', 14);
