/**
 * Who can apply where a seeker decides: the listing page's block and the cards, in English and
 * Hindi, and the JobPosting markup of every language's page (docs/who-can-apply.md).
 */
import { afterEach, describe, expect, it } from "vitest";
import * as listingRoute from "../../../app/routes/listing";
import * as homeRoute from "../../../app/routes/home";
import { createTestDb, type TestDb } from "../../support/db";
import { createOpportunity } from "../board/fixtures";
import { jsonLdBlocks, renderRoute } from "../board/render";
import { whoColumns } from "../../../app/eligibility/values";
import { opportunities } from "../../../db/schema";
import { eq } from "drizzle-orm";

let t: TestDb;
afterEach(() => t?.cleanup());

/** A published internship for first- and second-years, part-time 15 hours, in Hindi and English, 3 openings, two perks. */
function seed() {
  t = createTestDb();
  const { id, slug } = createOpportunity(t.db, { title: "Part-time field survey intern", type: "internship" });
  t.db.update(opportunities)
    .set(
      whoColumns({
        openTo: ["first-year", "second-year"],
        partTime: true,
        hoursPerWeek: 15,
        workLanguages: ["hi", "en"],
        openings: 3,
        perks: ["certificate", "flexible-hours"],
        programmeFor: null,
        accessibility: "Step-free office",
      }),
    )
    .where(eq(opportunities.id, id))
    .run();
  return slug;
}

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "\n").replace(/&amp;/g, "&");

describe("the listing page's Who can apply block", () => {
  it("says who, hours, languages, openings and perks in English", async () => {
    const slug = seed();
    const page = await renderRoute(t.db, listingRoute, { id: "listing-internship", path: "internships/:slug", url: `/internships/${slug}` });
    const words = text(page.body);
    expect(words).toContain("Who can apply");
    expect(words).toContain("First-year students and second-year students");
    expect(words).toContain("Part-time, 15 hours a week");
    expect(words).toContain("Work in Hindi and English");
    expect(words).toContain("3 openings");
    expect(words).toContain("Certificate · Flexible hours");
    expect(words).toContain("Accessibility: Step-free office");
  });

  it("says them in Hindi on the Hindi page", async () => {
    const slug = seed();
    const page = await renderRoute(t.db, listingRoute, { id: "listing-internship", path: "hi/internships/:slug", url: `/hi/internships/${slug}` });
    const words = text(page.body);
    expect(words).toContain("कौन आवेदन कर सकता है");
    expect(words).toContain("पार्ट-टाइम, हफ़्ते में 15 घंटे");
    expect(words).toContain("3 पद");
    expect(words).toContain("सर्टिफ़िकेट · लचीले घंटे");
    expect(words).toMatch(/पहले वर्ष के छात्र (और|एवं) दूसरे वर्ष के छात्र/);
  });

  it("a listing from before is open to anyone", async () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "An older internship", type: "internship" });
    const page = await renderRoute(t.db, listingRoute, { id: "listing-internship", path: "internships/:slug", url: `/internships/${slug}` });
    expect(text(page.body)).toMatch(/Who can apply\s+Anyone/);
  });
});

describe("the JobPosting markup", () => {
  it.each(["", "hi/", "bn/"])("carries education, experience, hours, openings, PART_TIME and benefits (/%s)", async (prefix) => {
    const slug = seed();
    const page = await renderRoute(t.db, listingRoute, { id: "listing-internship", path: `${prefix}internships/:slug`, url: `/${prefix}internships/${slug}` });
    const posting = jsonLdBlocks(page.html).find((ld) => (ld as { "@type"?: string })["@type"] === "JobPosting") as Record<string, unknown>;
    expect(posting).toMatchObject({
      employmentType: ["INTERN", "PART_TIME"],
      educationRequirements: { "@type": "EducationalOccupationalCredential", credentialCategory: "high school" },
      experienceRequirements: "no requirements",
      workHours: "Part-time, 15 hours per week",
      totalJobOpenings: 3,
      jobBenefits: "Certificate, Flexible hours",
    });
  });
});

describe("the cards", () => {
  it("carry who and part-time on the board", async () => {
    seed();
    const page = await renderRoute(t.db, homeRoute, { id: "routes/home", path: "", url: "/?type=internship" });
    const words = text(page.body);
    expect(words).toContain("First-year students and second-year students");
    expect(words).toContain("Part-time");
  });
});
