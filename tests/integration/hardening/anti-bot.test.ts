import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import { action as submitAction } from "../../../app/routes/submit";
import { testContext, testEnv } from "../../support/context";
import type { TestDb } from "../../support/db";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, formToken, validApiPayload, validFormFields } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const count = () => (t.db.$client.prepare("select count(*) as n from opportunities").get() as { n: number }).n;

function submit(fields: Record<string, string>, ip = "203.0.113.30") {
  const request = new Request("http://localhost/submit?type=internship", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return settle(() => submitAction({ request, context: testContext(t.db, { ip }), params: {} } as never));
}

function postApi(body: unknown, { ip = "203.0.113.31", env = testEnv() } = {}) {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return settle(() => apiAction({ request, context: testContext(t.db, { ip, env }), params: {} } as never));
}

describe("the /submit form token", () => {
  it("is single-use: one token gives one accepted submission", async () => {
    t = createSubmissionTestDb();
    const token = formToken();
    const first = await submit({ ...validFormFields(), formToken: token });
    expect(first.status).toBe(302);
    const second = await submit({ ...validFormFields({ positionTitle: "Another Research Intern" }), formToken: token });
    expect(second.status).toBe(400);
    expect((second.data as { title: string }).title).toBe("Submission error");
    expect((second.data as { formToken: string }).formToken).not.toBe(token);
    expect(count()).toBe(1);
    // Stored as a hash only.
    const row = t.db.$client.prepare("select token_hash from used_form_tokens").get() as { token_hash: string };
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("two forms served in the same millisecond get different tokens", async () => {
    const { issueFormToken } = await import("../../../app/submissions/anti-bot.server");
    const now = Date.now();
    expect(issueFormToken("s".repeat(32), now)).not.toBe(issueFormToken("s".repeat(32), now));
  });
});

describe("POST /api/opportunities anti-bot rules", () => {
  it("answers a filled trap field like a success and stores nothing", async () => {
    t = createSubmissionTestDb();
    const payload = validApiPayload();
    const res = await postApi({ ...payload, data: { ...payload.data, contactEmail: "bot@example.com" } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ status: "pending", title: "Water Quality Fellow" });
    expect(count()).toBe(0);
  });

  it("counts refused attempts (spam, invalid, trapped) against the posting budget, and stays usable for real posts", async () => {
    t = createSubmissionTestDb();
    const env = testEnv({ RATE_LIMIT_POSTS_PER_HOUR: "3" });
    const spam = validApiPayload({ description: "Win the lottery and bitcoin prizes now, click here for free money every day!" });
    expect((await postApi(spam, { env })).status).toBe(400);
    expect((await postApi(spam, { env })).status).toBe(400);
    expect((await postApi(validApiPayload(), { env })).status).toBe(201);
    const limited = await postApi(validApiPayload({ title: "Second Water Fellow" }), { env });
    expect(limited.status).toBe(429);
    expect(count()).toBe(1);
    // Another integration at another address is unaffected.
    expect((await postApi(validApiPayload({ title: "Third Water Fellow" }), { env, ip: "198.51.100.9" })).status).toBe(201);
  });
});
