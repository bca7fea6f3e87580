/**
 * Organisation page addresses: /organizations/{slug}. A slug is made from the
 * name, unique among every slug any organisation ever had (organization_slugs),
 * so an old address never points at someone else; after a rename the old slug
 * stays in that table and answers with a 301.
 */
import type { Db } from "../../db/client.server";
import { slugify } from "~/lib/slugify";

function baseSlug(name: string): string {
  const slug = slugify(name);
  return slug === "listing" ? "organization" : slug;
}

function slugOwner(db: Db, slug: string): number | undefined {
  const row = db.$client.prepare("SELECT organization_id AS id FROM organization_slugs WHERE slug = ?").get(slug) as
    | { id: number }
    | undefined;
  return row?.id;
}

/** A slug for `name` that no other organisation has ever had (`id`'s own old slugs may come back). */
function freeSlug(db: Db, id: number, name: string): string {
  const base = baseSlug(name);
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const owner = slugOwner(db, candidate);
    if (owner === undefined || owner === id) return candidate;
  }
  return `${base}-${id}`;
}

function setSlug(db: Db, id: number, slug: string) {
  db.$client.prepare("INSERT OR IGNORE INTO organization_slugs (slug, organization_id) VALUES (?, ?)").run(slug, id);
  db.$client.prepare("UPDATE organizations SET slug = ? WHERE id = ?").run(slug, id);
}

/** Gives a new organisation its slug (a no-op when it has one). */
export function assignOrganizationSlug(db: Db, id: number): string {
  const row = db.$client.prepare("SELECT name, slug FROM organizations WHERE id = ?").get(id) as
    | { name: string; slug: string | null }
    | undefined;
  if (!row) throw new Error(`No organization ${id}`);
  if (row.slug) return row.slug;
  const slug = freeSlug(db, id, row.name);
  setSlug(db, id, slug);
  return slug;
}

/** Renames an organisation; its page moves to the new name's slug and the old one redirects. */
export function renameOrganization(db: Db, id: number, name: string): string {
  return db.$client.transaction(() => {
    db.$client.prepare("UPDATE organizations SET name = ?, updated_at = ? WHERE id = ?").run(name, Date.now(), id);
    const current = db.$client.prepare("SELECT slug FROM organizations WHERE id = ?").get(id) as { slug: string | null };
    if (current.slug && current.slug.replace(/-\d+$/, "") === baseSlug(name)) return current.slug;
    const slug = freeSlug(db, id, name);
    setSlug(db, id, slug);
    return slug;
  })();
}

/**
 * Slugs for organisations written without one (older databases, bulk SQL): run at
 * start-up, so every organisation has its page address.
 */
export function backfillOrganizationSlugs(db: Db): number {
  const ids = db.$client.prepare("SELECT id FROM organizations WHERE slug IS NULL ORDER BY id").all() as { id: number }[];
  if (!ids.length) return 0;
  db.$client.transaction(() => {
    for (const { id } of ids) assignOrganizationSlug(db, id);
  })();
  return ids.length;
}

/** The organisation a slug names now, and whether the slug is an old one (answer 301). */
export function resolveOrganizationSlug(db: Db, slug: string): { id: number; slug: string; moved: boolean } | null {
  const row = db.$client
    .prepare(
      `SELECT o.id, o.slug FROM organization_slugs s JOIN organizations o ON o.id = s.organization_id WHERE s.slug = ?`,
    )
    .get(slug) as { id: number; slug: string } | undefined;
  if (!row) return null;
  return { id: row.id, slug: row.slug, moved: row.slug !== slug };
}
