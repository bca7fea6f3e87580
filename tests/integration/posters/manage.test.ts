/** The poster's email, manage links and notices, against a real SQLite file and a real SMTP server. */
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import * as manageRoute from "../../../app/routes/manage/listing";
import * as lostLinkRoute from "../../../app/routes/manage/lost-link";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { queueClosedNotices, queueDeadlineReminders } from "../../../app/posters/jobs.server";
import { saveManagedEdit } from "../../../app/posters/edits.server";
import { extendDeadline, withdrawSubmission } from "../../../app/posters/lifecycle.server";
import { findManagedListing } from "../../../app/posters/managed-listing.server";
import { approveRevision } from "../../../app/posters/revisions.server";
import { deadlineBounds, extendSchema } from "../../../app/posters/schema";
import { addDays, indiaToday } from "../../../app/submissions/deadline-city-values";
import { pendingCount, pendingQueue } from "../../../app/moderation/pending-queue.server";
import { dashboardStats } from "../../../app/moderation/queries.server";
import { hashManageToken } from "../../../app/posters/tokens.server";
import { submissionSchema } from "../../../app/submissions/schema";
import { deliverDueMail } from "../../../app/mail/sender.server";
import { createSmtpTransport } from "../../../app/mail/transport.server";
import { auditLog, listingPosters, manageTokens, opportunities } from "../../../db/schema";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { smtpServerForThisTest } from "../../support/smtp";
import { createSubmissionTestDb, toFormData, validApiPayload, validFormFields } from "../../support/submissions";
import { insertUser } from "../../support/admin";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });

async function post(body: unknown, ip = "203.0.113.20") {
  const context = testContext(t.db, { ip, env });
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return settle(() => apiAction({ request, context, params: {} } as never));
}

const mails = () => outboxMails(t.db, env);

const tokenFrom = (text: string) => /\/manage\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

async function postWithEmail(email = "Poster@Example.org") {
  const response = await post(validApiPayload({ posterEmail: email }));
  expect(response.status).toBe(201);
  const id = (response.data as { id: number }).id;
  return { id, token: tokenFrom(mails().at(-1)!.text) };
}

describe("the poster's email and manage link", () => {
  it("accepts data.posterEmail, mails 'We received your fellowship' with a link that is stored only as a hash", async () => {
    t = createSubmissionTestDb();
    const { id, token } = await postWithEmail();
    const [mail] = mails();
    expect(mail).toMatchObject({ recipient: "poster@example.org", subject: "We received your fellowship", kind: "poster-received" });
    expect(mail!.text).toContain(`https://careers.example.org/manage/${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    // Nowhere in the database in clear.
    const dump = JSON.stringify(t.db.$client.prepare("select * from manage_tokens").all());
    expect(dump).not.toContain(token);
    expect(t.db.select().from(manageTokens).where(eq(manageTokens.tokenHash, hashManageToken(token))).get()?.opportunityId).toBe(id);
    expect(findManagedListing(t.db, token)).toMatchObject({ id, state: "pending" });
    expect(findManagedListing(t.db, token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
  });

  it("without an email stores and mails nothing more", async () => {
    t = createSubmissionTestDb();
    expect((await post(validApiPayload())).status).toBe(201);
    expect(mails()).toHaveLength(0);
    expect(t.db.select().from(listingPosters).all()).toHaveLength(0);
  });

  it("refuses an invalid address with the field message and stores nothing", async () => {
    t = createSubmissionTestDb();
    const response = await post(validApiPayload({ posterEmail: "not an address" }));
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ errors: { posterEmail: ["Please enter a valid email address"] } });
    const form = submissionSchema.safeParse({ ...validFormFields(), terms: true, offersStipend: false, posterEmail: `${"a".repeat(250)}@x.org` });
    expect(form.success).toBe(false);
    expect(t.db.select().from(opportunities).all()).toHaveLength(0);
  });

  it("sends the receipt over SMTP to the poster only", async () => {
    t = createSubmissionTestDb();
    const smtp = await smtpServerForThisTest();
    await postWithEmail("someone@example.org");
    const transport = createSmtpTransport(smtp.url, { from: env.MAIL_FROM, host: "careers.example.org" });
    await deliverDueMail(t.db, transport, { secret: env });
    transport.close();
    const [received] = await smtp.waitFor(1);
    expect(received!.envelope.to).toEqual(["someone@example.org"]);
    expect(received!.parsed.subject).toBe("We received your fellowship");
    expect(received!.parsed.text).toMatch(/https:\/\/careers\.example\.org\/manage\/[A-Za-z0-9_-]{43}/);
  });
});

describe("review notices", () => {
  it("mails 'Your fellowship is live' with the public and a manage link on approval, and the reason on rejection", async () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const a = await postWithEmail("a@example.org");
    const b = await postWithEmail("b@example.org");
    changeOpportunityStatus(t.db, { id: admin }, a.id, "published", { notify: env });
    changeOpportunityStatus(t.db, { id: admin }, b.id, "rejected", { rejectionReason: "Please add a stipend.", notify: env });
    const [approved, rejected] = mails().slice(2);
    expect(approved).toMatchObject({ recipient: "a@example.org", subject: "Your fellowship is live" });
    expect(approved!.text).toContain("https://careers.example.org/fellowships/water-quality-fellow-at-jal-seva-foundation");
    expect(findManagedListing(t.db, tokenFrom(approved!.text))?.id).toBe(a.id);
    expect(rejected).toMatchObject({ recipient: "b@example.org", subject: "Your fellowship was not approved" });
    expect(rejected!.text).toContain("Please add a stipend.");
    // The first link still works too.
    expect(findManagedListing(t.db, a.token)?.state).toBe("published");
  });
});

describe("the manage page", () => {
  async function manage(token: string, form: Record<string, string>) {
    const context = testContext(t.db, { env });
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.set(k, v);
    const request = new Request(`http://localhost/manage/${token}`, { method: "POST", body });
    return settle(() => manageRoute.action({ request, context, params: { token } } as never));
  }

  it("answers 404 for an unknown token", async () => {
    t = createSubmissionTestDb();
    const context = testContext(t.db, { env });
    const response = await settle(() => manageRoute.loader({ context, params: { token: "x".repeat(43) } } as never));
    expect(response.status).toBe(404);
  });

  it("closes a published listing today (status expired, deadline today in India), and audits it as the poster", async () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const { id, token } = await postWithEmail();
    changeOpportunityStatus(t.db, { id: admin }, id, "published", { notify: env });
    const response = await manage(token, { intent: "close" });
    expect(response.status).toBe(302);
    expect(findManagedListing(t.db, token)?.state).toBe("closed");
    const row = t.db.select({ status: opportunities.status, expiresAt: opportunities.expiresAt }).from(opportunities).where(eq(opportunities.id, id)).get()!;
    // The public page says the day it closed, not a deadline before it.
    expect(row).toEqual({ status: "expired", expiresAt: new Date(`${indiaToday()}T00:00:00Z`) });
    const facets = t.db.$client.prepare("select count(*) as n from listing_facets where key = ? and visible = 1").get(id) as { n: number };
    expect(facets.n).toBe(0);
    const entry = t.db.select().from(auditLog).where(eq(auditLog.action, "opportunity.poster-close")).get();
    expect(entry).toMatchObject({ actorId: null, entityId: id, details: { actor: "poster" } });
    // The closed-notice job does not mail the poster about their own close.
    expect(queueClosedNotices(t.db, env)).toBe(0);
  });

  it("asks before a new deadline reopens a closed listing; reopened after a close, it goes back to review", async () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const { id, token } = await postWithEmail();
    changeOpportunityStatus(t.db, { id: admin }, id, "published", { notify: env });
    await manage(token, { intent: "close" });
    const deadline = addDays(indiaToday(), 30);
    const asked = await manage(token, { intent: "extend", deadline });
    expect(asked).toMatchObject({ status: 409, data: { reopenDeadline: deadline } });
    const status = () => t.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id)).get()!.status;
    expect(status()).toBe("expired");
    expect(() => extendDeadline(t.db, id, deadline)).toThrow("please confirm");
    expect((await manage(token, { intent: "extend", deadline, reopen: "yes" })).status).toBe(302);
    expect(status()).toBe("pending");
    expect(t.db.select().from(auditLog).where(eq(auditLog.action, "opportunity.poster-reopen")).get()).toBeTruthy();
  });

  it("withdraws a pending submission (deleted, the link dead) and refuses to withdraw a published one", async () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const pending = await postWithEmail("w1@example.org");
    const published = await postWithEmail("w2@example.org");
    changeOpportunityStatus(t.db, { id: admin }, published.id, "published", { notify: env });
    expect(() => withdrawSubmission(t.db, published.id)).toThrow("Only a submission waiting for review can be withdrawn");
    expect((await manage(pending.token, { intent: "withdraw" })).status).toBe(302);
    expect(t.db.select().from(opportunities).where(eq(opportunities.id, pending.id)).get()).toBeUndefined();
    expect(findManagedListing(t.db, pending.token)).toBeNull();
    expect(t.db.select().from(auditLog).where(eq(auditLog.action, "opportunity.poster-withdraw")).get()).toMatchObject({ entityId: pending.id });
  });

  it("takes a deadline by /submit's rule: today in India to 365 days ahead, and refuses other dates", async () => {
    t = createSubmissionTestDb();
    const { id, token } = await postWithEmail();
    const today = indiaToday();
    for (const bad of [addDays(today, -1), addDays(today, 366), "2025-13-01", ""]) {
      const response = await manage(token, { intent: "extend", deadline: bad });
      expect(response.status).toBe(400);
      expect((response.data as { deadlineErrors: string[] }).deadlineErrors[0]).toMatch(/^Please (choose|enter) /);
    }
    expect((await manage(token, { intent: "extend", deadline: addDays(today, 365) })).status).toBe(302);
    const row = t.db.select({ expiresAt: opportunities.expiresAt }).from(opportunities).where(eq(opportunities.id, id)).get()!;
    expect(row.expiresAt?.toISOString().slice(0, 10)).toBe(addDays(today, 365));
  });

  it("starts the range on India's date: at 20:00 UTC it is already tomorrow in India", () => {
    const evening = Date.UTC(2030, 0, 10, 20, 0);
    expect(deadlineBounds(evening)).toEqual({ from: "2030-01-11", to: addDays("2030-01-11", 365) });
    expect(extendSchema(evening).safeParse({ deadline: "2030-01-10" }).success).toBe(false);
    expect(extendSchema(evening).safeParse({ deadline: "2030-01-11" }).success).toBe(true);
  });

  it("keeps a published listing's text until its revision is approved", async () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const { id } = await postWithEmail();
    changeOpportunityStatus(t.db, { id: admin }, id, "published", { notify: env });
    const parsed = parseWithZod(
      toFormData(validFormFields({ opportunityType: "fellowship", positionTitle: "Water Quality Fellow (Patna)" })),
      { schema: submissionSchema },
    );
    if (parsed.status !== "success") throw new Error("invalid fixture");
    expect(pendingCount(t.db)).toBe(0);
    expect(saveManagedEdit(t.db, id, parsed.value)).toBe("revision");
    // The edit waits in the one pending queue, counted on the tab and the dashboard.
    expect(pendingCount(t.db)).toBe(1);
    expect(dashboardStats(t.db)).toMatchObject({ pending: 1, breakdown: { pending: { opportunities: 0, jobs: 0, revisions: 1 } } });
    expect(pendingQueue(t.db).items).toMatchObject([{ kind: "revision", item: { id, title: "Water Quality Fellow" } }]);
    const title = () => t.db.select({ title: opportunities.title }).from(opportunities).where(eq(opportunities.id, id)).get()!.title;
    expect(title()).toBe("Water Quality Fellow");
    approveRevision(t.db, admin, id, env);
    expect(title()).toBe("Water Quality Fellow (Patna)");
    expect(mails().at(-1)!.subject).toBe("Your changes to your fellowship are live");
    expect(pendingCount(t.db)).toBe(0);
  });
});

describe("lost links", () => {
  async function ask(email: string, ip = "198.51.100.7") {
    const context = testContext(t.db, { env, ip });
    const body = new FormData();
    body.set("email", email);
    const request = new Request("http://localhost/manage", { method: "POST", body });
    return settle(() => lostLinkRoute.action({ request, context, params: {} } as never));
  }

  it("answers the same whether the address is known, mails fresh links, and limits per address and per IP", async () => {
    t = createSubmissionTestDb();
    await postWithEmail("known@example.org");
    const before = mails().length;
    const known = await ask("KNOWN@example.org");
    const unknown = await ask("nobody@example.org");
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, data: { sent: true } });
    expect((known.data as { sent: boolean }).sent).toBe(true);
    const sent = mails().slice(before);
    expect(sent.map((m) => m.recipient)).toEqual(["known@example.org"]);
    expect(findManagedListing(t.db, tokenFrom(sent[0]!.text))).not.toBeNull();

    await ask("known@example.org");
    await ask("known@example.org");
    expect((await ask("known@example.org")).status).toBe(429);
    for (let i = 0; i < 9; i++) await ask(`other${i}@example.org`, "198.51.100.8");
    expect((await ask("fresh@example.org", "198.51.100.8")).status).toBe(200);
    expect((await ask("fresh2@example.org", "198.51.100.8")).status).toBe(429);
    expect((await ask("bad address")).status).toBe(400);
  });
});

describe("scheduled notices", () => {
  it("reminds once, three days before the deadline, and says when a listing closed", async () => {
    t = createSubmissionTestDb();
    const admin = insertUser(t.db);
    const { id } = await postWithEmail();
    changeOpportunityStatus(t.db, { id: admin }, id, "published", { notify: env });
    const now = Date.UTC(2030, 0, 10, 12);
    const setDeadline = (iso: string) =>
      t.db.update(opportunities).set({ expiresAt: new Date(`${iso}T00:00:00Z`) }).where(eq(opportunities.id, id)).run();
    setDeadline("2030-01-14");
    expect(queueDeadlineReminders(t.db, env, now)).toBe(0);
    setDeadline("2030-01-12");
    expect(queueDeadlineReminders(t.db, env, now)).toBe(1);
    expect(queueDeadlineReminders(t.db, env, now + 3_600_000)).toBe(0);
    expect(mails().at(-1)!.subject).toBe("Your fellowship closes in 3 days");
    expect(queueClosedNotices(t.db, env, now)).toBe(0);
    expect(queueClosedNotices(t.db, env, Date.UTC(2030, 0, 13, 1))).toBe(1);
    expect(queueClosedNotices(t.db, env, Date.UTC(2030, 0, 13, 2))).toBe(0);
    expect(mails().at(-1)!.subject).toBe("Your fellowship is closed");
  });
});

describe("manage pages and the page cache", () => {
  it("are never served from the anonymous page cache", async () => {
    const { isCacheableRequest } = await import("../../../server/page-cache");
    const { routeRulesTable } = await import("../../support/route-table");
    const routes = await routeRulesTable();
    const request = (path: string) => ({ method: "GET", path, originalUrl: path, headers: {} }) as never;
    const cacheable = (path: string) => isCacheableRequest(request(path), routes.routeOf(request(path)).rules);
    expect(cacheable("/internships/some-listing")).toBe(true);
    for (const path of ["/manage", `/manage/${"A".repeat(43)}`, `/manage/${"A".repeat(43)}/edit`, `/hi/manage/${"A".repeat(43)}/edit`]) {
      expect(cacheable(path)).toBe(false);
    }
  });
});

describe("the /submit form's posterEmail", () => {
  async function submitForm(fields: Record<string, string>) {
    const { action } = await import("../../../app/routes/submit");
    const { submitFormRequest } = await import("../../support/submissions");
    const context = testContext(t.db, { env });
    const request = submitFormRequest("/submit?type=internship", fields);
    return settle(() => action({ request, context, params: {} } as never));
  }

  it("refuses an invalid address beside the field, and is not the contactEmail trap", async () => {
    t = createSubmissionTestDb();
    const bad = await submitForm(validFormFields({ posterEmail: "poster@" }));
    expect(bad.status).toBe(400);
    expect((bad.data as { result: { error: Record<string, string[]> } }).result.error.posterEmail).toEqual([
      "Please enter a valid email address",
    ]);
    expect(t.db.select().from(opportunities).all()).toHaveLength(0);

    const good = await submitForm(validFormFields({ posterEmail: "intern.poster@example.org" }));
    expect(good.status).toBe(302);
    expect(t.db.select().from(listingPosters).all()).toMatchObject([{ email: "intern.poster@example.org" }]);
    expect(mails().map((m) => m.subject)).toEqual(["We received your internship"]);
  });
});
