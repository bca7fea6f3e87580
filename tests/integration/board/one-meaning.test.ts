/** One meaning per word on the board: the Location filter's "any" and hybrid, and what a place search includes. */
import { afterEach, describe, expect, it } from "vitest";
import { createOpportunity } from "./fixtures";
import { renderHome } from "./render";
import { createTestDb, type TestDb } from "../../support/db";

let t: TestDb;
afterEach(() => t?.cleanup());

const home = (url: string) => renderHome(t.db, url);
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
const cardTitles = (html: string) => [...html.matchAll(/<li id="result-\d+"[\s\S]*?<h3[^>]*><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]).sort();
const options = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
};

function seed() {
  createOpportunity(t.db, { title: "Pune lab", location: "In-Person (On-Site)", city: "Pune" });
  createOpportunity(t.db, { title: "Pune hybrid", location: "Both Remote & In-Person", city: "Pune" });
  createOpportunity(t.db, { title: "Delhi hybrid", location: "Both Remote & In-Person", city: "Delhi" });
  createOpportunity(t.db, { title: "Remote one", location: "Remote (Work From Home)" });
  createOpportunity(t.db, { title: "Remote two", location: "Remote (Work From Home)" });
}

describe("the Location filter", () => {
  it("calls its default Any location and offers hybrid as its own option, in the cards' words", async () => {
    t = createTestDb();
    seed();
    const page = await home("/?type=internship");
    expect(options(text(page.body), "location")).toEqual([
      ["worldwide", "Any location"],
      ["remote", "Remote (Work From Home)"],
      ["hybrid", "Both Remote &amp; In-Person"],
      ["in-person", "In-Person (On-Site)"],
    ]);
    expect(cardTitles((await home("/?type=internship&location=hybrid")).body)).toEqual(["Delhi hybrid", "Pune hybrid"]);
    expect(cardTitles((await home("/?type=internship&location=hybrid&city=Pune")).body)).toEqual(["Pune hybrid"]);
    expect(text((await home("/?type=internship")).body)).toContain("5 internships");
  });

  it("reads hybrid in Hindi as the cards do", async () => {
    t = createTestDb();
    seed();
    const page = await home("/hi?type=internship");
    expect(options(text(page.body), "location").map(([value]) => value)).toEqual(["worldwide", "remote", "hybrid", "in-person"]);
    expect(options(text(page.body), "location")[2]![1]).toBe("हाइब्रिड (रिमोट + ऑफ़िस)");
  });
});

describe("the City filter", () => {
  it("says that a place's results add the remote listings, and the result count is the sum", async () => {
    t = createTestDb();
    seed();
    const board = text((await home("/?type=internship")).body);
    expect(options(board, "city")).toContainEqual(["Pune", "Pune (2)"]);
    expect(board).toContain("Each place's results also list 2 remote listings.");
    expect(board).toMatch(/aria-describedby="filter-city-hint"/);
    const pune = text((await home("/?type=internship&city=Pune")).body);
    expect(pune).toContain("4 internships"); // 2 in Pune + 2 remote, as the filter said
    // With a location chosen, nothing is added and the note goes.
    const inPerson = text((await home("/?type=internship&city=Pune&location=in-person")).body);
    expect(inPerson).toContain("2 internships");
    expect(inPerson).not.toContain("remote listing");
  });

  it("speaks of one remote listing in the singular", async () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Pune lab", location: "In-Person (On-Site)", city: "Pune" });
    createOpportunity(t.db, { title: "Remote one", location: "Remote (Work From Home)" });
    expect(text((await home("/?type=internship")).body)).toContain("Each place's results also list 1 remote listing.");
  });
});
