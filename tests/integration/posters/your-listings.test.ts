/**
 * "Your listings" (docs/decisions/390) and "Post again" (docs/decisions/391), against a real SQLite
 * file: the mailed link, what the page lists, the link's rotation and expiry, the way to each
 * manage page, and a listing posted again reaching the moderator named and unflagged.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import * as yourListingsRoute from "../../../app/routes/your-listings/page";
import * as yourListingManage from "../../../app/routes/your-listings/manage";
import * as manageRoute from "../../../app/routes/manage/listing";
import * as submitRoute from "../../../app/routes/submit";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { LINK_IDLE_DAYS, openMailbox } from "../../../app/posters/mailbox.server";
import { findManagedListing } from "../../../app/posters/managed-listing.server";
import { queueLostLinks } from "../../../app/posters/notices.server";
import { hashManageToken } from "../../../app/posters/tokens.server";
import { listAdminOpportunities } from "../../../app/moderation/queries.server";
import { duplicateFlag } from "../../../app/trust/signals";
import { mailboxLinks, opportunities } from "../../../db/schema";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, formToken, toFormData, validApiPayload } from "../../support/submissions";
import { insertUser } from "../../support/admin";
import { LOCALES, localizePath } from "../../../app/i18n/locales";
import { isSecretPage } from "../../../app/lib/route-rules";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { isCacheableRequest } from "../../../server/page-cache";
import { routeRulesTable } from "../../support/route-table";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const DAY = 86_400_000;
const mails = () => outboxMails(t.db, env);
const listingsTokenFrom = (text: string) => /\/your-listings\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

async function post(body: unknown) {
  const context = testContext(t.db, { ip: "203.0.113.20", env });
  const request = new Request("http://localhost/api/opportunities", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const response = await settle(() => apiAction({ request, context, params: {} } as never));
  expect(response.status).toBe(201);
  return { id: (response.data as { id: number }).id, mail: mails().at(-1)! };
}

/** Two listings of one address (one published with counts), one of another address. */
async function twoListings() {
  t = createSubmissionTestDb();
  const admin = insertUser(t.db);
  const first = await post(validApiPayload({ posterEmail: "team@jalseva.example.org", title: "Water Quality Fellow" }));
  const second = await post(validApiPayload({ posterEmail: "Team@Jalseva.example.org", title: "Sanitation Survey Intern", opportunityType: "internship", location: "Remote (Work From Home)" }));
  await post(validApiPayload({ posterEmail: "someone@else.example.org", title: "Someone Else's Fellow" }));
  changeOpportunityStatus(t.db, { id: admin }, first.id, "published");
  t.db.$client.prepare("INSERT INTO listing_daily_stats (listing_key, day, views, apply_clicks) VALUES (?, '2030-01-01', 40, 7), (?, '2030-01-02', 2, 1)").run(first.id, first.id);
  return { first, second };
}

async function openPage(token: string, prefix = "") {
  const path = `${prefix}/your-listings/${token}`;
  return settle(() => yourListingsRoute.loader({ request: new Request(`http://localhost${path}`), context: testContext(t.db, { env, path }), params: { token } } as never));
}

type Page = { listings: { id: number; title: string; state: string; views: number; applyClicks: number; writtenIn: string }[]; title: string };

describe("Your listings", () => {
  it("is linked from the receipt and lists every listing of the address (not another's), open first, with status and counts", async () => {
    const { first, second } = await twoListings();
    const token = listingsTokenFrom(second.mail.text);
    expect(second.mail.text).toContain(`https://careers.example.org/your-listings/${token}`);
    // Stored as a hash only.
    expect(JSON.stringify(t.db.$client.prepare("select * from mailbox_links").all())).not.toContain(token);
    expect(t.db.select().from(mailboxLinks).where(eq(mailboxLinks.tokenHash, hashManageToken(token))).get()?.email).toBe("team@jalseva.example.org");

    const page = await openPage(token);
    expect(page.status).toBe(200);
    const { listings } = page.data as Page;
    expect(listings.map((l) => [l.title, l.state, l.views, l.applyClicks])).toEqual([
      ["Sanitation Survey Intern", "pending", 0, 0],
      ["Water Quality Fellow", "published", 42, 8],
    ]);
    // Closed listings come after the open ones.
    t.db.update(opportunities).set({ status: "expired" }).where(eq(opportunities.id, second.id)).run();
    expect(((await openPage(token)).data as Page).listings.map((l) => [l.id, l.state])).toEqual([
      [first.id, "published"],
      [second.id, "closed"],
    ]);
    t.db.update(opportunities).set({ status: "rejected" }).where(eq(opportunities.id, first.id)).run();
    // Among the closed ones (closed, not approved), the newest first.
    expect(((await openPage(token)).data as Page).listings.map((l) => l.state)).toEqual(["closed", "rejected"]);
  });

  it("answers a mistyped, replaced or long-unused link with the dead-link 404", async () => {
    const { first, second } = await twoListings();
    const receiptLink = listingsTokenFrom(second.mail.text);
    expect((await openPage(receiptLink.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status).toBe(404);
    expect((await openPage("short")).status).toBe(404);

    // The lost-link mail brings a new link and ends the earlier ones.
    queueLostLinks(t.db, env, "team@jalseva.example.org", [second.id, first.id]);
    const lost = mails().at(-1)!;
    const fresh = listingsTokenFrom(lost.text);
    expect(fresh).not.toBe(receiptLink);
    const replaced = await openPage(receiptLink);
    expect(replaced).toMatchObject({ status: 404, data: { deadLink: "listings-link-expired" } });
    expect((await openPage(fresh)).status).toBe(200);

    // Unused for LINK_IDLE_DAYS it stops working; each opening starts the count again.
    const now = Date.now();
    expect(openMailbox(t.db, fresh, now + (LINK_IDLE_DAYS - 1) * DAY)).toBe("team@jalseva.example.org");
    expect(openMailbox(t.db, fresh, now + (2 * LINK_IDLE_DAYS - 2) * DAY)).toBe("team@jalseva.example.org");
    expect(openMailbox(t.db, fresh, now + (3 * LINK_IDLE_DAYS) * DAY)).toBeNull();
  });

  it("is in the listing's language: a Hindi poster's mail links /hi/your-listings, which speaks Hindi", async () => {
    const { second } = await twoListings();
    t.db.$client.prepare("UPDATE listing_posters SET language = 'hi'").run();
    queueLostLinks(t.db, env, "team@jalseva.example.org", [second.id]);
    const text = mails().at(-1)!.text;
    expect(text).toMatch(/https:\/\/careers\.example\.org\/hi\/your-listings\/[A-Za-z0-9_-]{43}/);
    expect(text).toContain("आपकी सभी लिस्टिंग एक पेज पर");
    const page = await openPage(listingsTokenFrom(text), "/hi");
    expect((page.data as Page).title).toBe("आपकी लिस्टिंग");
    // Each listing's words are marked with the language it was posted in (app/lib/text-language.ts).
    expect((page.data as Page).listings.map((listing) => listing.writtenIn)).toEqual(["hi", "hi"]);
  });

  it("opens each listing's manage page with a fresh manage link, only for the address's own listings", async () => {
    const { first } = await twoListings();
    const token = listingsTokenFrom(mails().find((m) => m.recipient === "team@jalseva.example.org")!.text);
    const other = t.db.$client.prepare("SELECT id FROM opportunities WHERE title = ?").get("Someone Else's Fellow") as { id: number };
    const go = (id: number, prefix = "") =>
      settle(() =>
        yourListingManage.loader({ request: new Request(`http://localhost${prefix}/your-listings/${token}/${id}`), context: testContext(t.db, { env, path: `${prefix}/your-listings/${token}/${id}` }), params: { token, id: String(id) } } as never),
      );
    const answer = await go(first.id, "/mr");
    expect(answer.status).toBe(303);
    const manage = /^\/mr\/manage\/([A-Za-z0-9_-]{43})$/.exec(answer.headers.get("Location")!)![1]!;
    expect(findManagedListing(t.db, manage)?.id).toBe(first.id);
    expect((await go(other.id)).status).toBe(404);
  });
});

describe("Post again", () => {
  async function startFrom(response: { status: number; headers: Headers }, locale = "") {
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(location.startsWith(`${locale}/submit?type=`)).toBe(true);
    const path = new URL(location, "http://localhost").pathname;
    const page = await settle(() =>
      submitRoute.loader({ request: new Request(`http://localhost${location}`, { headers: { Cookie: cookies } }), context: testContext(t.db, { env, path }), params: {} } as never),
    );
    return { location, page: page.data as { type: string; again: { from: { id: number }; values: Record<string, string | undefined>; reference: string } | null } };
  }

  async function submit(fields: Record<string, string>) {
    const context = testContext(t.db, { env, ip: "198.51.100.30", path: "/submit" });
    const request = new Request("http://localhost/submit", { method: "POST", body: toFormData({ ...fields, formToken: formToken() }) });
    return settle(() => submitRoute.action({ request, context, params: {} } as never));
  }

  it("from Your listings opens /submit in the page's language filled in but for the deadline, and the moderator sees where it came from, unflagged", async () => {
    const { first } = await twoListings();
    const token = listingsTokenFrom(mails().find((m) => m.recipient === "team@jalseva.example.org")!.text);
    const body = new FormData();
    body.set("intent", "again");
    body.set("id", String(first.id));
    const answer = await settle(() =>
      yourListingsRoute.action({ request: new Request(`http://localhost/hi/your-listings/${token}`, { method: "POST", body }), context: testContext(t.db, { env, path: `/hi/your-listings/${token}` }), params: { token } } as never),
    );
    const { location, page } = await startFrom(answer, "/hi");
    expect(location).toBe("/hi/submit?type=fellowship");
    expect(page.type).toBe("fellowship");
    expect(page.again?.from.id).toBe(first.id);
    expect(page.again?.values).toMatchObject({
      positionTitle: "Water Quality Fellow",
      companyName: "Jal Seva Foundation",
      category: "data",
      duration: "6+ months",
      salary: "₹15,000/month",
      offersStipend: "on",
      applicationUrl: "https://jalseva.example.org/fellowship",
      posterEmail: "team@jalseva.example.org",
    });
    expect(page.again?.values.expiresAt).toBeUndefined();
    expect(page.again?.values.terms).toBeUndefined();

    const values = Object.fromEntries(Object.entries(page.again!.values).filter((e): e is [string, string] => e[1] !== undefined));
    const sent = await submit({ ...values, terms: "on", postedAgainFrom: page.again!.reference });
    expect(sent.status).toBe(302);
    const again = listAdminOpportunities(t.db, { status: "pending", limit: 10 }).items.find((item) => item.postedAgainFrom === first.id)!;
    expect(again.title).toBe("Water Quality Fellow");
    expect(again.flags).not.toContain(duplicateFlag(first.id));

    // Without a genuine reference it is a plain new submission, flagged as the duplicate it is (of the newest).
    const forged = await submit({ ...values, terms: "on", postedAgainFrom: `${first.id}.${"x".repeat(43)}` });
    expect(forged.status).toBe(302);
    const plain = t.db.select().from(opportunities).all().at(-1)!;
    expect(plain.postedAgainFrom).toBeNull();
    expect(plain.flags).toContain(duplicateFlag(again.id));
  });

  it("from a manage page, and refuses a listing of another address on Your listings", async () => {
    const { second } = await twoListings();
    const manage = /\/manage\/([A-Za-z0-9_-]{43})/.exec(second.mail.text)![1]!;
    const body = new FormData();
    body.set("intent", "again");
    const answer = await settle(() =>
      manageRoute.action({ request: new Request(`http://localhost/manage/${manage}`, { method: "POST", body }), context: testContext(t.db, { env, path: `/manage/${manage}` }), params: { token: manage } } as never),
    );
    const { location, page } = await startFrom(answer);
    expect(location).toBe("/submit?type=internship");
    expect(page.again?.values.positionTitle).toBe("Sanitation Survey Intern");

    const token = listingsTokenFrom(second.mail.text);
    const other = t.db.$client.prepare("SELECT id FROM opportunities WHERE title = ?").get("Someone Else's Fellow") as { id: number };
    const refused = new FormData();
    refused.set("intent", "again");
    refused.set("id", String(other.id));
    const answer2 = await settle(() =>
      yourListingsRoute.action({ request: new Request(`http://localhost/your-listings/${token}`, { method: "POST", body: refused }), context: testContext(t.db, { env, path: `/your-listings/${token}` }), params: { token } } as never),
    );
    expect(answer2.status).toBe(400);
  });
});

describe("the route rules of Your listings, in every language", () => {
  it("are a secret page's: no-store, noindex, same-origin referrer, the token cut out of the log, never cached or kept offline", async () => {
    const table = await routeRulesTable();
    const token = "Zx9_Q2sEcReT-tOkEn0123456789abcdefghijklmnO";
    const keep = new RegExp(table.offline.keep);
    const declaredPublic = new RegExp(table.offline.public);
    for (const locale of LOCALES) {
      for (const path of [localizePath(`/your-listings/${token}`, locale), localizePath(`/your-listings/${token}/12`, locale)]) {
        const request = { method: "GET", path, originalUrl: path, headers: {} };
        const route = table.routeOf(request);
        expect(route.locale, path).toBe(locale);
        expect(isSecretPage(route.rules), path).toBe(true);
        expect(route.logPath, path).not.toContain(token);
        expect(route.logPath, path).toContain("[token]");
        expect(isCacheableRequest(request as never, route.rules), path).toBe(false);
        expect(keep.test(path) || declaredPublic.test(path), path).toBe(false);
      }
    }
    // The headers, through the rules' middleware, whatever the page tries to set.
    const app = express();
    app.use(table.middleware);
    app.use((_req, res) => void res.set({ "Cache-Control": "public, max-age=600", "Referrer-Policy": "unsafe-url" }).type("html").send("<p>page</p>"));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      for (const locale of LOCALES) {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${localizePath(`/your-listings/${token}`, locale)}`);
        expect(response.headers.get("cache-control"), locale).toBe("no-store");
        expect(response.headers.get("x-robots-tag"), locale).toBe("noindex");
        expect(response.headers.get("referrer-policy"), locale).toBe("same-origin");
      }
    } finally {
      server.close();
    }
  });
});
