/**
 * A stranger cannot flood a mailbox through the board (decision 305): receipts, lost-link mails and
 * alert confirmations share a budget per mailbox (its canonical address); past it every request
 * answers as before and nothing is sent; the team sees how many were held back.
 */
import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import * as lostLinkRoute from "../../../app/routes/manage/lost-link";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import * as manageRoute from "../../../app/routes/manage/listing";
import { canonicalAddress, MAIL_BUDGET } from "../../../app/mail/budget.server";
import { queueLostLinks } from "../../../app/posters/notices.server";
import { findManagedListing } from "../../../app/posters/managed-listing.server";
import { isReplacedManageToken } from "../../../app/posters/tokens.server";
import { weeklyNumbers } from "../../../app/insights/team-stats.server";
import type { TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";
import { outboxMails } from "../../support/outbox";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, validApiPayload } from "../../support/submissions";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const mails = () => outboxMails(t.db, env);
const mailsTo = (address: string) => mails().filter((m) => canonicalAddress(m.recipient) === canonicalAddress(address));

function postListing(posterEmail: string, ip = "203.0.113.20", title = "Water Quality Fellow") {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validApiPayload({ posterEmail, title })),
  });
  return settle(() => apiAction({ request, context: testContext(t.db, { ip, env }), params: {} } as never));
}

function askLostLink(email: string, ip = "203.0.113.20") {
  const body = new FormData();
  body.set("email", email);
  const request = new Request("http://localhost/manage", { method: "POST", body });
  return settle(() => lostLinkRoute.action({ request, context: testContext(t.db, { env, ip }), params: {} } as never));
}

function signUp(email: string, ip = "203.0.113.20") {
  const request = new Request("http://localhost/alerts", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, frequency: "daily", type: "internship" }).toString(),
  });
  return settle(() => subscribeRoute.action({ request, params: {}, context: testContext(t.db, { ip, env }) } as never));
}

describe("the mail budget of one mailbox", () => {
  it("holds the review's flooding sequence to the budget, answering every request as before", async () => {
    t = createSubmissionTestDb();
    const posts = [];
    for (let i = 0; i < 15; i++) posts.push((await postListing("victim@example.org")).status);
    expect(posts).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    const lost = [];
    for (let i = 0; i < 5; i++) lost.push(await askLostLink("victim@example.org"));
    expect(lost.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(lost[0]!.data).toMatchObject({ sent: true });
    const alerts = [];
    for (let i = 0; i < 25; i++) alerts.push(await signUp(`victim+${i}@example.org`));
    expect(alerts.map((r) => r.status)).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
    expect(alerts[19]!.data).toEqual({ done: true });

    expect(mailsTo("victim@example.org")).toHaveLength(MAIL_BUDGET.perHour);
    // The same answer as for an address with its budget whole (no enumeration).
    const fresh = await signUp("someone.else@example.org", "198.51.100.4");
    const spent = await signUp("Victim+late@Example.org", "198.51.100.5");
    expect(spent.status).toBe(fresh.status);
    expect(spent.data).toEqual(fresh.data);
    expect(mailsTo("victim@example.org")).toHaveLength(MAIL_BUDGET.perHour);
    // The team sees the mails held back: 5 receipts, 3 lost-link mails, 21 confirmations.
    expect(weeklyNumbers(t.db).at(-1)!.mailsHeldBack).toBe(29);
  });

  it("still gives a poster of three listings in an hour three receipts", async () => {
    t = createSubmissionTestDb();
    for (const title of ["Water Quality Fellow", "Soil Health Fellow", "River Survey Fellow"]) {
      expect((await postListing("Asha.Rao@gmail.com", "203.0.113.21", title)).status).toBe(201);
    }
    expect(mailsTo("asharao@gmail.com").map((m) => m.kind)).toEqual(["poster-received", "poster-received", "poster-received"]);
  });

  it("sends one lost-link mail listing every listing's link", async () => {
    t = createSubmissionTestDb();
    for (const title of ["Water Quality Fellow", "Soil Health Fellow", "River Survey Fellow"]) {
      await postListing("poster@example.org", "203.0.113.22", title);
    }
    expect((await askLostLink("Poster@Example.org", "198.51.100.9")).status).toBe(200);
    const lost = mails().filter((m) => m.kind === "poster-lost-link");
    expect(lost).toHaveLength(1);
    expect(lost[0]!.subject).toBe("Your links to manage your listings");
    expect(lost[0]!.text.match(/https:\/\/careers\.example\.org\/manage\/[A-Za-z0-9_-]{43}/g)).toHaveLength(3);
    for (const title of ["Water Quality Fellow", "Soil Health Fellow", "River Survey Fellow"]) {
      expect(lost[0]!.text.split("\n")).toContain(`“${title}” — “Jal Seva Foundation”`);
    }
  });

  it("compares addresses as mailboxes: case, +tags, and dots where the provider ignores them", () => {
    expect(canonicalAddress(" Victim+promo@Example.ORG ")).toBe("victim@example.org");
    expect(canonicalAddress("j.doe+x@googlemail.com")).toBe("jdoe@gmail.com");
    expect(canonicalAddress("j.doe@example.org")).toBe("j.doe@example.org");
  });
});

describe("a receipt", () => {
  it("quotes the poster's words on a line of their own, never beside a sentence of ours", async () => {
    t = createSubmissionTestDb();
    expect((await postListing("target.person@example.org", "203.0.113.23", "Intern: ACTION NEEDED verify at evil.example")).status).toBe(201);
    const lines = mails()[0]!.text.split("\n");
    const quoted = lines.indexOf("“Intern: ACTION NEEDED verify at evil.example” — “Jal Seva Foundation”");
    expect(quoted).toBeGreaterThan(0);
    expect(lines[quoted - 1]).toBe("Thank you for posting on Impact Careers:");
    expect(lines[quoted + 1]).toBe("");
  });
});

describe("a mailbox whose budget was spent", () => {
  const tokenCount = () => t.db.$client.prepare("SELECT count(*) FROM manage_tokens").pluck().get() as number;
  const listingId = () => t.db.$client.prepare("SELECT opportunity_id FROM listing_posters").pluck().get() as number;

  it("learns it from the next mail it gets; a held-back lost-link request mints nothing", async () => {
    t = createSubmissionTestDb();
    expect((await postListing("victim@example.org")).status).toBe(201);
    const now = Date.now();
    for (let i = 1; i < MAIL_BUDGET.perHour; i++) queueLostLinks(t.db, env, "victim@example.org", [listingId()], now);
    expect(mailsTo("victim@example.org")).toHaveLength(MAIL_BUDGET.perHour);
    const tokens = tokenCount();
    // Held back: no mail, no token.
    expect(queueLostLinks(t.db, env, "victim@example.org", [listingId()], now)).toBe(true);
    expect(mailsTo("victim@example.org")).toHaveLength(MAIL_BUDGET.perHour);
    expect(tokenCount()).toBe(tokens);
    for (const mail of mailsTo("victim@example.org")) expect(mail.text).not.toContain("were not sent");
    // An hour later the next mail says so, once.
    queueLostLinks(t.db, env, "victim@example.org", [listingId()], now + 3_700_000);
    queueLostLinks(t.db, env, "victim@example.org", [listingId()], now + 3_800_000);
    const [told, after] = mailsTo("victim@example.org").slice(-2);
    expect(told!.text).toContain("Some requests for this address were not sent because of too many requests.");
    expect(after!.text).not.toContain("were not sent");
  });

  it("says it in the mail's language, on an alert's confirmation too", async () => {
    t = createSubmissionTestDb();
    for (let i = 0; i <= MAIL_BUDGET.perHour; i++) await signUp(`asha+${i}@example.org`);
    expect(mailsTo("asha@example.org")).toHaveLength(MAIL_BUDGET.perHour);
    // Past the hour (the ledger's window), the next confirmation carries the line in text and HTML.
    t.db.$client.prepare("UPDATE rate_limits SET window_start = window_start - 3700000 WHERE key LIKE 'mail-budget-hour:%'").run();
    await signUp("asha+late@example.org", "198.51.100.7");
    const last = mailsTo("asha@example.org").at(-1)!;
    expect(last.text).toContain("Some requests for this address were not sent because of too many requests.");
    expect(last.html).toContain("<p>Some requests for this address were not sent because of too many requests.</p>");
  });
});

describe("manage links after a lost-link mail", () => {
  it("rotate: the old link says a newer one was sent, the new one opens the listing", async () => {
    t = createSubmissionTestDb();
    await postListing("poster@example.org");
    const old = /\/manage\/([A-Za-z0-9_-]{43})/.exec(mails()[0]!.text)![1]!;
    expect(findManagedListing(t.db, old)).not.toBeNull();
    expect((await askLostLink("poster@example.org")).status).toBe(200);
    const fresh = /\/manage\/([A-Za-z0-9_-]{43})/.exec(mails().find((m) => m.kind === "poster-lost-link")!.text)![1]!;
    expect(findManagedListing(t.db, fresh)).not.toBeNull();
    expect(findManagedListing(t.db, old)).toBeNull();
    expect(isReplacedManageToken(t.db, old)).toBe(true);
    const request = new Request(`http://localhost/manage/${old}`);
    const answer = await settle(() => manageRoute.loader({ request, context: testContext(t.db, { env }), params: { token: old } } as never));
    expect(answer.status).toBe(404);
    expect(answer.data).toEqual({ deadLink: "manage-link-replaced" });
  });
});
