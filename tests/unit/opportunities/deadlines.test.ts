/** The deadline a seeker plans around (docs/lifecycle.md): the closing-soon mark by India's day, and the .ics file read back by an iCalendar parser. */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { deadlineCalendar } from "../../../app/opportunities/calendar.server";
import type { ListingDetail } from "../../../app/opportunities/detail.server";
import { closingSoonDays } from "../../../app/opportunities/listing-rules";
import { createServerI18n } from "../../../app/i18n/i18n.server";

const deadline = new Date("2026-03-10T00:00:00Z");
const atIndia = (isoLocal: string) => Date.parse(`${isoLocal}+05:30`);

describe("closingSoonDays", () => {
  it("counts India's calendar days to the deadline day, from 3 down to 0 (today)", () => {
    expect(closingSoonDays(deadline, atIndia("2026-03-06T12:00:00"))).toBeNull();
    expect(closingSoonDays(deadline, atIndia("2026-03-07T00:00:00"))).toBe(3);
    expect(closingSoonDays(deadline, atIndia("2026-03-09T23:59:00"))).toBe(1);
    expect(closingSoonDays(deadline, atIndia("2026-03-10T00:00:00"))).toBe(0);
    // After India's midnight the deadline day still runs in UTC until 05:30: still "today", not closed.
    expect(closingSoonDays(deadline, atIndia("2026-03-11T05:00:00"))).toBe(0);
    expect(closingSoonDays(deadline, atIndia("2026-03-11T05:30:00"))).toBeNull();
    expect(closingSoonDays(null, atIndia("2026-03-09T00:00:00"))).toBeNull();
  });
});

const listing = {
  kind: "opportunity",
  slug: "river-fellow",
  path: "/fellowships/river-fellow",
  title: "River fellow",
  organization: { name: "River Trust" },
  deadline,
  closed: false,
  underReview: false,
} as unknown as ListingDetail;
const site = { siteUrl: "https://careers.example.org", siteName: "Impact Careers" };

describe("the deadline's .ics file", () => {
  it("imports as one all-day event on the deadline day, with the listing's link, in the page's language", () => {
    for (const [locale, path, summary] of [
      ["en", "/fellowships/river-fellow", "Last day to apply: River fellow"],
      ["hi", "/hi/fellowships/river-fellow", "आवेदन का आख़िरी दिन: River fellow"],
    ] as const) {
      const ics = deadlineCalendar(listing, site, createServerI18n(locale, "listing"), Date.parse("2026-03-01T00:00:00Z"))!;
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const events = calendar.getAllSubcomponents("vevent");
      expect(events).toHaveLength(1);
      const event = new ICAL.Event(events[0]!);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe("2026-03-10");
      expect(event.summary).toBe(summary);
      expect(event.description).toContain(`https://careers.example.org${path}`);
      expect(events[0]!.getFirstPropertyValue("url")).toBe(`https://careers.example.org${path}`);
      expect(event.uid).toBe("river-fellow-2026-03-10@careers.example.org");
    }
  });

  it("is not made for a closed listing or one without a deadline", () => {
    const en = createServerI18n("en", "listing");
    expect(deadlineCalendar({ ...listing, closed: true }, site, en)).toBeNull();
    expect(deadlineCalendar({ ...listing, deadline: null }, site, en)).toBeNull();
  });
});
