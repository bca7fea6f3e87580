/**
 * The who-can-apply filters' counts beside their options (app/eligibility/counts.server.ts), their
 * active-filter chips on the board and their words in a search in words (app/eligibility/filter-words.ts),
 * in English and in the translated languages' alert, feed, embed and My data catalogues.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity } from "../board/fixtures";
import { renderHome } from "../board/render";
import { WHO_DEFAULTS, type WhoCanApply, whoColumns } from "../../../app/eligibility/values";
import { openWhoCounts } from "../../../app/eligibility/counts.server";
import { opportunities } from "../../../db/schema";
import { cleanBoardSearch, parseHomeSearchParams } from "../../../app/search/search-schema";
import { filtersInWords } from "../../../app/search/filters-in-words";
import { filterNames } from "../../../app/taxonomy/filter-names.server";
import { ENGLISH } from "../../../app/i18n/translate";
import { createServerI18n } from "../../../app/i18n/i18n.server";

let t: TestDb;
afterEach(() => t?.cleanup());

function listing(title: string, who: Partial<WhoCanApply>, type: "internship" | "fellowship" = "internship") {
  const { id } = createOpportunity(t.db, { title, type });
  t.db.update(opportunities).set(whoColumns({ ...WHO_DEFAULTS, ...who })).where(eq(opportunities.id, id)).run();
}

function seed() {
  t = createTestDb();
  listing("First years only", { openTo: ["first-year"], perks: ["certificate"], workLanguages: ["en"] });
  listing("Open to anyone", {});
  listing("Final years part time", {
    openTo: ["final-year", "graduates"],
    partTime: true,
    perks: ["certificate", "meals"],
    workLanguages: ["hi", "en"],
    programmeFor: "women",
  });
  listing("A fellowship in Tamil", { workLanguages: ["ta"], partTime: true }, "fellowship");
  createJob(t.db, { title: "A legacy job" });
}

const FILTERED = "openTo=second-year&partTime=1&workLanguage=hi&perk=certificate&perk=meals&programmeFor=women";

describe("counts beside the who-can-apply filters", () => {
  it("counts the tab's open listings under each option; a listing open to anyone counts under every year", () => {
    seed();
    const internships = openWhoCounts(t.db, "internship");
    expect(internships.openTo).toEqual({ "first-year": 2, "second-year": 1, "third-year": 1, "final-year": 2, graduates: 2, postgraduates: 1 });
    expect(internships.partTime).toBe(1);
    expect(internships.workLanguage).toEqual({ en: 2, hi: 1 });
    expect(internships.perk).toMatchObject({ certificate: 2, meals: 1, housing: 0 });
    expect(internships.programmeFor).toMatchObject({ women: 1, "women-returning": 0 });
    // Every tab: the fellowship and the legacy job (open to anyone, full-time) count too.
    const all = openWhoCounts(t.db, "all");
    expect(all.openTo["second-year"]).toBe(3);
    expect(all.partTime).toBe(2);
    expect(all.workLanguage).toEqual({ en: 2, hi: 1, ta: 1 });
  });

  it("is reused while the content is unchanged and recounted when it changes", () => {
    seed();
    const now = Date.now();
    const first = openWhoCounts(t.db, "internship", { now, cacheSeconds: 60 });
    expect(openWhoCounts(t.db, "internship", { now: now + 1000, cacheSeconds: 60 })).toBe(first);
    listing("Second years part time", { openTo: ["second-year"], partTime: true });
    const after = openWhoCounts(t.db, "internship", { now: now + 2000, cacheSeconds: 60 });
    expect(after.partTime).toBe(2);
    expect(after.openTo["second-year"]).toBe(2);
  });

  it("the board's filter panel shows them beside the options, in English and in Hindi", async () => {
    seed();
    const page = await renderHome(t.db, "/");
    expect(page.body).toMatch(/<option value="first-year"[^>]*>First-year students \(2\)<\/option>/);
    expect(page.body).toMatch(/<option value="hi"[^>]*>Hindi \(1\)<\/option>/);
    expect(page.body).toMatch(/<option value="women"[^>]*>A programme for women \(1\)<\/option>/);
    expect(page.body).toContain("Part-time only (1)");
    expect(page.body).toContain("Certificate (2)");
    expect(page.body).toContain("Housing (0)");
    const hindi = await renderHome(t.db, "/hi");
    expect(hindi.body).toMatch(/<option value="first-year"[^>]*>पहले वर्ष के छात्र \(2\)<\/option>/);
    expect(hindi.body).toContain("सर्टिफ़िकेट (2)");
  });
});

describe("the who-can-apply filters in words", () => {
  it("a clean board address keeps every perk (a list filter, like causes)", async () => {
    seed();
    expect(cleanBoardSearch(new URLSearchParams(`type=internship&${FILTERED}`))).toBeNull();
    expect(cleanBoardSearch(new URLSearchParams("type=internship&perk=certificate&perk=meals&openTo=first-year&openTo=graduates"))?.toString()).toBe(
      "type=internship&perk=certificate&perk=meals&openTo=first-year",
    );
    expect((await renderHome(t.db, `/?${FILTERED}`)).status).toBe(200);
  });

  it("the board's active-filter chips name each filter, and removing one perk keeps the other", async () => {
    seed();
    const page = await renderHome(t.db, `/?${FILTERED}`);
    for (const label of ["Second-year students", "Part-time", "Work in Hindi", "Certificate", "Meals", "A programme for women"]) {
      expect(page.body).toContain(`aria-label="Remove filter ${label}"`);
    }
    const certificate = page.body.match(/aria-label="Remove filter Certificate"[^>]*href="([^"]*)"/)?.[1];
    expect(certificate).toBeDefined();
    expect(certificate).toContain("perk=meals");
    expect(certificate).not.toContain("perk=certificate");
    expect(certificate).toContain("openTo=second-year");
    const hindi = await renderHome(t.db, `/hi?${FILTERED}`);
    expect(hindi.body).toContain("दूसरे वर्ष के छात्र");
    expect(hindi.body).toContain("काम की भाषा: हिन्दी");
    expect(hindi.body).toMatch(/aria-label="[^"]*सर्टिफ़िकेट"/);
  });

  it("a search in words names them in English and in each translated language's alert, feed, embed and My data words", () => {
    seed();
    const filters = parseHomeSearchParams(new URLSearchParams(FILTERED));
    expect(filtersInWords(filters, ENGLISH, filterNames(t.db, "en"))).toBe(
      "Internships, open to second-year students, part-time, work in Hindi, with a certificate, with meals, a programme for women",
    );
    expect(filtersInWords(parseHomeSearchParams(new URLSearchParams("openTo=graduates&query=climate")), ENGLISH, filterNames(t.db, "en"))).toBe(
      "Internships, open to graduates matching “climate”",
    );
    const hindi = filtersInWords(filters, createServerI18n("hi", "alertMail"), filterNames(t.db, "hi"));
    expect(hindi).toContain("दूसरे वर्ष के छात्र के लिए खुला");
    expect(hindi).toContain("काम की भाषा हिन्दी");
    expect(hindi).toContain("सर्टिफ़िकेट के साथ");
    expect(hindi).toContain("महिलाओं");
    for (const page of ["alerts", "alertMail", "feed", "embed", "myData"] as const) {
      for (const [locale, certificate] of [["hi", "सर्टिफ़िकेट के साथ"], ["mr", "प्रमाणपत्रासह"], ["bn", "সার্টিফিকেট সহ"]] as const) {
        const words = filtersInWords(filters, createServerI18n(locale, page), filterNames(t.db, locale));
        expect(words, `${locale} ${page}`).toContain(certificate);
        expect(words, `${locale} ${page}`).not.toMatch(/second-year|with meals|programme/);
      }
    }
  });
});
