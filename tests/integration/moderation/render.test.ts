/** Server-rendered states of the moderation screens that e2e cannot reach deterministically. */
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import PendingApprovals from "../../../app/routes/admin/pending";
import { JobCard } from "../../../app/moderation/job-card";

function render(Component: React.ComponentType, loaderData: unknown) {
  const Stub = createRoutesStub([
    { id: "page", path: "/", Component, loader: () => loaderData, HydrateFallback: () => null },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { page: loaderData } } }),
  );
}

describe("Pending Approvals", () => {
  it("shows 'All caught up!' when nothing waits", () => {
    const html = render(PendingApprovals, { items: [], total: 0, posters: {}, review: {} });
    expect(html).toContain("All caught up!");
    expect(html).toContain("There are no pending job listings to review.");
  });

  it("marks each submission with its kind and shows the submission time", () => {
    const job = {
      id: 3,
      companyName: "Pratham Books",
      positionTitle: "Story illustrator",
      category: "design",
      location: "Remote (Work From Home)",
      status: "pending",
      featured: false,
      postedAt: new Date("2025-03-02T10:00:00Z"),
      applicationDeadline: null,
      rejectionReason: null,
    };
    const opportunity = {
      id: 4,
      slug: "river-survey",
      title: "River survey intern",
      description: "Survey the river.",
      status: "pending",
      opportunityType: "internship",
      featured: false,
      postedAt: new Date("2025-03-01T10:00:00Z"),
      expiresAt: null,
      location: null,
      applicationUrl: null,
      rejectionReason: null,
      organization: { id: 1, name: "Jal Seva" },
      flags: [],
      underReview: false,
    };
    const html = render(PendingApprovals, {
      items: [
        { kind: "opportunity", key: "opportunity-4", postedAt: opportunity.postedAt, item: opportunity },
        { kind: "job", key: "job-3", postedAt: job.postedAt, item: job },
      ],
      total: 2,
      posters: {},
      review: {},
    });
    expect(html).toContain("No deadline");
    expect(html).toContain("2 items to review");
    expect(html).toContain(">Opportunity<");
    expect(html).toContain(">Job<");
    // Date and time in India, so identical submissions can be told apart.
    expect(html).toContain("2 Mar 2025, 03:30 pm");
    expect(html.indexOf("River survey intern")).toBeLessThan(html.indexOf("Story illustrator"));
    expect(html).not.toContain("All caught up!");
  });
});

describe("JobCard", () => {
  it("disables the Featured switch unless the job is published, with the hint", () => {
    const base = {
      id: 9,
      companyName: "Jal Seva",
      positionTitle: "Water engineer",
      category: "engineering",
      location: "In-Person (On-Site)",
      featured: false,
      postedAt: new Date("2025-01-01T00:00:00Z"),
      applicationDeadline: new Date("2030-06-30T00:00:00Z"),
      rejectionReason: null,
    };
    const Draft = () => createElement(JobCard, { job: { ...base, status: "draft" } });
    const draft = render(Draft, null);
    expect(draft).toMatch(/role="switch"[^>]*disabled=""|disabled=""[^>]*role="switch"/);
    expect(draft).toContain("Only published jobs can be featured");
    expect(draft).toContain("30 Jun 2030");
    const Live = () => createElement(JobCard, { job: { ...base, status: "published" } });
    const live = render(Live, null);
    expect(live).not.toContain("Only published jobs can be featured");
    expect(live).toMatch(/role="switch"/);
    expect(live).not.toMatch(/role="switch"[^>]*disabled=""|disabled=""[^>]*role="switch"/);
  });
});
