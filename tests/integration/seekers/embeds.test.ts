/**
 * The board on other sites (docs/decisions/393): the embed pages' content and headers, their
 * weight, their language twins, and framing allowed for them alone through the real layers
 * (the security headers, then each route's declared rules).
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { countRequests } from "../../../app/insights/count-requests.server";
import { createInsightsCounter } from "../../../app/insights/counter.server";
import { weeklyNumbers } from "../../../app/insights/team-stats.server";
import { createVisitorSalt } from "../../../app/insights/visitor-salt.server";
import * as boardEmbed from "../../../app/routes/embed/board";
import * as organizationEmbed from "../../../app/routes/embed/organization";
import * as organizationRoute from "../../../app/routes/organization";
import { backfillOrganizationSlugs, renameOrganization } from "../../../app/organizations/slug.server";
import { securityHeaders } from "../../../server/security-headers";
import type { RouteRulesTable } from "../../../server/route-rules";
import { testContext, testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { rawRequest } from "../../support/raw-http";
import { routeRulesTable } from "../../support/route-table";
import { createOpportunity, DAY } from "../board/fixtures";
import { renderRoute } from "../board/render";

let t: TestDb;
afterEach(() => t?.cleanup());

const SITE = "https://careers.example.org";
const env = testEnv({ SITE_URL: SITE });

function seed() {
  createOpportunity(t.db, { title: "Design intern Delhi", category: "design", postedAt: new Date(Date.now() - 2 * DAY) });
  createOpportunity(t.db, { title: "Policy fellow", type: "fellowship", location: null, organization: "Policy Lab" });
  createOpportunity(t.db, { title: "Research <intern> & writer", organization: "Policy Lab" });
  createOpportunity(t.db, { title: "Closed policy intern", organization: "Policy Lab", expiresAt: new Date(Date.now() - 3 * DAY) });
  createOpportunity(t.db, { title: "Pending policy intern", organization: "Policy Lab", status: "pending" });
  backfillOrganizationSlugs(t.db);
}

async function embed(path: string): Promise<Response> {
  const url = new URL(path, "http://localhost:3000");
  const organization = /\/embed\/organizations\/([^/?]+)/.exec(url.pathname);
  const args = { request: new Request(url), context: testContext(t.db, { env, path: url.pathname }), params: organization ? { slug: organization[1] } : {} };
  return (organization ? organizationEmbed.loader(args as never) : boardEmbed.loader(args as never)) as Response;
}

/** What every embed answer is: HTML with no script and no cookie, one inline stylesheet, never indexed, at most 10 KB in brotli. */
async function expectEmbedRules(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  expect(response.headers.get("Set-Cookie")).toBeNull();
  const html = await response.text();
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html.match(/<style>/g)).toHaveLength(1);
  expect(html).not.toMatch(/<link[^>]+stylesheet/);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(brotliCompressSync(Buffer.from(html)).length).toBeLessThanOrEqual(10 * 1024);
  return html;
}

/** The listing links of an embed: each opens the board's page in a new tab. */
function links(html: string) {
  return [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="noopener"(?: lang="[a-z]+")?>([^<]+)</g)].map((m) => ({ href: m[1]!, text: m[2]! }));
}

describe("the embed of an organisation, /embed/organizations/{slug}", () => {
  it("lists its open listings only, each a link to the board's page in a new tab, and follows a renamed slug", async () => {
    t = createTestDb();
    seed();
    const html = await expectEmbedRules(await embed("/embed/organizations/policy-lab"));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("<h1>Open opportunities at Policy Lab</h1>");
    const found = links(html);
    expect(found.map((l) => l.text).sort()).toEqual(["Policy fellow", "Research &lt;intern&gt; &amp; writer", "See all on Impact Careers"]);
    expect(found.find((l) => l.text === "Policy fellow")!.href).toMatch(new RegExp(`^${SITE}/fellowships/[a-z0-9-]+$`));
    expect(found.find((l) => l.text.startsWith("Research"))!.href).toMatch(new RegExp(`^${SITE}/internships/[a-z0-9-]+$`));
    expect(found.at(-1)!.href).toBe(`${SITE}/organizations/policy-lab`);
    expect(html).not.toContain("Closed policy intern");
    expect(html).not.toContain("Pending policy intern");
    expect(html).not.toContain("Design intern Delhi");
    expect((await embed("/embed/organizations/nobody")).status).toBe(404);
    const id = (t.db.$client.prepare("SELECT id FROM organizations WHERE slug = 'policy-lab'").get() as { id: number }).id;
    renameOrganization(t.db, id, "Policy Lab India");
    const moved = await embed("/hi/embed/organizations/policy-lab");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/hi/embed/organizations/policy-lab-india");
  });

  it("has a twin in every language, in its words and linking its pages", async () => {
    t = createTestDb();
    seed();
    for (const [prefix, heading] of [["/hi", "Policy Lab के खुले अवसर"], ["/mr", "Policy Lab च्या सुरू असलेल्या संधी"], ["/bn", "Policy Lab-এর খোলা সুযোগ"]] as const) {
      const html = await expectEmbedRules(await embed(`${prefix}/embed/organizations/policy-lab`));
      expect(html).toContain(`<html lang="${prefix.slice(1)}">`);
      expect(html).toContain(heading);
      expect(links(html).every((link) => link.href.startsWith(`${SITE}${prefix}/`))).toBe(true);
    }
  });
});

describe("the embed of a board filter, /embed?type=&cause=&city=&state=&query=", () => {
  it("lists the board's open listings for the filter, named in words", async () => {
    t = createTestDb();
    seed();
    const fellowships = await expectEmbedRules(await embed("/embed?type=fellowship"));
    expect(links(fellowships).map((l) => l.text)).toEqual(["Policy fellow", "See all on Impact Careers"]);
    expect(fellowships).toContain("on Impact Careers</h1>");
    const search = await expectEmbedRules(await embed("/embed?type=internship&query=design"));
    expect(links(search).map((l) => l.text)).toEqual(["Design intern Delhi", "See all on Impact Careers"]);
    const none = await expectEmbedRules(await embed("/embed?type=internship&city=nowhere-at-all&query=zzzz"));
    expect(none).toContain("No open opportunities right now.");
    const hindi = await expectEmbedRules(await embed("/hi/embed?type=fellowship"));
    expect(hindi).toContain("Impact Careers पर");
  });
});

describe("the snippet to copy", () => {
  it("is on the organisation page: one line, an iframe of the embed in the page's language", async () => {
    t = createTestDb();
    seed();
    const page = await renderRoute(t.db, organizationRoute, { id: "hi-routes/organization", path: "hi/organizations/:slug", url: "/hi/organizations/policy-lab" });
    const snippet = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(page.body)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(snippet).not.toContain("\n");
    expect(snippet).toMatch(/^<iframe src="[^"]+\/hi\/embed\/organizations\/policy-lab" title="Policy Lab के खुले अवसर" [^>]*><\/iframe>$/);
  });
});

describe("framing", () => {
  let table: RouteRulesTable;
  let port: number;
  let close: () => void;
  beforeAll(async () => {
    table = await routeRulesTable();
    const app = express();
    // server/app.ts in its order: the security headers, then each route's rules.
    app.use(securityHeaders({ NODE_ENV: "production", SITE_URL: SITE }));
    app.use(table.middleware);
    app.use((_req, res) => void res.type("html").send("<p>page</p>"));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close?.());

  const get = (path: string) => rawRequest(`http://127.0.0.1:${port}`, "GET", { path });

  it("is allowed to any site for the embeds alone, in every language; every other page refuses it", async () => {
    for (const path of ["/embed", "/embed?type=fellowship", "/embed/organizations/policy-lab", "/hi/embed", "/mr/embed/organizations/policy-lab", "/bn/embed?query=x"]) {
      const res = await get(path);
      expect(res.headers["content-security-policy"], path).toMatch(/frame-ancestors \*/);
      expect(res.headers["x-frame-options"], path).toBeUndefined();
    }
    for (const path of ["/", "/organizations/policy-lab", "/hi/organizations/policy-lab", "/feed.json", "/embed/organizations", "/submit", "/your-listings/x"]) {
      const res = await get(path);
      expect(res.headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers["x-frame-options"], path).toBe("DENY");
    }
  });
});

describe("counting", () => {
  it("counts an embed's views as their own source, once a day per visitor and embed, apart from listing views", async () => {
    t = createTestDb();
    seed();
    const table = await routeRulesTable();
    const counter = createInsightsCounter(t.db, { salt: createVisitorSalt(), flushSeconds: 60, countResults: () => 0 });
    const app = express();
    app.set("trust proxy", 1);
    app.use(countRequests({ counter, db: t.db, env, routeOf: (req, res) => table.routeOf(req, res) }));
    app.use((_req, res) => void res.type("html").send("<p>embed</p>"));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const view = async (path: string, address: string) => {
      await (await fetch(base + path, { headers: { "user-agent": browser, "x-forwarded-for": address } })).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      // One visitor twice on one embed, then on another; a second visitor; a Hindi twin; a bot is not counted.
      await view("/embed/organizations/policy-lab", "198.51.100.1");
      await view("/embed/organizations/policy-lab", "198.51.100.1");
      await view("/embed?type=internship", "198.51.100.1");
      await view("/embed/organizations/policy-lab", "198.51.100.2");
      await view("/hi/embed/organizations/policy-lab", "198.51.100.3");
      await (await fetch(`${base}/embed`, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })).arrayBuffer();
      counter.flush();
      expect(weeklyNumbers(t.db).at(-1)!.embedViews).toBe(4);
      expect(t.db.$client.prepare("SELECT count(*) AS n FROM listing_daily_stats").get()).toEqual({ n: 0 });
    } finally {
      counter.stop();
      server.close();
    }
  });
});
