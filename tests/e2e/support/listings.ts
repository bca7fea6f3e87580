/** A valid POST /api/opportunities body for an internship, with the fields a test cares about. */
export function internshipPayload({
  title,
  organizationName,
  posterEmail,
  applicationUrl = "https://example.org/apply",
}: {
  title: string;
  organizationName: string;
  posterEmail?: string;
  applicationUrl?: string;
}) {
  return {
    data: {
      title,
      organizationName,
      opportunityType: "internship",
      description: "Help our field team measure groundwater levels across villages and publish the results as open data.",
      applicationUrl,
      requirements: "Students of environmental science or engineering.",
      applicationInstructions: "Send a short note about why this work matters to you.",
      location: "Remote (Work From Home)",
      ...(posterEmail ? { posterEmail } : {}),
    },
    attributes: { category: "engineering", duration: "1-3 months", causes: "education", hasPaid: false },
  };
}
