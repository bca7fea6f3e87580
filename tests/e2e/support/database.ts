/**
 * The e2e server's own SQLite file (tests/e2e/support/server.js), for the few changes a test
 * makes behind the app's back: time passing, or a row the app no longer creates.
 */
import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import { promisify } from "node:util";
import { join } from "node:path";
import Database from "better-sqlite3";

const port = process.env.E2E_PORT ?? "4310";
export const e2eDataDir = join(tmpdir(), `ic-e2e-${port}`);
export const e2eDatabasePath = join(e2eDataDir, "app.db");

/** An operator's tool (`npm run <tool> -- <args>`) run against the e2e server's database and mail folder; its output. */
export async function toolOnE2eDatabase(tool: string, args: string[] = []): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", tool, ...(args.length ? ["--", ...args] : [])], {
    env: {
      ...process.env,
      DATABASE_PATH: e2eDatabasePath,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "e2e-session-secret-e2e-session-secret-0001",
      LOG_LEVEL: "error",
    },
  });
  return stdout;
}

export function withE2eDatabase<T>(change: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabasePath);
  try {
    db.pragma("busy_timeout = 5000");
    return change(db);
  } finally {
    db.close();
  }
}

/**
 * A legacy job listing titled `title` (pending unless said), copied from the seed's first one. Legacy jobs
 * come only from the old board's data, and the seed's few pending ones are decided by other tests.
 */
export function addPendingLegacyJob(title: string, status: "pending" | "published" = "pending") {
  return withE2eDatabase((db) => {
    const columns = (db.prepare("SELECT name FROM pragma_table_info('job_listings')").pluck().all() as string[]).filter(
      (name) => !["id", "slug", "position_title", "status", "created_at", "updated_at"].includes(name),
    );
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    db.prepare(
      `INSERT INTO job_listings (slug, position_title, status, created_at, updated_at, ${columns.join(", ")})
       SELECT ?, ?, ?, ?, ?, ${columns.join(", ")} FROM job_listings ORDER BY id LIMIT 1`,
    ).run(slug, title, status, Date.now(), Date.now());
    // A published copy is open: posted now, without a deadline.
    if (status === "published") {
      db.prepare("UPDATE job_listings SET posted_at = ?, application_deadline = NULL, expiry_date = NULL WHERE slug = ?").run(Date.now(), slug);
    }
    const { company } = db.prepare("SELECT company_name AS company FROM job_listings WHERE slug = ?").get(slug) as { company: string };
    return { slug, company };
  });
}
