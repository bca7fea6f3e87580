/** POST /api/opportunities against a real SQLite file. */
import { afterEach, describe, expect, it } from "vitest";
import { action, loader } from "../../../app/routes/api/opportunities";
import { getOpportunityAttributes } from "../../../app/opportunities/store.server";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { settle } from "../../support/route-results";
import { validApiPayload, createSubmissionTestDb } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

function call(body: BodyInit | null, { contentType = "application/json", ip = "203.0.113.20", env = testEnv(), headers = {} } = {}) {
  const context = testContext(t.db, { ip, env });
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
    body,
    // Streams need half duplex in Node's fetch.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return settle(() => action({ request, context, params: {} } as never));
}

const postJson = (value: unknown, options: Parameters<typeof call>[1] = {}) => call(JSON.stringify(value), options);

const count = () => (t.db.$client.prepare("select count(*) as n from opportunities").get() as { n: number }).n;

describe("POST /api/opportunities", () => {
  it("stores the spec's payload as a pending listing and answers 201 with its slug and status", async () => {
    t = createSubmissionTestDb();
    const response = await postJson(validApiPayload());
    expect(response.status).toBe(201);
    expect(response.data).toMatchObject({
      slug: "water-quality-fellow-at-jal-seva-foundation",
      status: "pending",
      opportunityType: "fellowship",
      title: "Water Quality Fellow",
    });
    const row = t.db.$client
      .prepare("select id, status, location, opportunity_type as type from opportunities where slug = ?")
      .get("water-quality-fellow-at-jal-seva-foundation") as { id: number; status: string; location: string | null; type: string };
    expect(row).toMatchObject({ status: "pending", location: null, type: "fellowship" });
    expect(getOpportunityAttributes(t.db, [row.id]).get(row.id)).toEqual({
      category: "data",
      duration: "6+ months",
      stipend: "₹15,000/month",
      hasPaid: true,
      skills: ["Field research", "Hindi", "Excel"],
    });
  });

  it("still takes a payload written before causes existed (no attributes.causes); sent causes keep their rules", async () => {
    t = createSubmissionTestDb();
    const { causes: _causes, ...attributes } = validApiPayload().attributes;
    const response = await postJson({ ...validApiPayload(), attributes });
    expect(response.status).toBe(201);
    const tagged = (slug: string) =>
      t.db.$client
        .prepare("select count(*) as n from listing_causes c join opportunities o on o.id = c.key where o.slug = ?")
        .get(slug) as { n: number };
    expect(tagged((response.data as { slug: string }).slug).n).toBe(0);
    const empty = await postJson(validApiPayload({ title: "Second Fellow" }, { causes: "" }));
    expect(empty.status).toBe(400);
    expect((empty.data as { errors: Record<string, string[]> }).errors.causes).toEqual(["Please choose at least one cause"]);
  });

  it("reuses an organisation by name regardless of case", async () => {
    t = createSubmissionTestDb();
    await postJson(validApiPayload());
    await postJson(validApiPayload({ organizationName: "JAL SEVA foundation", title: "Second Fellow" }));
    const orgs = t.db.$client.prepare("select name from organizations").all();
    expect(orgs).toEqual([{ name: "Jal Seva Foundation" }]);
  });

  it("answers 400 with a message and each field's messages, storing nothing", async () => {
    t = createSubmissionTestDb();
    const response = await postJson(
      validApiPayload(
        { title: "Hi", opportunityType: "internship", location: "Mars", applicationUrl: "javascript:alert(1)" },
        { hasPaid: true, stipend: " " },
      ),
    );
    expect(response.status).toBe(400);
    expect(response.data).toEqual({
      message:
        "The submission has 4 errors: Position title must be at least 5 characters; Please select a valid location type; Please enter a valid application URL; Stipend amount is required when stipend is offered",
      errors: {
        title: ["Position title must be at least 5 characters"],
        applicationUrl: ["Please enter a valid application URL"],
        location: ["Please select a valid location type"],
        stipend: ["Stipend amount is required when stipend is offered"],
      },
    });
    expect(count()).toBe(0);
  });

  it("uses the single message as the message when there is one error", async () => {
    t = createSubmissionTestDb();
    const response = await postJson(validApiPayload({ description: `${"Real work. ".repeat(6)} Buy now!` }));
    expect(response.data).toEqual({
      message: "This field contains prohibited content",
      errors: { description: ["This field contains prohibited content"] },
    });
  });

  it.each([
    ["malformed JSON", "{\"data\": {", "application/json", 400],
    ["a JSON array", "[]", "application/json", 400],
    ["a body without data", "{\"title\": \"x\"}", "application/json", 400],
    ["an empty body", "", "application/json", 400],
    ["text/plain", JSON.stringify(validApiPayload()), "text/plain", 415],
    ["form data", "title=x", "application/x-www-form-urlencoded", 415],
    ["no content type", JSON.stringify(validApiPayload()), "", 415],
  ])("answers %s with a 4xx JSON message", async (_what, body, contentType, status) => {
    t = createSubmissionTestDb();
    const response = await call(body, { contentType });
    expect(response.status).toBe(status);
    expect(response.data).toMatchObject({ message: expect.any(String) });
    expect(count()).toBe(0);
  });

  it("answers a body over 64 KB with 413, whether or not its length is declared", async () => {
    t = createSubmissionTestDb();
    const big = JSON.stringify(validApiPayload({ description: "x".repeat(70_000) }));
    expect((await call(big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(8_192)));
        controller.close();
      },
    });
    expect((await call(stream)).status).toBe(413);
    expect(count()).toBe(0);
  });

  it("answers invalid UTF-8 with 400", async () => {
    t = createSubmissionTestDb();
    expect((await call(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400);
  });

  it("rate-limits per IP with 429 and Retry-After", async () => {
    t = createSubmissionTestDb();
    const env = testEnv({ RATE_LIMIT_POSTS_PER_HOUR: "1" });
    expect((await postJson(validApiPayload(), { env })).status).toBe(201);
    const limited = await postJson(validApiPayload({ title: "Another Fellow" }), { env });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.data).toMatchObject({ message: expect.stringMatching(/^Too many submissions/) });
    expect(count()).toBe(1);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    t = createSubmissionTestDb();
    const response = await settle(() => loader());
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
