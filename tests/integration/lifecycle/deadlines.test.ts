/** Deadlines seekers can plan around (docs/lifecycle.md): the closing-soon mark on cards and pages, the .ics file, the deadline sort. */
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import * as homeRoute from "../../../app/routes/home";
import * as listingRoute from "../../../app/routes/listing";
import * as calendarRoute from "../../../app/routes/listing-calendar";
import * as feedRoute from "../../../app/routes/feed-xml";
import * as searchRoute from "../../../app/routes/api/opportunities-search";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { createOpportunity, DAY } from "../board/fixtures";
import { renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

/** The deadline day `days` India days from today (stored as midnight UTC of that date). */
function indiaDay(days: number) {
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY);
}

describe("the closing-soon mark", () => {
  it("says 'Closes in 3 days' and 'Closes today' on the board's cards, in every language, and nothing further away", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Three days intern", expiresAt: indiaDay(3) });
    createOpportunity(t.db, { title: "Last day intern", expiresAt: indiaDay(0) });
    createOpportunity(t.db, { title: "Far intern", expiresAt: indiaDay(9) });
    const board = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/" });
    const marks = [...board.body.matchAll(/data-testid="closing-soon"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(marks.sort()).toEqual(["Closes in 3 days", "Closes today"]);
    for (const [language, three, today] of [
      ["hi", "3 दिन में बंद होगा", "आज बंद होगा"],
      ["mr", "3 दिवसांत बंद होईल", "आज बंद होईल"],
      ["bn", "3 দিনে বন্ধ হবে", "আজ বন্ধ হবে"],
    ] as const) {
      const page = await renderRoute(t.db, homeRoute, { id: "routes/home", path: language, url: `/${language}` });
      const words = [...page.body.matchAll(/data-testid="closing-soon"[^>]*>([^<]*)</g)].map((m) => m[1]!.replace(/[०-९০-৯]/g, (d) => String("०१२३४५६७८९".indexOf(d) >= 0 ? "०१२३४५६७८९".indexOf(d) : "০১২৩৪৫৬৭৮৯".indexOf(d))));
      expect(words.sort()).toEqual([three, today].sort());
    }
  });

  it("shows on the listing page with an 'Add to calendar' link to its .ics, which imports the deadline day", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Calendar intern", expiresAt: indiaDay(1) });
    const page = await renderRoute(t.db, listingRoute, { id: "listing-internship", path: "hi/internships/:slug", url: `/hi/internships/${slug}` });
    expect(page.body).toMatch(/data-testid="closing-soon"[^>]*>(1|१) दिन में बंद होगा</);
    expect(page.body).toContain(`href="/hi/calendar/${slug}.ics"`);

    const call = (file: string) =>
      calendarRoute.loader({ request: new Request(`http://localhost/hi/calendar/${file}`), params: { file }, context: testContext(t.db, { path: `/hi/calendar/${file}` }) } as never);
    const response = call(`${slug}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${indiaDay(1).toISOString().slice(0, 10).replaceAll("-", "")}`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("आवेदन का आख़िरी दिन: Calendar intern");
    expect(event.description).toContain(`/hi/internships/${slug}`);
    expect(call("no-such.ics").status).toBe(404);
    expect(call(slug).status).toBe(404);
  });

  it("a closed listing has neither the mark nor a calendar file", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Gone intern", expiresAt: indiaDay(-2) });
    const page = await renderRoute(t.db, listingRoute, { id: "listing-internship", path: "internships/:slug", url: `/internships/${slug}` });
    expect(page.body).not.toContain("closing-soon");
    expect(page.body).not.toContain("/calendar/");
    const file = `${slug}.ics`;
    expect(calendarRoute.loader({ request: new Request(`http://localhost/calendar/${file}`), params: { file }, context: testContext(t.db) } as never).status).toBe(404);
  });
});

describe("the deadline sort", () => {
  it("is kept by the API (sortBy=deadline): soonest first, open-ended last", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Later", expiresAt: indiaDay(20) });
    createOpportunity(t.db, { title: "Open ended" });
    createOpportunity(t.db, { title: "Sooner", expiresAt: indiaDay(2) });
    const request = new Request("http://localhost:3000/api/opportunities/search?sortBy=deadline");
    const response = (await searchRoute.loader({ request, params: {}, context: testContext(t.db) } as never)) as Response;
    const titles = ((await response.json()) as { title: string }[]).map((r) => r.title);
    expect(titles).toEqual(["Sooner", "Later", "Open ended"]);
  });

  it("is offered by the feed (feed.xml?sortBy=deadline); without it the feed stays newest first", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Later feed", expiresAt: indiaDay(20), postedAt: new Date(Date.now() - 3 * DAY) });
    createOpportunity(t.db, { title: "Sooner feed", expiresAt: indiaDay(2), postedAt: new Date(Date.now() - 5 * DAY) });
    createOpportunity(t.db, { title: "Newest feed", postedAt: new Date(Date.now() - DAY) });
    const titles = async (query: string) => {
      const request = new Request(`http://localhost:3000/feed.xml${query}`);
      const xml = await ((await feedRoute.loader({ request, params: {}, context: testContext(t.db, { path: "/feed.xml" }) } as never)) as Response).text();
      return [...xml.matchAll(/<item>\s*<title><!\[CDATA\[([^\]]*)\]\]><\/title>/g)].map((m) => m[1]);
    };
    expect(await titles("?sortBy=deadline")).toEqual(["Sooner feed", "Later feed", "Newest feed"]);
    expect(await titles("")).toEqual(["Newest feed", "Later feed", "Sooner feed"]);
  });
});
