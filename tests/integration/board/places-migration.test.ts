/**
 * Migration 0016 on a database that has listings: stored cities take their canonical
 * names, and the city and state facets and listing_places are filled, so the filters
 * find listings that were there before (decision 270).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "../../../db/client.server";
import { migrationsBefore } from "../../support/migrations";
import { searchListings } from "../../../app/search/search.server";
import { homeSearchSchema } from "../../../app/search/search-schema";
import { createJob, createOpportunity } from "./fixtures";

const dir = mkdtempSync(join(tmpdir(), "ic-places-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));


it("renames stored cities and fills the place facets of existing listings", () => {
  const db = openDatabase(join(dir, "app.db"));
  migrate(db, { migrationsFolder: migrationsBefore(dir, "_places") });
  const { id } = createOpportunity(db, { title: "Old Bangalore listing", location: "In-Person (On-Site)", city: "Bangalore, Poona" });
  createJob(db, { title: "Old Madras job", location: "Madras" });
  migrateDatabase(db);
  expect(db.$client.prepare("SELECT city FROM opportunities WHERE id = ?").pluck().get(id)).toBe("Bengaluru, Pune");
  const titles = (raw: Record<string, string>) =>
    searchListings(db, { ...homeSearchSchema.parse({ type: "all", location: "in-person", ...raw }) }, { limit: 10 }).items.map((i) => i.title);
  expect(titles({ city: "Bengaluru" })).toEqual(["Old Bangalore listing"]);
  expect(titles({ state: "Maharashtra" })).toEqual(["Old Bangalore listing"]);
  expect(titles({ state: "Tamil Nadu" })).toEqual(["Old Madras job"]);
  db.$client.close();
});
