/** An alert signed up from a board filtered by city and state keeps them, its digest matches them, its pages name them. */
import { afterEach, describe, expect, it } from "vitest";
import { alertByToken, confirmAlert, subscribe } from "../../../app/alerts/alerts.server";
import { sendDueDigests } from "../../../app/alerts/digest.server";
import { alertFormSchema } from "../../../app/alerts/schema";
import { filterNames } from "../../../app/taxonomy/filter-names.server";
import { ENGLISH } from "../../../app/i18n/translate";
import { filtersInWords } from "../../../app/search/filters-in-words";
import { testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());
const env = testEnv();
const T0 = Date.UTC(2030, 0, 7, 3, 30);

describe("alerts that follow a place", () => {
  it("keep the city (by any name) and state, match only listings there, and name the place", () => {
    t = createTestDb();
    // The alert form carries the board URL's parameters as hidden fields: city=Bangalore is stored as Bengaluru.
    const values = alertFormSchema.parse({ type: "internship", city: "Bangalore", state: "Karnataka", location: "in-person", email: "place@example.org", frequency: "daily" });
    subscribe(t.db, env, values, { ip: "198.51.100.7", now: T0 });
    const confirm = /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(outboxMails(t.db, env).at(-1)!.text)![1]!;
    const manage = alertByToken(t.db, confirmAlert(t.db, confirm, T0)!, "manage")!;
    expect(manage.search).toBe("type=internship&location=in-person&city=Bengaluru&state=Karnataka");
    // The confirm, manage and unsubscribe pages and the mails say it in words.
    expect(filtersInWords(manage.filters, ENGLISH, filterNames(t.db, "en"))).toBe("Internships, In-person, in Bengaluru, Karnataka");

    const onSite = "In-Person (On-Site)";
    createOpportunity(t.db, { title: "Bengaluru lake intern", location: onSite, city: "Bengaluru", postedAt: new Date(T0 + 60_000) });
    createOpportunity(t.db, { title: "Pune river intern", location: onSite, city: "Pune", postedAt: new Date(T0 + 60_000) });
    expect(sendDueDigests(t.db, env, { now: T0 + DAY })).toMatchObject({ mailed: 1, listings: 1 });
    const digest = outboxMails(t.db, env).at(-1)!;
    expect(digest.text).toContain("Bengaluru lake intern");
    expect(digest.text).not.toContain("Pune river intern");
  });
});
