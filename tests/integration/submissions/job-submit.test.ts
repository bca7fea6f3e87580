/** Jobs from /submit (docs/decisions/396-jobs-from-submit.md): the fields a job needs, the same review, the Jobs tab. */
import { afterEach, describe, expect, it } from "vitest";
import { action } from "../../../app/routes/submit";
import { changeJobStatus } from "../../../app/moderation/jobs.server";
import { pendingQueue } from "../../../app/moderation/pending-queue.server";
import { searchListings } from "../../../app/search/search.server";
import { EVERY_LISTING_NEWEST_FIRST } from "../../../app/search/search-params";
import { parseSubmission, submissionSchema } from "../../../app/submissions/schema";
import { ENGLISH } from "../../../app/i18n/translate";
import type { TestDb } from "../../support/db";
import { testContext } from "../../support/context";
import { settle } from "../../support/route-results";
import { insertUser } from "../../support/admin";
import { formToken, toFormData, validFormFields, createSubmissionTestDb } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const jobFields = (overrides: Record<string, string | undefined> = {}) =>
  validFormFields({
    opportunityType: "job",
    positionTitle: "Programme Officer, Water",
    duration: undefined,
    location: "In-Person (On-Site)",
    city: "Pune",
    salary: "₹25,000 a month",
    expiresAt: undefined,
    ...overrides,
  });

async function submit(fields: Record<string, string>, path = "/submit?type=job") {
  const context = testContext(t.db, { ip: "203.0.113.20", locale: path.startsWith("/hi") ? "hi" : "en", path: path.split("?")[0] });
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, formToken: formToken() }).toString(),
  });
  return settle(() => action({ request, context, params: {} } as never));
}

describe("a job posted from /submit", () => {
  it("waits in Pending Approvals with its salary, place and causes, then reaches the Jobs tab once approved", async () => {
    t = createSubmissionTestDb();
    const response = await submit(jobFields());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/submit?type=job&submitted=1");
    const job = t.db.$client.prepare("SELECT id, position_title AS title, status, location, salary, duration, company_name AS company FROM job_listings").get() as Record<string, unknown>;
    expect(job).toMatchObject({ title: "Programme Officer, Water", status: "pending", location: "In-Person (On-Site), Pune", salary: "₹25,000 a month", duration: null, company: "Green Earth Trust" });
    expect(t.db.$client.prepare("SELECT count(*) FROM opportunities").pluck().get()).toBe(0);
    expect(t.db.$client.prepare("SELECT count(*) FROM listing_causes WHERE key = ?").pluck().get(-(job.id as number))).toBe(1);
    expect(pendingQueue(t.db).items.map((item) => [item.kind, item.kind === "job" ? item.item.positionTitle : ""])).toEqual([["job", "Programme Officer, Water"]]);

    const jobs = { ...EVERY_LISTING_NEWEST_FIRST, type: "job" as const };
    expect(searchListings(t.db, jobs, { limit: 10 }).items).toHaveLength(0);
    changeJobStatus(t.db, { id: insertUser(t.db) }, job.id as number, "published");
    const board = searchListings(t.db, { ...jobs, city: "Pune" }, { limit: 10 }).items;
    expect(board.map((item) => item.title)).toEqual(["Programme Officer, Water"]);
  });

  it("is posted from the Hindi page too, with the Hindi messages", async () => {
    t = createSubmissionTestDb();
    const refused = await submit(jobFields({ location: undefined }), "/hi/submit?type=job");
    expect(refused.status).toBe(400);
    const response = await submit(jobFields(), "/hi/submit?type=job");
    expect(response.headers.get("Location")).toBe("/hi/submit?type=job&submitted=1");
    expect(t.db.$client.prepare("SELECT count(*) FROM job_listings WHERE status = 'pending'").pluck().get()).toBe(1);
  });

  it("needs a location type and, on site, a city; no duration; the salary is optional", () => {
    const parse = (fields: Record<string, string>) => {
      const submission = parseSubmission(toFormData(fields), ENGLISH.t, submissionSchema);
      return { status: submission.status, error: submission.status === "error" ? submission.error : undefined };
    };
    const noPlace = parse(jobFields({ location: undefined, city: undefined }));
    expect(Object.keys(noPlace.error ?? {})).toEqual(["location"]);
    expect(Object.keys(parse(jobFields({ city: undefined })).error ?? {})).toEqual(["city"]);
    const ok = parse(jobFields({ salary: undefined, location: "Remote (Work From Home)", city: undefined }));
    expect(ok.status).toBe("success");
    // An internship still needs its duration.
    expect(Object.keys(parse(validFormFields({ duration: undefined })).error ?? {})).toEqual(["duration"]);
  });
});
