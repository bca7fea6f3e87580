/**
 * The pseudo-language walk (docs/decisions/420): the built server with PSEUDO_LANGUAGE set answers
 * every public page under /xx with each message as accented English in brackets, so any plain
 * English word left in a page's visible text (text nodes, <title>, the meta description, alt,
 * placeholder, aria-label and title attributes) is a string that skipped the catalogue, and the test
 * names it with its page. People's own words (listings, organisations) carry their own `lang` and
 * are not the board's texts; the site's name is the operator's setting.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untranslatedWords } from "~/i18n/pseudo-text";
import { type BuiltServer, ensureBuild, startServing } from "../../support/built-server";
import { untranslatedInHtml } from "../../support/pseudo-page";

const PORT = 4461;
const BASE = `http://127.0.0.1:${PORT}`;
const SITE_NAME = "Impact Careers";
let dir = "";
let server: BuiltServer;

beforeAll(async () => {
  ensureBuild();
  dir = mkdtempSync(join(tmpdir(), "ic-pseudo-walk-"));
  server = await startServing(PORT, {
    DATABASE_PATH: join(dir, "app.db"),
    SESSION_SECRET: "pseudo-walk-secret-pseudo-walk-secret-0",
    SITE_NAME,
    PSEUDO_LANGUAGE: "true",
    LOG_LEVEL: "error",
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * English the walk knows is still there, as the page shows it: the work languages' names (Intl's, below) and
 * an editor's content not translated, which is English by design (decision 360: its body is marked lang="en",
 * but the head of its page, its title and description, cannot be marked). The other data names (places,
 * categories, causes) are accented on the pseudo-language's pages as its messages are (decision 455), so
 * they are checked like any message. Everything else fails.
 */
const NOT_YET = new Set([
  // The work languages' names: Intl's, in the browser as on the server; accenting them would ship the
  // pseudo-language's library to every visitor (decision 455).
  ...["Bangla", "English", "Gujarati", "Hindi", "Kannada", "Malayalam", "Marathi", "Odia", "Punjabi", "Tamil", "Telugu", "Urdu"],
  // The demo blog post and content page, not translated (their head in their English).
  "Writing a social-sector internship application",
  "Five things programme managers look for in an internship application, with examples.",
  "Posting guidelines for organisations",
  "What we publish on Impact Careers, and what we do not.",
]);

/** One address of each public page, from the sitemap (English paths), as the pseudo-language's. */
async function publicPages(): Promise<string[]> {
  const locs = async (url: string): Promise<string[]> => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  let urls = await locs(`${BASE}/sitemap.xml`);
  if (urls.some((url) => /\/sitemap\//.test(url))) urls = (await Promise.all(urls.map(locs))).flat();
  const byShape = new Map<string, string>();
  for (const url of urls) {
    const path = new URL(url).pathname;
    if (/^\/(hi|mr|bn)(\/|$)/.test(path)) continue;
    const shape = path.split("/").slice(0, 2).join("/") + (path.split("/").length > 2 ? "/:slug" : "");
    if (!byShape.has(shape)) byShape.set(shape, path);
  }
  // The pages no sitemap lists: noindex, forms' own pages, the 404.
  const more = ["/saved", "/offline", "/alerts", "/submit", "/manage", "/my-data", "/privacy", "/no-such-page"];
  return [...new Set([...byShape.values(), ...more])].map((path) => (path === "/" ? "/xx" : `/xx${path}`));
}

describe("the pseudo-language walk: every public page's text is the catalogue's", () => {
  it("is answered under /xx, marked as its language", async () => {
    const res = await fetch(`${BASE}/xx/about`);
    expect(res.status).toBe(200);
    // Its pages say en-XA, the pseudo-English tag browsers and axe know, and name their language for the browser entry.
    expect(await res.text()).toMatch(/<html[^>]* lang="en-XA" data-locale="xx"/);
  });

  it("is never offered: no sitemap, hreflang or language switch names it", async () => {
    const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/xx");
    const about = await (await fetch(`${BASE}/about`)).text();
    expect(about).not.toMatch(/hreflang="xx"|href="\/xx[/"]/);
  });

  it("finds no English in the feeds' own words: their titles, descriptions and categories", async () => {
    const report: string[] = [];
    const check = (where: string, text: string) => {
      if (NOT_YET.has(text)) return;
      if (untranslatedWords(text.split(SITE_NAME).join(" ")).length) report.push(`${where}: “${text}”`);
    };
    const rss = await (await fetch(`${BASE}/xx/feed.xml`)).text();
    const channel = rss.split("<item>")[0]!;
    for (const tag of ["title", "description"]) check(`feed.xml <${tag}>`, /<(?:title|description)>([^<]*)</.exec(channel.slice(channel.indexOf(`<${tag}>`)))?.[1] ?? "");
    for (const [, category] of rss.matchAll(/<category>([^<]*)<\/category>/g)) check("feed.xml <category>", category!);
    const json = (await (await fetch(`${BASE}/xx/feed.json`)).json()) as { title: string; description: string; items: { tags?: string[] }[] };
    check("feed.json title", json.title);
    check("feed.json description", json.description);
    for (const item of json.items) for (const tag of item.tags ?? []) check("feed.json tag", tag);
    expect(json.items.length).toBeGreaterThan(0);
    expect(report, `untranslated strings:\n${report.join("\n")}`).toEqual([]);
  });

  it("finds no English outside people's own words on any public page", async () => {
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(15);
    expect(pages).toEqual(expect.arrayContaining(["/xx", "/xx/submit", "/xx/alerts", "/xx/blog", "/xx/about"]));
    const report: string[] = [];
    for (const page of pages) {
      const res = await fetch(`${BASE}${page}`, { redirect: "follow" });
      if (![200, 404].includes(res.status)) {
        report.push(`${page}: status ${res.status}`);
        continue;
      }
      for (const line of untranslatedInHtml(await res.text(), { known: NOT_YET, siteName: SITE_NAME })) report.push(`${page} ${line}`);
    }
    expect(report, `untranslated strings:\n${report.join("\n")}`).toEqual([]);
  }, 120_000);
});
