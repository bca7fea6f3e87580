/**
 * `npm run db:seed [-- --reset]`: loads the demo data (db/seed.ts) into
 * DATABASE_PATH (default ./data/app.db) after migrating it.
 * - without --reset it seeds only when there are no listings yet;
 * - with --reset it first deletes the demo content (all listings, organisations,
 *   attributes, categories, settings, SEO, sitemap, pages and posts — never users)
 *   and then seeds again, all in one transaction.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_DATABASE_PATH, migrateDatabase, openDatabase } from "./client.server";
import { countListings, resetDemoContent, seedDatabase } from "./seed";
import { toolCommand } from "../server/tool-command";

const USAGE = `Usage: ${toolCommand("db:seed", "[--reset]")}

Loads the demo data into DATABASE_PATH (now: %PATH%).
  --reset   delete all listings, organisations, attributes, categories, settings,
            SEO entries, sitemap entries, content pages and blog posts first
            (users are kept), then load the demo data again.`;

function main(): number {
  const path = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
  let reset = false;
  try {
    const { values } = parseArgs({ options: { reset: { type: "boolean" }, help: { type: "boolean", short: "h" } } });
    if (values.help) {
      console.log(USAGE.replace("%PATH%", resolve(path)));
      return 0;
    }
    reset = values.reset === true;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE.replace("%PATH%", resolve(path))}`);
    return 2;
  }

  const db = openDatabase(path);
  try {
    migrateDatabase(db);
    const existing = countListings(db);
    if (existing > 0 && !reset) {
      console.log(
        `The database ${resolve(path)} already holds ${existing} listings: nothing loaded.\n` +
          `Run \`${toolCommand("db:seed", "--reset")}\` to delete the demo content and load it again.`,
      );
      return 0;
    }
    const summary = db.$client.transaction(() => {
      if (reset) resetDemoContent(db);
      return seedDatabase(db, {
        siteName: process.env.SITE_NAME || undefined,
        supportEmail: process.env.SUPPORT_EMAIL || undefined,
      });
    })();
    console.log(
      `${reset ? "Reset the demo content and loaded" : "Loaded"} demo data into ${resolve(path)}:\n` +
        `  ${summary.organizations} organisations, ${summary.opportunities} opportunities, ` +
        `${summary.jobs} legacy job listings,\n  ${summary.contentPages} content pages, ${summary.blogPosts} blog posts, ` +
        "categories, attributes, site settings, SEO settings and sitemap entries.",
    );
    return 0;
  } catch (error) {
    console.error(`Seeding failed (nothing was changed):\n  ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    db.$client.close();
  }
}

process.exitCode = main();
