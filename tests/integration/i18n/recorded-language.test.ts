/**
 * A listing's own words carry the language it was posted in, not the one its script suggests
 * (app/lib/text-language.ts): a listing posted from /mr/submit is Marathi, though Hindi shares its
 * script, wherever its title and organisation appear: under another listing (similar listings), on its
 * organisation's and its cause's pages, and in the organisation's and the board's embeds, on the built
 * server, in English and in Hindi.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, ensureBuild, startServing } from "../../support/built-server";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";

const PORT = 4464;
const BASE = `http://127.0.0.1:${PORT}`;
const TITLE = "जलसंधारण प्रशिक्षणार्थी";
const ORGANISATION = "पाणी फाउंडेशन";
let t: TestDb;
let server: BuiltServer;
const paths = { neighbour: "", organisation: "", cause: "", embed: "", "board embed": "/embed" };

beforeAll(async () => {
  ensureBuild();
  t = createTestDb();
  const listing = { organization: ORGANISATION, type: "internship", category: "research" } as const;
  const marathi = createOpportunity(t.db, { ...listing, title: TITLE });
  // What /mr/submit records for its poster (app/submissions): the listing is Marathi.
  t.db.$client.prepare("INSERT INTO listing_posters (opportunity_id, email, language) VALUES (?, ?, 'mr')").run(marathi.id, "poster@example.org");
  // A listing of the same organisation, type and category, whose page lists the Marathi one as similar.
  const neighbour = createOpportunity(t.db, { ...listing, title: "Watershed survey intern" });
  const cause = t.db.$client.prepare("INSERT INTO causes (name, slug, description) VALUES ('Water', 'water', 'Clean water for every village.') RETURNING id").get() as { id: number };
  t.db.$client.prepare("INSERT INTO listing_causes (cause_id, key) VALUES (?, ?)").run(cause.id, marathi.id);
  const { slug } = t.db.$client.prepare("SELECT slug FROM organizations WHERE name = ?").get(ORGANISATION) as { slug: string };
  Object.assign(paths, { neighbour: `/internships/${neighbour.slug}`, organisation: `/organizations/${slug}`, cause: "/causes/water", embed: `/embed/organizations/${slug}` });
  t.db.$client.close();
  server = await startServing(PORT, {
    DATABASE_PATH: t.path,
    SESSION_SECRET: "recorded-language-secret-recorded-language",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "error",
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  t?.cleanup();
});

/** The `lang` nearest each place `text` appears, within the tags right before it (undefined where none of them sets one). */
function langsAround(html: string, text: string): (string | undefined)[] {
  return Array.from(html.matchAll(new RegExp(`((?:<[^>]*>)+)${text}`, "g")), (match) => Array.from(match[1]!.matchAll(/<\w[^>]*\blang="([^"]+)"/g)).at(-1)?.[1]);
}

describe("a Marathi listing's words are marked lang=\"mr\"", () => {
  for (const prefix of ["", "/hi"]) {
    for (const page of ["neighbour", "organisation", "cause", "embed", "board embed"] as const) {
      it(`${prefix || "/"}: on the ${page} page`, async () => {
        const response = await fetch(`${BASE}${prefix}${paths[page]}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const title = langsAround(html, TITLE);
        expect(title.length, "the Marathi listing is on the page").toBeGreaterThan(0);
        expect(title).toEqual(title.map(() => "mr"));
        // The organisation's name as the listing gives it (the embed of its organisation names it only in its heading).
        if (page !== "organisation" && page !== "embed") expect(langsAround(html, ORGANISATION)).toContain("mr");
      });
    }
  }
});
