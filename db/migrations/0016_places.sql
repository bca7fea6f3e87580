-- Places (docs/decisions/270-places.md): Indian cities with their states and other names, the
-- same list as app/taxonomy/cities.ts (a unit test compares them). `name` is any lower-case
-- name of a city ("bangalore", "bengaluru"), `city` and `state` its canonical names.
CREATE TABLE `city_names` (
	`name` text PRIMARY KEY NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `city_names` (`name`, `city`, `state`) VALUES
  ('agartala', 'Agartala', 'Tripura'),
  ('agra', 'Agra', 'Uttar Pradesh'),
  ('ahmedabad', 'Ahmedabad', 'Gujarat'),
  ('amdavad', 'Ahmedabad', 'Gujarat'),
  ('aizawl', 'Aizawl', 'Mizoram'),
  ('ajmer', 'Ajmer', 'Rajasthan'),
  ('aligarh', 'Aligarh', 'Uttar Pradesh'),
  ('allahabad', 'Allahabad', 'Uttar Pradesh'),
  ('prayagraj', 'Allahabad', 'Uttar Pradesh'),
  ('amritsar', 'Amritsar', 'Punjab'),
  ('aurangabad', 'Aurangabad', 'Maharashtra'),
  ('chhatrapati sambhajinagar', 'Aurangabad', 'Maharashtra'),
  ('bareilly', 'Bareilly', 'Uttar Pradesh'),
  ('bathinda', 'Bathinda', 'Punjab'),
  ('bhatinda', 'Bathinda', 'Punjab'),
  ('belagavi', 'Belagavi', 'Karnataka'),
  ('belgaum', 'Belagavi', 'Karnataka'),
  ('bengaluru', 'Bengaluru', 'Karnataka'),
  ('bangalore', 'Bengaluru', 'Karnataka'),
  ('bengalooru', 'Bengaluru', 'Karnataka'),
  ('bhagalpur', 'Bhagalpur', 'Bihar'),
  ('bhavnagar', 'Bhavnagar', 'Gujarat'),
  ('bhopal', 'Bhopal', 'Madhya Pradesh'),
  ('bhubaneswar', 'Bhubaneswar', 'Odisha'),
  ('bhubaneshwar', 'Bhubaneswar', 'Odisha'),
  ('bikaner', 'Bikaner', 'Rajasthan'),
  ('bilaspur', 'Bilaspur', 'Chhattisgarh'),
  ('chandigarh', 'Chandigarh', 'Chandigarh'),
  ('chennai', 'Chennai', 'Tamil Nadu'),
  ('madras', 'Chennai', 'Tamil Nadu'),
  ('coimbatore', 'Coimbatore', 'Tamil Nadu'),
  ('kovai', 'Coimbatore', 'Tamil Nadu'),
  ('cuttack', 'Cuttack', 'Odisha'),
  ('daman', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('darjeeling', 'Darjeeling', 'West Bengal'),
  ('dehradun', 'Dehradun', 'Uttarakhand'),
  ('delhi', 'Delhi', 'Delhi'),
  ('new delhi', 'Delhi', 'Delhi'),
  ('dhanbad', 'Dhanbad', 'Jharkhand'),
  ('dharamshala', 'Dharamshala', 'Himachal Pradesh'),
  ('dharamsala', 'Dharamshala', 'Himachal Pradesh'),
  ('mcleod ganj', 'Dharamshala', 'Himachal Pradesh'),
  ('dibrugarh', 'Dibrugarh', 'Assam'),
  ('durgapur', 'Durgapur', 'West Bengal'),
  ('faridabad', 'Faridabad', 'Haryana'),
  ('gandhinagar', 'Gandhinagar', 'Gujarat'),
  ('gangtok', 'Gangtok', 'Sikkim'),
  ('gaya', 'Gaya', 'Bihar'),
  ('ghaziabad', 'Ghaziabad', 'Uttar Pradesh'),
  ('gorakhpur', 'Gorakhpur', 'Uttar Pradesh'),
  ('gurugram', 'Gurugram', 'Haryana'),
  ('gurgaon', 'Gurugram', 'Haryana'),
  ('guwahati', 'Guwahati', 'Assam'),
  ('gauhati', 'Guwahati', 'Assam'),
  ('gwalior', 'Gwalior', 'Madhya Pradesh'),
  ('haridwar', 'Haridwar', 'Uttarakhand'),
  ('hardwar', 'Haridwar', 'Uttarakhand'),
  ('hisar', 'Hisar', 'Haryana'),
  ('hissar', 'Hisar', 'Haryana'),
  ('hubballi', 'Hubballi', 'Karnataka'),
  ('hubli', 'Hubballi', 'Karnataka'),
  ('hubli-dharwad', 'Hubballi', 'Karnataka'),
  ('hyderabad', 'Hyderabad', 'Telangana'),
  ('secunderabad', 'Hyderabad', 'Telangana'),
  ('imphal', 'Imphal', 'Manipur'),
  ('indore', 'Indore', 'Madhya Pradesh'),
  ('itanagar', 'Itanagar', 'Arunachal Pradesh'),
  ('jabalpur', 'Jabalpur', 'Madhya Pradesh'),
  ('jubbulpore', 'Jabalpur', 'Madhya Pradesh'),
  ('jaipur', 'Jaipur', 'Rajasthan'),
  ('jalandhar', 'Jalandhar', 'Punjab'),
  ('jullundur', 'Jalandhar', 'Punjab'),
  ('jammu', 'Jammu', 'Jammu and Kashmir'),
  ('jamshedpur', 'Jamshedpur', 'Jharkhand'),
  ('tatanagar', 'Jamshedpur', 'Jharkhand'),
  ('jodhpur', 'Jodhpur', 'Rajasthan'),
  ('jorhat', 'Jorhat', 'Assam'),
  ('kakinada', 'Kakinada', 'Andhra Pradesh'),
  ('kalaburagi', 'Kalaburagi', 'Karnataka'),
  ('gulbarga', 'Kalaburagi', 'Karnataka'),
  ('kanpur', 'Kanpur', 'Uttar Pradesh'),
  ('cawnpore', 'Kanpur', 'Uttar Pradesh'),
  ('karimnagar', 'Karimnagar', 'Telangana'),
  ('kavaratti', 'Kavaratti', 'Lakshadweep'),
  ('kochi', 'Kochi', 'Kerala'),
  ('cochin', 'Kochi', 'Kerala'),
  ('ernakulam', 'Kochi', 'Kerala'),
  ('kohima', 'Kohima', 'Nagaland'),
  ('kolhapur', 'Kolhapur', 'Maharashtra'),
  ('kolkata', 'Kolkata', 'West Bengal'),
  ('calcutta', 'Kolkata', 'West Bengal'),
  ('kota', 'Kota', 'Rajasthan'),
  ('kozhikode', 'Kozhikode', 'Kerala'),
  ('calicut', 'Kozhikode', 'Kerala'),
  ('leh', 'Leh', 'Ladakh'),
  ('lucknow', 'Lucknow', 'Uttar Pradesh'),
  ('ludhiana', 'Ludhiana', 'Punjab'),
  ('madurai', 'Madurai', 'Tamil Nadu'),
  ('mangaluru', 'Mangaluru', 'Karnataka'),
  ('mangalore', 'Mangaluru', 'Karnataka'),
  ('margao', 'Margao', 'Goa'),
  ('madgaon', 'Margao', 'Goa'),
  ('meerut', 'Meerut', 'Uttar Pradesh'),
  ('mumbai', 'Mumbai', 'Maharashtra'),
  ('bombay', 'Mumbai', 'Maharashtra'),
  ('muzaffarpur', 'Muzaffarpur', 'Bihar'),
  ('mysuru', 'Mysuru', 'Karnataka'),
  ('mysore', 'Mysuru', 'Karnataka'),
  ('nagpur', 'Nagpur', 'Maharashtra'),
  ('nainital', 'Nainital', 'Uttarakhand'),
  ('nashik', 'Nashik', 'Maharashtra'),
  ('nasik', 'Nashik', 'Maharashtra'),
  ('navi mumbai', 'Navi Mumbai', 'Maharashtra'),
  ('new bombay', 'Navi Mumbai', 'Maharashtra'),
  ('nizamabad', 'Nizamabad', 'Telangana'),
  ('noida', 'Noida', 'Uttar Pradesh'),
  ('gautam buddh nagar', 'Noida', 'Uttar Pradesh'),
  ('panaji', 'Panaji', 'Goa'),
  ('panjim', 'Panaji', 'Goa'),
  ('panipat', 'Panipat', 'Haryana'),
  ('patiala', 'Patiala', 'Punjab'),
  ('patna', 'Patna', 'Bihar'),
  ('port blair', 'Port Blair', 'Andaman and Nicobar Islands'),
  ('sri vijaya puram', 'Port Blair', 'Andaman and Nicobar Islands'),
  ('puducherry', 'Puducherry', 'Puducherry'),
  ('pondicherry', 'Puducherry', 'Puducherry'),
  ('pondy', 'Puducherry', 'Puducherry'),
  ('pune', 'Pune', 'Maharashtra'),
  ('poona', 'Pune', 'Maharashtra'),
  ('raipur', 'Raipur', 'Chhattisgarh'),
  ('rajkot', 'Rajkot', 'Gujarat'),
  ('ranchi', 'Ranchi', 'Jharkhand'),
  ('rishikesh', 'Rishikesh', 'Uttarakhand'),
  ('rohtak', 'Rohtak', 'Haryana'),
  ('rourkela', 'Rourkela', 'Odisha'),
  ('salem', 'Salem', 'Tamil Nadu'),
  ('sambalpur', 'Sambalpur', 'Odisha'),
  ('shillong', 'Shillong', 'Meghalaya'),
  ('shimla', 'Shimla', 'Himachal Pradesh'),
  ('simla', 'Shimla', 'Himachal Pradesh'),
  ('silchar', 'Silchar', 'Assam'),
  ('siliguri', 'Siliguri', 'West Bengal'),
  ('silvassa', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('solapur', 'Solapur', 'Maharashtra'),
  ('sholapur', 'Solapur', 'Maharashtra'),
  ('srinagar', 'Srinagar', 'Jammu and Kashmir'),
  ('surat', 'Surat', 'Gujarat'),
  ('tezpur', 'Tezpur', 'Assam'),
  ('thane', 'Thane', 'Maharashtra'),
  ('thiruvananthapuram', 'Thiruvananthapuram', 'Kerala'),
  ('trivandrum', 'Thiruvananthapuram', 'Kerala'),
  ('thrissur', 'Thrissur', 'Kerala'),
  ('trichur', 'Thrissur', 'Kerala'),
  ('tiruchirappalli', 'Tiruchirappalli', 'Tamil Nadu'),
  ('trichy', 'Tiruchirappalli', 'Tamil Nadu'),
  ('tiruchi', 'Tiruchirappalli', 'Tamil Nadu'),
  ('tirupati', 'Tirupati', 'Andhra Pradesh'),
  ('udaipur', 'Udaipur', 'Rajasthan'),
  ('ujjain', 'Ujjain', 'Madhya Pradesh'),
  ('vadodara', 'Vadodara', 'Gujarat'),
  ('baroda', 'Vadodara', 'Gujarat'),
  ('varanasi', 'Varanasi', 'Uttar Pradesh'),
  ('banaras', 'Varanasi', 'Uttar Pradesh'),
  ('benares', 'Varanasi', 'Uttar Pradesh'),
  ('kashi', 'Varanasi', 'Uttar Pradesh'),
  ('vasco da gama', 'Vasco da Gama', 'Goa'),
  ('vasco', 'Vasco da Gama', 'Goa'),
  ('vellore', 'Vellore', 'Tamil Nadu'),
  ('vijayawada', 'Vijayawada', 'Andhra Pradesh'),
  ('bezawada', 'Vijayawada', 'Andhra Pradesh'),
  ('visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh'),
  ('vizag', 'Visakhapatnam', 'Andhra Pradesh'),
  ('vishakhapatnam', 'Visakhapatnam', 'Andhra Pradesh'),
  ('waltair', 'Visakhapatnam', 'Andhra Pradesh'),
  ('warangal', 'Warangal', 'Telangana');
--> statement-breakpoint
-- The places of a listing, one row per city: its canonical name when the list knows it (a legacy
-- job's location may say "Bangalore"), as typed otherwise, and its state when known. The city
-- text is read as a JSON array of its comma-separated parts; text that is not (control
-- characters) has no places.
CREATE VIEW `opportunity_places` AS
  SELECT o.id AS id, coalesce(n.city, trim(p.value)) AS city, n.state AS state
  FROM opportunities o, json_each(CASE WHEN json_valid('["' || replace(replace(replace(coalesce(o.city, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]') THEN '["' || replace(replace(replace(coalesce(o.city, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]' ELSE '[]' END) p
  LEFT JOIN city_names n ON n.name = lower(trim(p.value))
  WHERE trim(p.value) <> '';
--> statement-breakpoint
CREATE VIEW `job_places` AS
  SELECT j.id AS id, coalesce(n.city, trim(p.value)) AS city, n.state AS state
  FROM job_listings j, json_each(CASE WHEN json_valid('["' || replace(replace(replace(coalesce(j.location, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]') THEN '["' || replace(replace(replace(coalesce(j.location, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]' ELSE '[]' END) p
  LEFT JOIN city_names n ON n.name = lower(trim(p.value))
  WHERE trim(p.value) <> '';
--> statement-breakpoint
ALTER TABLE `listing_facets` ADD `state` text;
--> statement-breakpoint
-- One row per listing and place ('c:bengaluru', 's:karnataka'): a city or state search looks its
-- listings up here instead of reading every facet row (kept by the triggers below).
CREATE TABLE `listing_places` (
	`place` text NOT NULL,
	`key` integer NOT NULL,
	PRIMARY KEY(`place`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `listing_places_key_idx` ON `listing_places` (`key`);
--> statement-breakpoint
CREATE TRIGGER `listing_places_facet_delete` AFTER DELETE ON `listing_facets` BEGIN
  DELETE FROM listing_places WHERE key = OLD.key;
END;
--> statement-breakpoint
-- listing_facets.city and .state hold lower-case canonical names between commas
-- (",bengaluru,pune,", ",karnataka,maharashtra,"). The three triggers of 0009 are redefined to
-- read the views above, so a legacy "Bangalore" is found as Bengaluru and every known city
-- brings its state.
DROP TRIGGER IF EXISTS `listing_facets_city_fill`;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_city_fill` AFTER INSERT ON `listing_facets` BEGIN
  UPDATE listing_facets SET
    city = CASE WHEN NEW.key > 0
      THEN (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM opportunity_places WHERE id = NEW.key)
      ELSE (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM job_places WHERE id = -NEW.key) END,
    state = CASE WHEN NEW.key > 0
      THEN (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM opportunity_places WHERE id = NEW.key)
      ELSE (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM job_places WHERE id = -NEW.key) END
  WHERE key = NEW.key;
  DELETE FROM listing_places WHERE key = NEW.key;
  INSERT OR IGNORE INTO listing_places (place, key)
    SELECT 'c:' || lower(city), NEW.key FROM opportunity_places WHERE id = NEW.key
    UNION SELECT 's:' || lower(state), NEW.key FROM opportunity_places WHERE id = NEW.key AND state IS NOT NULL
    UNION SELECT 'c:' || lower(city), NEW.key FROM job_places WHERE id = -NEW.key
    UNION SELECT 's:' || lower(state), NEW.key FROM job_places WHERE id = -NEW.key AND state IS NOT NULL;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `listing_facets_city_opportunity_update`;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_city_opportunity_update` AFTER UPDATE OF city ON `opportunities` BEGIN
  UPDATE listing_facets SET
    city = (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM opportunity_places WHERE id = NEW.id),
    state = (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM opportunity_places WHERE id = NEW.id)
  WHERE key = NEW.id;
  DELETE FROM listing_places WHERE key = NEW.id;
  INSERT OR IGNORE INTO listing_places (place, key)
    SELECT 'c:' || lower(city), NEW.id FROM opportunity_places WHERE id = NEW.id
    UNION SELECT 's:' || lower(state), NEW.id FROM opportunity_places WHERE id = NEW.id AND state IS NOT NULL;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `listing_facets_city_job_update`;
--> statement-breakpoint
CREATE TRIGGER `listing_facets_city_job_update` AFTER UPDATE OF location ON `job_listings` BEGIN
  UPDATE listing_facets SET
    city = (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM job_places WHERE id = NEW.id),
    state = (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM job_places WHERE id = NEW.id)
  WHERE key = -NEW.id;
  DELETE FROM listing_places WHERE key = -NEW.id;
  INSERT OR IGNORE INTO listing_places (place, key)
    SELECT 'c:' || lower(city), -NEW.id FROM job_places WHERE id = NEW.id
    UNION SELECT 's:' || lower(state), -NEW.id FROM job_places WHERE id = NEW.id AND state IS NOT NULL;
END;
--> statement-breakpoint
-- Stored cities of opportunities take their canonical names ("Bangalore, Poona" → "Bengaluru, Pune");
-- the update triggers refresh their facets and search rows.
UPDATE opportunities SET city = (SELECT replace(group_concat(DISTINCT city), ',', ', ') FROM opportunity_places p WHERE p.id = opportunities.id)
WHERE trim(coalesce(city, '')) <> ''
  AND city IS NOT (SELECT replace(group_concat(DISTINCT city), ',', ', ') FROM opportunity_places p WHERE p.id = opportunities.id);
--> statement-breakpoint
UPDATE listing_facets SET
  city = (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM opportunity_places WHERE id = listing_facets.key),
  state = (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM opportunity_places WHERE id = listing_facets.key)
WHERE key > 0;
--> statement-breakpoint
UPDATE listing_facets SET
  city = (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM job_places WHERE id = -listing_facets.key),
  state = (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM job_places WHERE id = -listing_facets.key)
WHERE key < 0;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_places (place, key)
  SELECT 'c:' || lower(p.city), p.id FROM opportunity_places p JOIN listing_facets f ON f.key = p.id
  UNION SELECT 's:' || lower(p.state), p.id FROM opportunity_places p JOIN listing_facets f ON f.key = p.id WHERE p.state IS NOT NULL
  UNION SELECT 'c:' || lower(p.city), -p.id FROM job_places p JOIN listing_facets f ON f.key = -p.id
  UNION SELECT 's:' || lower(p.state), -p.id FROM job_places p JOIN listing_facets f ON f.key = -p.id WHERE p.state IS NOT NULL;
