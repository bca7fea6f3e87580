/**
 * What happens once when the server starts: open the database, apply migrations,
 * load demo data into an empty database, and make sure an admin exists.
 */
import { type Db, migrateDatabase, openDatabase } from "../db/client.server";
import { isFreshDatabase, seedDatabase, seedEssentials } from "../db/seed";
import { bootstrapAdmin } from "../app/auth/admin-account.server";
import { type Env, loadEnv } from "../app/lib/env.server";
import { backfillOrganizationSlugs } from "../app/organizations/slug.server";

export { loadEnv };

export async function startup(env: Env): Promise<Db> {
  const db = openDatabase(env.DATABASE_PATH);
  migrateDatabase(db);
  // Organisations written without a page address (older databases) get one.
  backfillOrganizationSlugs(db);
  // Only a fresh database is seeded: a real board whose listings were all deleted keeps its
  // organisations and attributes, and is not re-seeded (docs/decisions/020-demo-data.md).
  // Without demo data it still gets the attribute definitions, categories and settings it needs.
  if (isFreshDatabase(db)) {
    const initial = { siteName: env.SITE_NAME, supportEmail: env.SUPPORT_EMAIL };
    if (env.SEED_DEMO_DATA) {
      seedDatabase(db, initial);
      if (env.LOG_LEVEL !== "silent") console.log("Loaded demo data into the empty database.");
    } else {
      seedEssentials(db, initial);
    }
  }
  const created = await bootstrapAdmin(db, env);
  if (created?.generatedPassword) {
    // Printed once, on the first start only; it is never stored in clear.
    console.log(
      `\nAdmin account created.\n  username: ${created.username}\n  password: ${created.generatedPassword}\n` +
        "Change it with `npm run admin:create -- --username <name>`.\n",
    );
  } else if (created && env.LOG_LEVEL !== "silent") {
    console.log(`Admin account '${created.username}' created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  }
  return db;
}
