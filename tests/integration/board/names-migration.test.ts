/**
 * Migration 0025 on a database that has listings: a city typed in Devanagari or by its old name
 * is stored as the canonical city and found by the City and State filters; legacy jobs' location
 * types ("Remote (Work From Home)") leave the City filter (decision 300).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { migrationsBefore } from "../../support/migrations";
import { seedDatabase } from "../../../db/seed";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { openPlaces } from "../../../app/search/places.server";
import { CITIES, STATES } from "../../../app/taxonomy/cities";
import { createJob, createOpportunity } from "./fixtures";

const dir = mkdtempSync(join(tmpdir(), "ic-names-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


const titles = (db: ReturnType<typeof openDatabase>, raw: Record<string, string>) =>
  searchListings(db, { ...homeSearchSchema.parse({ type: "all", location: "in-person", ...raw }) }, { limit: 10 }).items.map((i) => i.title).sort();

it("stores Devanagari and old city names as the canonical city and drops location types from the places", () => {
  const db = openDatabase(join(dir, "app.db"));
  migrate(db, { migrationsFolder: migrationsBefore(dir, "_names_in_every_language") });
  const { id } = createOpportunity(db, { title: "Hindi Pune listing", location: "In-Person (On-Site)", city: "पुणे, Allahabad" });
  createJob(db, { title: "Remote job", location: "Remote (Work From Home)" });
  createJob(db, { title: "Lucknow job", location: "लखनऊ" });
  const places = () => db.$client.prepare("SELECT DISTINCT place FROM listing_places WHERE place LIKE 'c:%' ORDER BY place").pluck().all();
  expect(places()).toContain("c:remote (work from home)");
  migrateDatabase(db);
  expect(db.$client.prepare("SELECT city FROM opportunities WHERE id = ?").pluck().get(id)).toBe("Pune, Prayagraj");
  expect(titles(db, { city: "Pune" })).toEqual(["Hindi Pune listing"]);
  expect(titles(db, { state: "Maharashtra" })).toEqual(["Hindi Pune listing"]);
  expect(titles(db, { city: "पुणे" })).toEqual(["Hindi Pune listing"]);
  expect(titles(db, { city: "Allahabad" })).toEqual(["Hindi Pune listing"]);
  expect(titles(db, { city: "Lucknow" })).toEqual(["Lucknow job"]);
  expect(places()).toEqual(["c:lucknow", "c:prayagraj", "c:pune"]);
  expect(openPlaces(db, "all").cities.map((c) => c.name)).toEqual(["Lucknow", "Prayagraj", "Pune"]);
  db.$client.close();
});

it("offers only cities in the City filter and only states in the State filter over the demo data", () => {
  const db = openDatabase(join(dir, "demo.db"));
  migrateDatabase(db);
  seedDatabase(db, { siteName: "Impact Careers", supportEmail: "support@impactcareers.in" });
  const places = openPlaces(db, "all");
  const cities = new Set(CITIES.map(([name]) => name));
  expect(places.cities.length).toBeGreaterThan(3);
  expect(places.cities.filter((c) => !cities.has(c.name))).toEqual([]);
  expect(places.states.filter((s) => !STATES.includes(s.name))).toEqual([]);
  db.$client.close();
});
