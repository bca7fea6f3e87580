import { type APIRequestContext, expect } from "@playwright/test";

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

/** Posts a listing through the API from `client`'s address and publishes it with the admin's API session. */
export async function publishThroughApi(admin: APIRequestContext, payload: ReturnType<typeof internshipPayload>, client: string) {
  const created = await admin.post("/api/opportunities", { headers: { "X-Forwarded-For": client }, data: payload });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  expect((await admin.patch(`/api/admin/opportunities/${id}/status`, { data: { id, status: "published" } })).status()).toBe(200);
  return { id, slug };
}
