/** The search box's helpers: city names in a text query, the tab a search lands on, how fresh a card is. */
import { describe, expect, it } from "vitest";
import { toFtsQuery } from "../../../app/search/fts-query";
import { daysSincePosted } from "../../../app/opportunities/listing-rules";
import { tabWithMatches } from "../../../app/search/search-params";

describe("a city's other names in a text search", () => {
  it("expands a word that names a city to every one-word name of it", () => {
    expect(toFtsQuery("climate Bangalore", () => false)).toBe('"climate" ("Bangalore" OR "bengaluru" OR "bengalooru")');
    expect(toFtsQuery("Bengaluru", () => false)).toBe('("Bengaluru" OR "bangalore" OR "bengalooru")');
    expect(toFtsQuery("gurgaon", () => false)).toBe('("gurgaon" OR "gurugram")');
  });

  it("keeps the last word's prefix on the word typed and leaves other words alone", () => {
    expect(toFtsQuery("Bombay")).toBe('("Bombay"* OR "mumbai")');
    expect(toFtsQuery("design intern")).toBe('"design" "intern"*');
    // A city with only names of two words (New Delhi) is not expanded: its words match.
    expect(toFtsQuery("Delhi", () => false)).toBe('"Delhi"');
  });
});

describe("the tab a search typed in the search box lands on", () => {
  const counted = (internship: number, fellowship: number, course: number, capped = false) => ({
    counts: { internship, fellowship, course, job: 0 },
    capped,
  });

  it("stays on the visitor's tab when it has matches, otherwise takes the first tab that has", () => {
    expect(tabWithMatches("fellowship", counted(5, 2, 0))).toBe("fellowship");
    expect(tabWithMatches("internship", counted(0, 3, 1))).toBe("fellowship");
    expect(tabWithMatches("fellowship", counted(0, 0, 4))).toBe("course");
    expect(tabWithMatches("course", counted(0, 0, 0))).toBe("course");
  });

  it("stays when counting stopped early (a 0 is then not known to be none) and on All", () => {
    expect(tabWithMatches("course", counted(1001, 0, 0, true))).toBe("course");
    expect(tabWithMatches("all", counted(0, 1, 0))).toBe("all");
  });
});

describe("how fresh a listing is, in India time", () => {
  // 26 Nov 2026, 00:10 in India = 25 Nov 2026, 18:40 UTC.
  const justAfterMidnightInIndia = Date.UTC(2026, 10, 25, 18, 40);

  it("counts calendar days in India, not in UTC", () => {
    // Posted at 00:05 India time the same day (18:35 UTC the day before): today.
    expect(daysSincePosted(new Date(Date.UTC(2026, 10, 25, 18, 35)), justAfterMidnightInIndia)).toBe(0);
    // Posted at 23:50 India time the day before (18:20 UTC): yesterday, though the same UTC day.
    expect(daysSincePosted(new Date(Date.UTC(2026, 10, 25, 18, 20)), justAfterMidnightInIndia)).toBe(1);
    expect(daysSincePosted("2026-11-23T06:00:00.000Z", justAfterMidnightInIndia)).toBe(3);
  });

  it("never says a listing was posted in the future", () => {
    expect(daysSincePosted(justAfterMidnightInIndia + 3_600_000, justAfterMidnightInIndia)).toBe(0);
  });
});
