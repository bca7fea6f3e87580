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
  it("shows 'All caught up!' when no job waits", () => {
    const html = render(PendingApprovals, { jobs: [], total: 0, pendingOpportunities: 0 });
    expect(html).toContain("All caught up!");
    expect(html).toContain("There are no pending job listings to review.");
  });

  it("shows 'No deadline' and the pending opportunities link", () => {
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
    const html = render(PendingApprovals, { jobs: [job], total: 1, pendingOpportunities: 2 });
    expect(html).toContain("No deadline");
    expect(html).toContain("2 opportunities are also waiting for review");
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
