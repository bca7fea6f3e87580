/**
 * What happens once when the server starts: open the database, apply migrations,
 * load demo data into an empty database, and make sure an admin exists.
 */
import { count } from "drizzle-orm";
import { type Db, migrateDatabase, openDatabase } from "../db/client.server";
import { opportunities } from "../db/schema";
import { seedDatabase } from "../db/seed";
import { bootstrapAdmin } from "../app/auth/admin-account.server";
import { type Env, loadEnv } from "../app/lib/env.server";

export { loadEnv };

export async function startup(env: Env): Promise<Db> {
  const db = openDatabase(env.DATABASE_PATH);
  migrateDatabase(db);
  const [row] = db.select({ n: count() }).from(opportunities).all();
  if (env.SEED_DEMO_DATA && (row?.n ?? 0) === 0) {
    seedDatabase(db);
    if (env.LOG_LEVEL !== "silent") console.log("Loaded demo data into the empty database.");
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
