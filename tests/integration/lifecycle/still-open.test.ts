/**
 * "Is this still open?" with a fixed clock (docs/lifecycle.md): an open-ended listing's poster is asked
 * at 30 and 37 days and the listing closes at 44 without an answer; "Still open" from the mailed link
 * starts the clock again; listings without a poster's email wait in the admins' queue.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as manageRoute from "../../../app/routes/manage/listing";
import * as adminQueueRoute from "../../../app/routes/admin/still-open";
import { queueClosedNotices } from "../../../app/posters/jobs.server";
import { adminStillOpenQueue, askStillOpen } from "../../../app/posters/still-open.server";
import { auditLog, listingChecks, listingPosters, opportunities } from "../../../db/schema";
import type { Locale } from "../../../app/i18n/locales";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { insertUser, sessionCookie } from "../../support/admin";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createOpportunity, DAY } from "../board/fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const mails = () => outboxMails(t.db, env);
// The listing was approved 30 days before the real clock, so the route's own clock (Date.now) answers at day 30.
const T0 = Date.now() - 30 * DAY;
const at = (days: number) => T0 + days * DAY;
const ask = (days: number, settings = env) => askStillOpen(t.db, env, settings, at(days));

function postedListing(
  title: string,
  { email, language = "en", expiresAt, postedAt = T0 }: { email?: string; language?: Locale; expiresAt?: Date; postedAt?: number } = {},
) {
  const { id, slug } = createOpportunity(t.db, { title, postedAt: new Date(postedAt), expiresAt });
  if (email) t.db.insert(listingPosters).values({ opportunityId: id, email, language }).run();
  return { id, slug };
}

const statusOf = (id: number) => t.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id)).get()!.status;
const tokenFrom = (text: string) => /\/manage\/([A-Za-z0-9_-]{43})\?answer=open/.exec(text)![1]!;

function manageRequest(token: string, init: RequestInit = {}, search = "") {
  const request = new Request(`http://localhost/manage/${token}${search}`, init);
  return { request, params: { token }, context: testContext(t.db, { env }) } as never;
}

describe("a rolling listing's poster is asked whether it is still open", () => {
  it("asks at 30 and 37 days and closes it at 44 without an answer, telling the poster, who can reopen it", async () => {
    t = createTestDb();
    const { id } = postedListing("Rolling river fellow", { email: "poster@example.org" });
    expect(ask(29.9)).toEqual({ asked: 0, closed: 0 });
    expect(ask(30)).toEqual({ asked: 1, closed: 0 });
    expect(ask(36.9)).toEqual({ asked: 0, closed: 0 });
    expect(ask(37)).toEqual({ asked: 1, closed: 0 });
    expect(ask(43.9)).toEqual({ asked: 0, closed: 0 });
    expect(statusOf(id)).toBe("published");
    expect(ask(44)).toEqual({ asked: 0, closed: 1 });
    expect(statusOf(id)).toBe("expired");
    expect(ask(45)).toEqual({ asked: 0, closed: 0 });

    const [first, second, closed] = mails();
    expect(mails()).toHaveLength(3);
    expect(first).toMatchObject({ recipient: "poster@example.org", subject: "Is your internship still open?", kind: "poster-still-open" });
    // The first ask names the day it closes without an answer (44 days after approval); the answers are one step each.
    expect(first!.text).toContain(`it closes on ${new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(new Date(at(44) + 5.5 * 3_600_000).toISOString().slice(0, 10)))}`);
    for (const answer of ["open", "filled", "later"]) expect(first!.text).toMatch(new RegExp(`https://careers\\.example\\.org/manage/[A-Za-z0-9_-]{43}\\?answer=${answer}`));
    expect(second).toMatchObject({ subject: "Is your internship still open?" });
    expect(closed).toMatchObject({ subject: "Your internship was closed", kind: "poster-closed-unconfirmed" });
    expect(closed!.text).toContain("reopen it with a deadline here:\nhttps://careers.example.org/manage/");
    // Not the general "your listing is closed" notice as well.
    expect(queueClosedNotices(t.db, env, at(45))).toBe(0);
    expect(t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id)).all().map((a) => a.action)).toContain(
      "opportunity.close-unconfirmed",
    );
  });

  it('"Still open" from the mailed link answers in one step and starts the clock again', async () => {
    t = createTestDb();
    const { id } = postedListing("Rolling lake fellow", { email: "poster@example.org" });
    expect(ask(30).asked).toBe(1);
    const token = tokenFrom(mails()[0]!.text);
    // The link opens the manage page with that one answer's button (a GET changes nothing).
    const page = (await manageRoute.loader(manageRequest(token, {}, "?answer=open"))) as { stillOpen: unknown };
    expect(page.stillOpen).toEqual({ asked: true, answer: "open" });
    expect(t.db.select().from(listingChecks).where(eq(listingChecks.opportunityId, id)).get()?.asks).toBe(1);
    // Its button posts a plain form (the page ships no React: with or without JavaScript the same request).
    const response = await settle(() =>
      manageRoute.action(
        manageRequest(token, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "still-open" }).toString(),
        }),
      ),
    );
    expect(response.status).toBe(302);
    expect(t.db.select().from(listingChecks).where(eq(listingChecks.opportunityId, id)).get()?.asks).toBe(0);
    // The page no longer asks; the next ask is 30 days after the answer, not 37 after the approval.
    expect(((await manageRoute.loader(manageRequest(token))) as { stillOpen: unknown }).stillOpen).toBeNull();
    expect(ask(37)).toEqual({ asked: 0, closed: 0 });
    expect(ask(44)).toEqual({ asked: 0, closed: 0 });
    expect(ask(59.5)).toEqual({ asked: 0, closed: 0 });
    expect(ask(60.1)).toEqual({ asked: 1, closed: 0 });
    expect(statusOf(id)).toBe("published");
  });

  it('"Filled, close it" and "Close it now, post it again later" close it, with their reason', async () => {
    t = createTestDb();
    for (const [intent, reason] of [["close-filled", "filled"], ["close-later", "later"]] as const) {
      const { id } = postedListing(`Rolling ${reason} fellow`, { email: `${reason}@example.org` });
      ask(30);
      const token = tokenFrom(mails().at(-1)!.text);
      const body = new URLSearchParams({ intent }).toString();
      const init = { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body };
      expect((await settle(() => manageRoute.action(manageRequest(token, init)))).status).toBe(302);
      expect(statusOf(id)).toBe("expired");
      const audit = t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).all().at(-1)!;
      expect(audit).toMatchObject({ action: "opportunity.poster-close", details: expect.objectContaining({ reason }) });
    }
  });

  it("asks in the poster's language", async () => {
    t = createTestDb();
    postedListing("Hindi rolling fellow", { email: "hi@example.org", language: "hi" });
    ask(30);
    const [mail] = mails();
    expect(mail!.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail!.text).toContain("https://careers.example.org/hi/manage/");
  });

  it("leaves listings with a near deadline alone, counts one more than 60 days away as open-ended, and reads its intervals from the settings", async () => {
    t = createTestDb();
    postedListing("Near deadline", { email: "near@example.org", expiresAt: new Date(at(50)) });
    postedListing("Far deadline", { email: "far@example.org", expiresAt: new Date(at(95)) });
    expect(ask(30)).toEqual({ asked: 1, closed: 0 });
    expect(mails().map((m) => m.recipient)).toEqual(["far@example.org"]);

    t.cleanup();
    t = createTestDb();
    postedListing("Quick rolling", { email: "quick@example.org" });
    const quick = testEnv({ LISTING_CONFIRM_AFTER_DAYS: "10", LISTING_CONFIRM_GRACE_DAYS: "2" });
    expect(ask(9.9, quick).asked).toBe(0);
    expect(ask(10, quick).asked).toBe(1);
    expect(ask(12, quick).asked).toBe(1);
    expect(ask(14, quick).closed).toBe(1);
  });
});

describe('the admins\' queue "Open for 90 days without a deadline"', () => {
  it("lists old open-ended listings without a poster's email, ten at a time; keep and close answer it", async () => {
    t = createTestDb();
    // Posted 91 days before the real clock, so the route's own clock sees them due.
    const postedAt = Date.now() - 91 * DAY;
    const days = (n: number) => new Date(Date.now() + n * DAY);
    const old = Array.from({ length: 11 }, (_, i) => postedListing(`Old rolling ${i}`, { postedAt }).id);
    postedListing("Old with poster", { email: "poster@example.org", postedAt });
    postedListing("Old with far deadline", { expiresAt: days(61), postedAt });
    postedListing("Old with near deadline", { expiresAt: days(59), postedAt });
    postedListing("Recent rolling", { postedAt: Date.now() - 89 * DAY });
    const queue = adminStillOpenQueue(t.db, env);
    expect(queue.total).toBe(12);
    expect(queue.items).toHaveLength(10);
    const all = [...queue.items.map((i) => i.title)];
    expect(all).not.toContain("Old with poster");
    expect(all).not.toContain("Old with near deadline");
    expect(all).not.toContain("Recent rolling");
    expect(adminStillOpenQueue(t.db, env, Date.now() - 2 * DAY).total).toBe(0);

    // Through the route, as an admin: keep one, close another.
    const adminId = insertUser(t.db, { username: "asha", isAdmin: true });
    const cookie = await sessionCookie(t.db, env, adminId);
    const post = (fields: Record<string, string>) =>
      settle(() =>
        adminQueueRoute.action({
          request: new Request("http://localhost/admin/still-open", {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields).toString(),
          }),
          params: {},
          context: testContext(t.db, { env }),
        } as never),
      );
    expect((await post({ id: String(old[0]), decision: "keep" })).status).toBe(302);
    expect((await post({ id: String(old[1]), decision: "close" })).status).toBe(302);
    expect((await post({ id: "abc", decision: "maybe" })).status).toBe(400);
    expect(statusOf(old[1]!)).toBe("expired");
    const after = adminStillOpenQueue(t.db, env);
    expect(after.items.map((i) => i.id)).not.toContain(old[0]);
    expect(after.total).toBe(10);
    // Kept: asked again only after another 90 days.
    const kept = t.db.select().from(listingChecks).where(eq(listingChecks.opportunityId, old[0]!)).get()!;
    expect(Date.now() - kept.confirmedAt.getTime()).toBeLessThan(60_000);

    const page = (await adminQueueRoute.loader({
      request: new Request("http://localhost/admin/still-open", { headers: { Cookie: cookie } }),
      params: {},
      context: testContext(t.db, { env }),
    } as never)) as { queue: { total: number } };
    expect(page.queue.total).toBe(10);
  });
});
