/**
 * Migration 0031 (decision 340): Marathi and Bengali as data. A city typed in Bengali before the
 * migration takes its canonical name and is found by the City and State filters; the starting
 * causes and categories have their Marathi and Bengali names (and the causes their descriptions),
 * as Hindi has, on an upgraded board and on a new one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { seedDatabase } from "../../../db/seed";
import { SEED_CATEGORY_NAMES } from "../../../db/seed-data";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { canonicalCity } from "../../../app/taxonomy/cities";
import { localPlaceName } from "../../../app/taxonomy/place-names.server";
import { CITY_NAMES, STATE_NAMES } from "../../../app/taxonomy/place-names";
import { dataNames } from "../../../app/taxonomy/names.server";
import { migrateBefore } from "../../support/migrations";
import { createOpportunity } from "./fixtures";

const dir = mkdtempSync(join(tmpdir(), "ic-mr-bn-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const titles = (db: ReturnType<typeof openDatabase>, raw: Record<string, string>) =>
  searchListings(db, { ...homeSearchSchema.parse({ type: "all", location: "in-person", ...raw }) }, { limit: 10 }).items.map((i) => i.title).sort();

it("stores a city typed in Bengali or Marathi as the canonical city", () => {
  const db = openDatabase(join(dir, "upgraded.db"));
  migrateBefore(db, dir, "_marathi_and_bengali_names");
  const { id } = createOpportunity(db, { title: "Kolkata listing", location: "In-Person (On-Site)", city: "কলকাতা, कोल्हापूर" });
  migrateDatabase(db);
  expect(db.$client.prepare("SELECT city FROM opportunities WHERE id = ?").pluck().get(id)).toBe("Kolkata, Kolhapur");
  expect(titles(db, { city: "Kolkata" })).toEqual(["Kolkata listing"]);
  expect(titles(db, { state: "West Bengal" })).toEqual(["Kolkata listing"]);
  expect(titles(db, { state: "Maharashtra" })).toEqual(["Kolkata listing"]);
  db.$client.close();
});

it("names the places in each language: Bengali and Marathi spellings and old names", () => {
  expect(canonicalCity("ব্যাঙ্গালোর")).toBe("Bengaluru");
  expect(canonicalCity("বোম্বে")).toBe("Mumbai");
  expect(canonicalCity("नागपूर")).toBe("Nagpur");
  expect(localPlaceName("Pune", "mr")).toBe("पुणे");
  expect(localPlaceName("Nagpur", "mr")).toBe("नागपूर");
  expect(localPlaceName("Kolkata", "bn")).toBe("কলকাতা");
  expect(localPlaceName("West Bengal", "bn")).toBe("পশ্চিমবঙ্গ");
  expect(localPlaceName("Maharashtra", "mr")).toBe("महाराष्ट्र");
});

it("writes every Marathi name in Devanagari and every Bengali name in Bengali script", () => {
  const scripts = { mr: /^[\u0900-\u097F]+(?:[ -][\u0900-\u097F]+)*$/, bn: /^[\u0980-\u09FF]+(?:[ -][\u0980-\u09FF]+)*$/ };
  for (const [language, script] of Object.entries(scripts)) {
    const names = [...Object.values(CITY_NAMES[language]!), ...Object.values(STATE_NAMES[language]!)].flat().concat(Object.values(SEED_CATEGORY_NAMES[language]!));
    expect(names.filter((name) => !script.test(name)), language).toEqual([]);
  }
});

it("gives the starting causes and categories their Marathi and Bengali names, on an upgraded board and a new one", () => {
  const db = openDatabase(join(dir, "new.db"));
  migrateDatabase(db);
  seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
  const causes = db.$client.prepare("SELECT name FROM causes ORDER BY position").pluck().all() as string[];
  for (const language of ["mr", "bn"]) {
    const words = dataNames(db, language);
    expect(causes.filter((cause) => !words.names[cause] || !words.descriptions[cause]), language).toEqual([]);
    expect(Object.values(words.names)).toEqual(expect.arrayContaining(Object.values(SEED_CATEGORY_NAMES[language]!)));
  }
  expect(dataNames(db, "mr").names["Education"]).toBe("शिक्षण");
  expect(dataNames(db, "bn").names["Climate and environment"]).toBe("জলবায়ু ও পরিবেশ");
  // A board seeded before 0031 gets the categories' names from the migration.
  const upgraded = openDatabase(join(dir, "seeded-before.db"));
  migrateBefore(upgraded, dir, "_marathi_and_bengali_names");
  seedDatabase(upgraded, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
  upgraded.$client.prepare("DELETE FROM taxonomy_names WHERE language IN ('mr', 'bn')").run();
  migrateDatabase(upgraded);
  expect(Object.values(dataNames(upgraded, "bn").names)).toEqual(expect.arrayContaining(Object.values(SEED_CATEGORY_NAMES.bn!)));
  expect(dataNames(upgraded, "mr").names["Human rights"]).toBe("मानवी हक्क");
  db.$client.close();
  upgraded.$client.close();
});
