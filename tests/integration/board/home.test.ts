import { afterEach, describe, expect, it } from "vitest";
import * as homeRoute from "../../../app/routes/home";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, DAY } from "./fixtures";
import { jsonLdBlocks, renderRoute } from "./render";
import { captureLogLines } from "../../../app/lib/log.server";

let t: TestDb;
afterEach(() => t?.cleanup());

const home = (url: string) => renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url });
const text = (html: string) => html.replace(/<!-- -->/g, "");
const cardTitles = (html: string) =>
  [...html.matchAll(/<li id="result-\d+"[\s\S]*?<h3[^>]*><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
const hrefOf = (html: string, label: string) => {
  const match = new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${label}`).exec(text(html));
  return match ? match[1]!.replace(/&amp;/g, "&") : null;
};

function seedBoard() {
  for (let i = 0; i < 6; i++) {
    createOpportunity(t.db, {
      title: `Intern ${i}`,
      category: i % 2 ? "design" : "engineering",
      duration: i < 3 ? "3-6 months" : "1-3 months",
      postedAt: new Date(Date.now() - (i + 1) * DAY),
    });
  }
  createOpportunity(t.db, { title: "Fellow A", type: "fellowship", location: null, featured: true });
  createOpportunity(t.db, { title: "Course A", type: "course" });
  createJob(t.db, { title: "Legacy A", postedAt: new Date(Date.now() - 30 * DAY) });
}

/** Eight internships older than seedBoard's six: more than one page of the board. */
function seedMoreInterns() {
  for (let i = 6; i < 14; i++) createOpportunity(t.db, { title: `Intern ${i}`, postedAt: new Date(Date.now() - (i + 1) * DAY) });
}

describe("home page board", () => {
  it("shows the Internships tab by default: count, 12 cards and Load more as a link", async () => {
    t = createTestDb();
    seedBoard();
    seedMoreInterns();
    const page = await home("/");
    expect(page.status).toBe(200);
    expect(page.head).toContain("<title>Discover Impact Opportunities in India | Impact Careers</title>");
    expect(text(page.body)).toContain("14 internships");
    expect(cardTitles(page.body)).toEqual(Array.from({ length: 12 }, (_, i) => `Intern ${i}`));
    expect(page.body).toMatch(/<a aria-current="page"[^>]*href="\/\?type=internship#opportunities"[^>]*>Internships<\/a>/);
    expect(hrefOf(page.body, "Load more")).toBe("/?type=internship&show=24#result-13");
  });

  it("shows more with show=, and hides Load more when everything is shown", async () => {
    t = createTestDb();
    seedBoard();
    seedMoreInterns();
    const page = await home("/?type=internship&show=24");
    expect(cardTitles(page.body)).toEqual(Array.from({ length: 14 }, (_, i) => `Intern ${i}`));
    expect(page.body).not.toContain("Load more");
  });

  it("falls back to internship for an unknown type and lists every kind for type=all", async () => {
    t = createTestDb();
    seedBoard();
    expect(text((await home("/?type=scholarship")).body)).toContain("6 internships");
    const all = await home("/?type=all");
    expect(text(all.body)).toContain("9 opportunities");
    expect(all.body).not.toContain('aria-current="page"');
    expect(cardTitles(all.body)).toContain("Fellow A");
  });

  it("hides the location filter for fellowships", async () => {
    t = createTestDb();
    seedBoard();
    expect((await home("/?type=internship")).body).toContain('name="location"');
    const fellows = await home("/?type=fellowship&location=remote");
    expect(fellows.body).not.toContain('name="location"');
    expect(text(fellows.body)).toContain("1 fellowship");
  });

  it("applies filters from the URL and shows them as chips that each reset one filter", async () => {
    t = createTestDb();
    seedBoard();
    const page = await home("/?type=internship&category=design&duration=3-6&sortBy=recent");
    expect(cardTitles(page.body)).toEqual(["Intern 1"]);
    expect(text(page.body)).toContain("1 internship<");
    expect(hrefOf(page.body, "Design")).toBe("/?type=internship&duration=3-6&sortBy=recent#opportunities");
    expect(hrefOf(page.body, "3-6 months <span")).toBe("/?type=internship&category=design&sortBy=recent#opportunities");
    expect(hrefOf(page.body, "Most recent")).toBe("/?type=internship&category=design&duration=3-6#opportunities");
    expect(hrefOf(page.body, "Clear filters")).toBe("/?type=internship#opportunities");
    // Clear filters keeps the search text: the query is not a filter (§2, §3).
    const searched = await home("/?query=intern&type=internship&category=design");
    const cleared = hrefOf(searched.body, "Clear filters");
    expect(cleared).toContain("query=intern");
    expect(cleared).not.toContain("category=");
    // Tabs keep the filters and start again at 4 results.
    expect(hrefOf(page.body, "Courses")).toBe("/?type=course&category=design&duration=3-6&sortBy=recent#opportunities");
  });

  it("works as a plain GET form without JavaScript: search, filters and an Apply button", async () => {
    t = createTestDb();
    seedBoard();
    const page = await home("/?query=intern&type=internship");
    expect(page.body).toMatch(/<form id="board-search" role="search"[^>]*action="\/#opportunities" method="get"/);
    expect(page.body).toMatch(/<input id="board-query" type="search"[^>]*name="query" value="intern"/);
    expect(page.body).toContain('<input type="hidden" name="type" value="internship"/>');
    for (const name of ["category", "duration", "stipend", "location", "sortBy"]) {
      expect(page.body).toMatch(new RegExp(`<select[^>]*name="${name}" form="board-search"`));
    }
    expect(page.body).toMatch(/<noscript><button type="submit" form="board-search"[^>]*>Apply<\/button><\/noscript>/);
    expect(hrefOf(page.body, "×")).toBe("/?type=internship#opportunities"); // the clear button
  });

  it("shows the spec's empty state per type", async () => {
    t = createTestDb();
    const internships = await home("/?query=nothingmatches");
    expect(text(internships.body)).toContain("No internships found matching your criteria");
    expect(text(internships.body)).toContain("Try adjusting your filters or search query to find more opportunities");
    expect(text((await home("/?type=course&query=nothingmatches")).body)).toContain("No courses found matching your criteria");
    expect(text((await home("/?type=fellowship&stipend=paid")).body)).toContain("No fellowships found matching your criteria");
  });

  it("says nothing is posted yet, not to change the filters, when no search or filter is set", async () => {
    t = createTestDb();
    const empty = text((await home("/?type=course")).body);
    expect(empty).toContain("No courses are posted yet");
    expect(empty).not.toContain("Try adjusting your filters");
    expect(text((await home("/?type=fellowship&sortBy=recent")).body)).toContain("No fellowships are posted yet");
    const hindi = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "hi", url: "/hi?type=course" });
    expect(text(hindi.body)).toContain("अभी कोई कोर्स पोस्ट नहीं हुआ है");
  });

  it("shows the featured carousel only when featured listings exist", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Plain one" });
    expect((await home("/")).body).not.toContain("Featured opportunities");
    createOpportunity(t.db, { title: "Star fellow", type: "fellowship", featured: true });
    const page = await home("/");
    expect(page.body).toContain("Featured opportunities");
    expect(page.body).toContain("Star fellow");
  });

  it("shows the spec's error text (and a 500) when the results cannot be loaded", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Doomed" });
    t.db.$client.exec("DROP TABLE listing_facets");
    const logged = captureLogLines();
    try {
      const page = await home("/");
      expect(page.status).toBe(500);
      expect(page.body).toContain("Error loading opportunities. Please try again later.");
      expect(page.body).toContain("Build your Career of Impact");
      expect(page.body).not.toContain("Featured opportunities");
    } finally {
      logged.stop();
    }
    expect(logged.lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(
      expect.objectContaining({ level: 50, msg: "board search failed" }),
    );
  });

  it("carries the site-search structured data", async () => {
    t = createTestDb();
    const [site] = jsonLdBlocks((await home("/")).html) as Record<string, unknown>[];
    expect(site).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Impact Careers",
      url: "http://localhost:3000/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "http://localhost:3000/?query={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("links cards to their listing pages, legacy jobs to /jobs/, with a generated avatar when there is no logo", async () => {
    t = createTestDb();
    const job = createJob(t.db, { title: "Avatar legacy", company: "Neer Foundation" });
    const page = await home("/?type=job");
    expect(page.body).toContain(`href="/jobs/${job.slug}"`);
    expect(page.body).toMatch(/<svg aria-hidden="true"[^>]*><rect[^>]*fill="#[0-9a-f]{6}"><\/rect><text[^>]*>NF<\/text><\/svg>/);
    expect(page.body).not.toMatch(/ui-avatars|gravatar|dicebear/);
  });
});
