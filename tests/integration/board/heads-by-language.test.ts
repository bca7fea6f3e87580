/**
 * Each language's page has its own head (decision 326): the Hindi twin of a listing has a Hindi title
 * and description and says `og:locale` hi_IN with every other language as an alternate; each language's
 * page likewise.
 */
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../../app/i18n/locales";
import { languageOf } from "../../../app/i18n/languages";
import * as homeRoute from "../../../app/routes/home";
import * as listingRoute from "../../../app/routes/listing";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "./fixtures";
import { renderRoute } from "./render";

let t: TestDb;
afterEach(() => t?.cleanup());

const open = (url: string, locale: Locale) =>
  renderRoute(t.db, listingRoute, { id: "listing-internship", path: `${locale === "en" ? "" : `${locale}/`}internships/:slug`, url });
const ogLocale = (locale: Locale) => languageOf(locale).intl.replace("-", "_");
const alternatesOf = (locale: Locale) => LOCALES.filter((other) => other !== locale).map(ogLocale);
const metaContent = (head: string, property: string) =>
  [...head.matchAll(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`, "g"))].map((m) => m[1]);

describe("heads by language", () => {
  it("the Hindi twin of a listing has a Hindi title, description and og:locale; the English page keeps English", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Wetland survey intern", organization: "Pakshi Mitra" });
    const hindi = (await open(`/hi/internships/${slug}`, "hi")).head;
    const english = (await open(`/internships/${slug}`, "en")).head;
    expect(hindi).toMatch(/<title>Pakshi Mitra में अवसर: Wetland survey intern/);
    expect(metaContent(hindi, "description")[0]).toMatch(/[\u0900-\u097F]/);
    expect(metaContent(hindi, "og:locale")).toEqual(["hi_IN"]);
    expect(metaContent(hindi, "og:locale:alternate")).toEqual(alternatesOf("hi"));
    expect(hindi).toContain(`<link rel="canonical" href="http://localhost:3000/hi/internships/${slug}"/>`);
    expect(english).toContain("<title>Wetland survey intern at Pakshi Mitra | Impact Careers</title>");
    expect(metaContent(english, "description")[0]).not.toMatch(/[\u0900-\u097F]/);
    expect(metaContent(english, "og:locale")).toEqual(["en_IN"]);
    expect(metaContent(english, "og:locale:alternate")).toEqual(alternatesOf("en"));
    expect(alternatesOf("en")).toContain("hi_IN");
    for (const locale of LOCALES.filter((code) => code !== "en" && code !== "hi")) {
      const head = (await open(`/${locale}/internships/${slug}`, locale)).head;
      expect(metaContent(head, "og:locale"), locale).toEqual([ogLocale(locale)]);
      expect(metaContent(head, "og:locale:alternate"), locale).toEqual(alternatesOf(locale));
      expect(head, locale).toContain(`<link rel="canonical" href="http://localhost:3000/${locale}/internships/${slug}"/>`);
    }
  });

  it("/hi's description is Hindi, /'s English", async () => {
    t = createTestDb();
    const hindi = (await renderRoute(t.db, homeRoute, { id: "routes/home", path: "hi", url: "/hi" })).head;
    const english = (await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/" })).head;
    expect(metaContent(hindi, "description")[0]).toMatch(/[\u0900-\u097F]/);
    expect(metaContent(hindi, "og:locale")).toEqual(["hi_IN"]);
    expect(metaContent(english, "description")[0]).not.toMatch(/[\u0900-\u097F]/);
  });
});
