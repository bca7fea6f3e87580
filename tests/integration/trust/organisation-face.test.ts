/**
 * No stranger changes an organisation's public face (docs/decisions/365): an anonymous submission
 * naming a verified organisation leaves its logo, name, website and verified mark as they are on
 * its page, its cards and the API; the logo it proposes waits with the listing, the moderator sees
 * "names a verified organisation", and approval applies it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import * as searchModule from "../../../app/routes/api/opportunities-search";
import * as organizationRoute from "../../../app/routes/organization";
import { changeOpportunityStatus } from "../../../app/opportunities/write.server";
import { saveManagedEdit } from "../../../app/posters/edits.server";
import { approveRevision } from "../../../app/posters/revisions.server";
import { submissionSchema } from "../../../app/submissions/schema";
import { insertUser } from "../../support/admin";
import { testContext, testEnv } from "../../support/context";
import type { TestDb } from "../../support/db";
import { callApi } from "../../support/route-calls";
import { settle } from "../../support/route-results";
import { createSubmissionTestDb, validApiPayload, validFormFields } from "../../support/submissions";
import { createOpportunity } from "../board/fixtures";
import { renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

const env = testEnv({ SITE_URL: "https://careers.example.org" });
const OWN_LOGO = "https://neerjal.example.org/logo.png";
const PIXEL = "https://tracker.example/pixel.png";
const searchRoute = searchModule as unknown as Parameters<typeof callApi>[0];

async function post(body: unknown) {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return settle(() => apiAction({ request, context: testContext(t.db, { ip: "203.0.113.9", env }), params: {} } as never));
}

function verifiedOrganisation() {
  t = createSubmissionTestDb();
  createOpportunity(t.db, { title: "River Survey Intern", organization: "Neer Jal Trust", logo: OWN_LOGO });
  t.db.$client
    .prepare("UPDATE organizations SET verified = 1, website = 'https://neerjal.example.org' WHERE name = 'Neer Jal Trust'")
    .run();
  return (t.db.$client.prepare("SELECT id, slug FROM organizations WHERE name = 'Neer Jal Trust'").get() as { id: number; slug: string });
}

const organisation = () =>
  t.db.$client.prepare("SELECT name, logo, website, verified FROM organizations WHERE name = 'Neer Jal Trust'").get();
const listing = (id: number) =>
  t.db.$client.prepare(`SELECT status, flags, (SELECT logo FROM organization_proposals WHERE opportunity_id = o.id) AS proposedLogo
       FROM opportunities o WHERE id = ?`).get(id) as {
    status: string;
    flags: string;
    proposedLogo: string | null;
  };
const page = (slug: string) =>
  renderRoute(t.db, organizationRoute, { id: "routes/organization", path: "organizations/:slug", url: `/organizations/${slug}` });
const cards = async () => JSON.stringify(await (await callApi(searchRoute, { path: "/api/opportunities/search", context: testContext(t.db) })).json());

describe("an anonymous submission naming a verified organisation", () => {
  it("leaves its page, cards and API as they were, flags it for the moderator, and approval applies the logo", async () => {
    const org = verifiedOrganisation();
    const before = { row: organisation(), page: (await page(org.slug)).body, cards: await cards() };
    expect(before.page).toContain(OWN_LOGO);

    const response = await post(validApiPayload({ organizationName: "neer jal trust", organizationLogo: PIXEL }));
    expect(response.status).toBe(201);
    const id = (response.data as { id: number }).id;

    // The public face is unchanged: the row, the page, the cards in the search API.
    expect(organisation()).toEqual(before.row);
    const after = (await page(org.slug)).body;
    expect(after).not.toContain(PIXEL);
    expect(after).toContain(OWN_LOGO);
    expect(await cards()).not.toContain(PIXEL);
    expect(await cards()).toEqual(before.cards);

    // The proposal waits with the listing; the moderator is told who it names.
    const pending = listing(id);
    expect(pending.status).toBe("pending");
    expect(pending.proposedLogo).toBe(PIXEL);
    expect(JSON.parse(pending.flags)).toContain("names a verified organisation: “Neer Jal Trust”");

    // Approval applies it, once.
    const admin = insertUser(t.db);
    changeOpportunityStatus(t.db, { id: admin }, id, "published");
    expect(organisation()).toMatchObject({ name: "Neer Jal Trust", logo: PIXEL, verified: 1 });
    expect(listing(id).proposedLogo).toBeNull();
  });

  it("never renames it or gives it a logo when it has none, and a rejection leaves it as it was", async () => {
    const org = verifiedOrganisation();
    t.db.$client.prepare("UPDATE organizations SET logo = NULL WHERE id = ?").run(org.id);
    const before = organisation();
    const response = await post(validApiPayload({ organizationName: "NEER JAL TRUST", organizationLogo: PIXEL }));
    const id = (response.data as { id: number }).id;
    expect(organisation()).toEqual(before);
    const admin = insertUser(t.db);
    changeOpportunityStatus(t.db, { id: admin }, id, "rejected", { rejectionReason: "Not them" });
    expect(organisation()).toEqual(before);
  });

  it("a poster's edit waits for review before it changes the logo, and its flags are computed again", () => {
    const org = verifiedOrganisation();
    const own = t.db.$client.prepare("SELECT id FROM opportunities WHERE organization_id = ?").get(org.id) as { id: number };
    const value = submissionSchema.parse({
      ...validFormFields({
        companyName: "Neer Jal Trust",
        companyLogo: PIXEL,
        applicationInstructions: "Send your Aadhaar card and bank account details on WhatsApp 9876543210 to confirm.",
      }),
      terms: true,
    });
    expect(saveManagedEdit(t.db, own.id, value)).toBe("revision");
    expect(organisation()).toMatchObject({ logo: OWN_LOGO });
    const revisionFlags = JSON.parse(
      (t.db.$client.prepare("SELECT flags FROM listing_revisions WHERE opportunity_id = ?").get(own.id) as { flags: string }).flags,
    ) as string[];
    expect(revisionFlags.some((flag) => flag.startsWith("asks for identity or bank documents: “Send”, “Aadhaar card”"))).toBe(true);
    expect(revisionFlags.some((flag) => flag.startsWith("moves contact off the board"))).toBe(true);
    const admin = insertUser(t.db);
    approveRevision(t.db, admin, own.id, env);
    expect(organisation()).toMatchObject({ logo: PIXEL });
  });
});
