/**
 * The tagging screen's suggestions (decision 265) against the demo listings' hand-made tags:
 * how often the ticked boxes are ones a person chose.
 */
import { describe, expect, it } from "vitest";
import { suggestCauses } from "~/causes/suggest";
import { SEED_LISTING_CAUSES } from "../../../db/seed-causes";
import { SEED_JOBS, SEED_OPPORTUNITIES, SEED_ORGANIZATIONS } from "../../../db/seed-data";

const ALL = [
  "climate", "education", "health", "livelihoods", "gender-equality", "water-sanitation", "agriculture-food",
  "governance-civic-tech", "disability-inclusion", "children-youth", "financial-inclusion", "animal-welfare", "arts-culture", "human-rights",
];

const demo = [
  ...SEED_OPPORTUNITIES.map((o) => ({
    title: o.title,
    organization: SEED_ORGANIZATIONS.find((org) => org.key === o.org)?.name ?? "",
    description: o.description,
  })),
  ...SEED_JOBS.map((j) => ({ title: j.position, organization: j.company, description: j.description })),
].map((listing) => ({ listing, tags: SEED_LISTING_CAUSES[listing.title] ?? [] }));

describe("suggested causes", () => {
  it("ranks title words over the description and suggests at most two", () => {
    const listing = { title: "Solar Field Intern", organization: "Sun Trust", description: "Teach farmers about solar pumps and water." };
    expect(suggestCauses(listing, ALL)).toEqual(["climate", "education"]);
    expect(suggestCauses(listing, ALL, 1)).toEqual(["climate"]);
  });

  it("suggests only visible causes, and nothing from unrelated words", () => {
    const listing = { title: "Solar Field Intern", organization: "", description: "" };
    expect(suggestCauses(listing, ["education"])).toEqual([]);
    expect(suggestCauses({ title: "Office Manager", organization: "Acme", description: "Keep the office running." }, ALL)).toEqual([]);
  });

  it("agrees with the hand-made tags of the demo listings", () => {
    expect(demo.every(({ tags }) => tags.length > 0)).toBe(true);
    const suggested = demo.map(({ listing, tags }) => ({ tags, got: suggestCauses(listing, ALL) }));
    const withSuggestion = suggested.filter(({ got }) => got.length > 0);
    const firstRight = withSuggestion.filter(({ got, tags }) => tags.includes(got[0]!));
    const boxesRight = withSuggestion.flatMap(({ got, tags }) => got.map((slug) => tags.includes(slug)));
    // Measured on the 85 demo listings (decision 265): 75 get a suggestion, 63 of them a right first one, 79 of 108 boxes right.
    expect(withSuggestion.length / demo.length).toBeGreaterThanOrEqual(0.85);
    expect(firstRight.length / withSuggestion.length).toBeGreaterThanOrEqual(0.8);
    expect(boxesRight.filter(Boolean).length / boxesRight.length).toBeGreaterThanOrEqual(0.7);
  });
});
