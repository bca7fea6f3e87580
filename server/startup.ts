/**
 * What happens once when the server starts: open the database, apply migrations,
 * load demo data into an empty database, and make sure an admin exists.
 */
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type Db, migrateDatabase, openDatabase } from "../db/client.server";
import { isFreshDatabase, seedDatabase, seedEssentials } from "../db/seed";
import { importLegacyUploads } from "./assets";
import { bootstrapAdmin } from "../app/auth/admin-account.server";
import { type Env, loadEnv } from "../app/lib/env.server";
import { backfillOrganizationSlugs } from "../app/organizations/slug.server";
import { configureLogger, log } from "../app/lib/log.server";
import { toolCommand } from "./tool-command";

export { loadEnv };

/**
 * The data folder holds password hashes, encrypted TOTP secrets and session
 * hashes: only the service user may read it. Everything the process creates
 * from now on is 0600/0700 (umask), and an existing folder and database from
 * before are tightened too.
 */
export function restrictDataFolder(databasePath: string) {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot set the umask; the explicit modes below still apply.
  }
  if (databasePath === ":memory:") return;
  const file = resolve(databasePath);
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const path of [file, `${file}-wal`, `${file}-shm`, resolve(dir, ".session-secret")]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/** A worker process's connection: the primary has migrated and seeded already (server.js). */
export function openServingDatabase(env: Env): Db {
  return openDatabase(env.DATABASE_PATH);
}

export interface StartupOptions {
  /**
   * Receives the one-time admin password notice instead of printing it now: the server prints it
   * after "listening", last, where it is seen (by default it is printed at once).
   */
  deferAdminNotice?: (notice: string) => void;
}

export async function startup(env: Env, options: StartupOptions = {}): Promise<Db> {
  configureLogger(env);
  restrictDataFolder(env.DATABASE_PATH);
  const db = openDatabase(env.DATABASE_PATH);
  restrictDataFolder(env.DATABASE_PATH);
  migrateDatabase(db);
  importLegacyUploads(db, env);
  // Organisations written without a page address (older databases) get one.
  backfillOrganizationSlugs(db);
  // Only a fresh database is seeded: a real board whose listings were all deleted keeps its
  // organisations and attributes, and is not re-seeded (docs/decisions/020-demo-data.md).
  // Without demo data it still gets the attribute definitions, categories and settings it needs.
  if (isFreshDatabase(db)) {
    const initial = { siteName: env.SITE_NAME, supportEmail: env.SUPPORT_EMAIL };
    if (env.SEED_DEMO_DATA) {
      seedDatabase(db, initial);
      log.info({ event: "seeded" }, "Loaded demo data into the empty database.");
    } else {
      seedEssentials(db, initial);
    }
  }
  const created = await bootstrapAdmin(db, env);
  if (created?.generatedPassword) {
    // Printed once, on the first start only; it is never stored in clear.
    const notice = adminPasswordNotice(created.username, created.generatedPassword, env.SITE_URL);
    // A notice for the person at the screen, not a log line (docs/decisions/220).
    if (options.deferAdminNotice) options.deferAdminNotice(notice);
    else console.log(notice);
  } else if (created) {
    log.info({ event: "admin.created", username: created.username }, `Admin account '${created.username}' created from ADMIN_USERNAME/ADMIN_PASSWORD.`);
  }
  return db;
}

/** The one-time admin password in a frame, so it stands out from the lines around it. */
export function adminPasswordNotice(username: string, password: string, siteUrl: string): string {
  const lines = [
    "Admin account created. This password is shown only now:",
    "",
    `  username: ${username}`,
    `  password: ${password}`,
    "",
    `Sign in at ${new URL("/admin", siteUrl).href}`,
    `Change it with \`${toolCommand("admin:create", `--username ${username}`)}\`.`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${"-".repeat(width + 2)}+`;
  return ["", rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ""].join("\n");
}
