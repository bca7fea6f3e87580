/**
 * The public content version: one counter that triggers bump in the same
 * transaction as any change that can alter a public page (docs/decisions/161-content-version.md).
 * The page and search caches are valid while it stays the same; sessions, rate
 * limits, the audit log, mail and alert bookkeeping never touch it, so a burst of
 * sign-ins or submissions waiting for review does not flush them.
 *
 * The triggers are generated from PUBLIC_CONTENT_TABLES and kept in step with it
 * every time the database is migrated: a new public table is one line here.
 */
import type Database from "better-sqlite3";

/**
 * Tables whose rows appear on public pages, with an optional condition on the row
 * (`row` stands for NEW or OLD) for rows that are public only in some states: a
 * pending submission changes no public page until it is published.
 */
export const PUBLIC_CONTENT_TABLES: readonly (readonly [table: string, when?: string])[] = [
  ["opportunities", "row.status = 'published'"],
  ["opportunity_attributes", "EXISTS (SELECT 1 FROM opportunities o WHERE o.id = row.opportunity_id AND o.status = 'published')"],
  // An organisation is public once it has a public listing (its page, the listings' cards): one named
  // by a submission waiting for review changes nothing the public sees until it is published.
  ["organizations", "EXISTS (SELECT 1 FROM opportunities o WHERE o.organization_id = row.id AND o.status IN ('published', 'expired'))"],
  ["job_listings", "row.status = 'published'"],
  ["categories"],
  ["attribute_definitions"],
  ["site_settings"],
  ["seo_settings"],
  ["sitemap_entries"],
  ["content_pages"],
  ["blog_posts"],
  ["content_translations"],
  ["causes"],
  ["taxonomy_names"],
  [
    "listing_causes",
    "EXISTS (SELECT 1 FROM opportunities o WHERE o.id = row.key AND o.status = 'published') OR EXISTS (SELECT 1 FROM job_listings j WHERE j.id = -row.key AND j.status = 'published')",
  ],
];

const PREFIX = "content_version_";

/** Creates the counter and one trigger per table and operation; drops triggers of tables no longer listed. */
export function syncContentVersionTriggers(sqlite: Database.Database): void {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS content_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
  ); INSERT OR IGNORE INTO content_version (id, version) VALUES (1, 0);`);
  const existingTables = new Set(
    (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name),
  );
  const wanted = new Map<string, string>();
  for (const [table, when] of PUBLIC_CONTENT_TABLES) {
    if (!existingTables.has(table)) continue;
    for (const [event, rows] of [
      ["INSERT", ["NEW"]],
      ["UPDATE", ["NEW", "OLD"]],
      ["DELETE", ["OLD"]],
    ] as const) {
      const condition = when ? ` WHEN ${rows.map((r) => `(${when.replaceAll("row.", `${r}.`)})`).join(" OR ")}` : "";
      const name = `${PREFIX}${table}_${event.toLowerCase()}`;
      wanted.set(
        name,
        `CREATE TRIGGER ${name} AFTER ${event} ON ${table}${condition} BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`,
      );
    }
  }
  const existing = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
    .all(`${PREFIX}%`) as { name: string; sql: string }[];
  sqlite.transaction(() => {
    for (const { name, sql } of existing) {
      if (wanted.get(name) !== sql) sqlite.exec(`DROP TRIGGER ${name}`);
    }
    const kept = new Set(existing.filter(({ name, sql }) => wanted.get(name) === sql).map((t) => t.name));
    for (const [name, sql] of wanted) if (!kept.has(name)) sqlite.exec(sql);
  })();
}
