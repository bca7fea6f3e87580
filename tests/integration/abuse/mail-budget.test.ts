/**
 * A stranger cannot flood a mailbox through the board (decision 305): receipts, lost-link mails and
 * alert confirmations share a budget per mailbox (its canonical address); past it every request
 * answers as before and nothing is sent; the team sees how many were held back.
 */
import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import * as lostLinkRoute from "../../../app/routes/manage/lost-link";
import * as subscribeRoute from "../../../app/routes/alerts/subscribe";
import { canonicalAddress, MAIL_BUDGET } from "../../../app/mail/budget.server";
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
