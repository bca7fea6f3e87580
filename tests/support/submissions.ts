/** Valid submission inputs for the /submit form and POST /api/opportunities, with overrides. */
import { issueFormToken } from "../../app/submissions/anti-bot.server";
import { seedEssentials } from "../../db/seed";
import { createTestDb, type TestDb } from "./db";

/** A migrated database with the essentials a real board starts with (attribute definitions…), no listings. */
export function createSubmissionTestDb(): TestDb {
  const t = createTestDb();
  seedEssentials(t.db);
  return t;
}

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

export const text = (n: number, char = "a") => char.repeat(n);

export function validFormFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    opportunityType: "internship",
    companyName: "Green Earth Trust",
    positionTitle: "Climate Research Intern",
    category: "engineering",
    location: "Remote (Work From Home)",
    duration: "1-3 months",
    description:
      "Help our team measure groundwater levels across Rajasthan villages and publish the results as open data.",
    requirements: "Students of environmental science or engineering.",
    applicationInstructions: "Send a short note about why this work matters to you.",
    applicationUrl: "https://greenearth.example.org/apply",
    causes: "climate",
    terms: "on",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

export function toFormData(fields: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** A token issued `ageMs` ago (default: old enough to pass the 5-second rule). */
export function formToken(ageMs = 10_000, secret = TEST_SECRET) {
  return issueFormToken(secret, Date.now() - ageMs);
}

/** A /submit form post as a browser without JavaScript sends it, with a form token old enough to pass the wait. */
export function submitFormRequest(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, formToken: formToken() }).toString(),
  });
}

export function validApiPayload(
  data: Record<string, unknown> = {},
  attributes: Record<string, unknown> = {},
): { data: Record<string, unknown>; attributes: Record<string, unknown> } {
  return {
    data: {
      title: "Water Quality Fellow",
      organizationName: "Jal Seva Foundation",
      opportunityType: "fellowship",
      description:
        "Work with village councils in Bihar to test drinking water and train local volunteers to do the same.",
      applicationUrl: "https://jalseva.example.org/fellowship",
      requirements: "Graduates in any discipline with field experience.",
      applicationInstructions: "Apply with your CV and a one-page statement.",
      location: null,
      ...data,
    },
    attributes: {
      category: "data",
      duration: "6+ months",
      stipend: "₹15,000/month",
      hasPaid: true,
      skills: "Field research, Hindi, Excel",
      causes: "Water and sanitation, health",
      ...attributes,
    },
  };
}
