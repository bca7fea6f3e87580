/**
 * Uploaded logos live in the database (docs/decisions/230) and are served at /uploads/<name>
 * under random, never reused names: immutable, with nosniff and a CSP that forbids any active
 * content, whatever they contain.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type express from "express";
import type { Db } from "../db/client.server";
import type { Env } from "../app/lib/env.server";

export const UPLOADS_URL_PREFIX = "/uploads";
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

export function registerAssetRoutes(app: express.Express, db: Db) {
  const read = db.$client.prepare<[string], { content_type: string; data: Buffer }>(
    "SELECT content_type, data FROM uploads WHERE name = ?",
  );
  app.get(`${UPLOADS_URL_PREFIX}/:name`, (req, res) => {
    const file = read.get(req.params.name);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    if (!file) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    res.setHeader("Cache-Control", `public, max-age=${THIRTY_DAYS_SECONDS}, immutable`);
    res.type(file.content_type).send(file.data);
  });
}

const LEGACY_TYPES: Record<string, string> = { ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg" };

/**
 * Logos uploaded before they moved into the database sit in <data folder>/uploads: each is copied
 * in once, under the same name, so its URL keeps working. The files are left where they are.
 */
export function importLegacyUploads(db: Db, env: Pick<Env, "dataDir">): number {
  const dir = join(env.dataDir, "uploads");
  if (!existsSync(dir)) return 0;
  const insert = db.$client.prepare("INSERT OR IGNORE INTO uploads (name, content_type, data) VALUES (?, ?, ?)");
  let imported = 0;
  db.$client.transaction(() => {
    for (const name of readdirSync(dir)) {
      const type = LEGACY_TYPES[extname(name).toLowerCase()];
      if (!type || name.startsWith(".")) continue;
      imported += insert.run(name, type, readFileSync(join(dir, name))).changes;
    }
  })();
  return imported;
}
