/**
 * Scam signals end to end on the server (docs/scam-signals.md): a scam-like submission in each
 * writing form is stored pending (never refused) with its flag and the words it matched; the
 * moderator's queue marks those words; the public page, the search API and the feed never show a
 * flag; a bulk import row is flagged the same way.
 */
import { filterNames } from "../../../app/taxonomy/filter-names.server";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import PendingApprovals, { loader as pendingLoader } from "../../../app/routes/admin/pending";
import ReviewRevision, { loader as revisionLoader } from "../../../app/routes/admin/opportunity-revision";
import { saveManagedEdit } from "../../../app/posters/edits.server";
import { submissionSchema } from "../../../app/submissions/schema";
import { validFormFields } from "../../support/submissions";
import { action as apiAction } from "../../../app/routes/api/opportunities";
import * as searchModule from "../../../app/routes/api/opportunities-search";
import * as feedRoute from "../../../app/routes/feed-xml";
import * as listingRoute from "../../../app/routes/listing";
import { importOpportunities } from "../../../app/import/import.server";
import { seedEssentials } from "../../../db/seed";
import { useAdminTestDb } from "../../support/admin";
import { testContext } from "../../support/context";
import { callApi } from "../../support/route-calls";
import { settle } from "../../support/route-results";
import { validApiPayload } from "../../support/submissions";
import { renderRoute } from "../board/render";
import { createOpportunity } from "../board/fixtures";
import { alertMailI18n } from "../../../app/alerts/alerts.server";
import { digestRenderer } from "../../../app/alerts/mail";
import * as reportRoute from "../../../app/routes/report";
import { LANGUAGES } from "../../../app/i18n/languages";

const s = useAdminTestDb({ prepare: seedEssentials });
const searchRoute = searchModule as unknown as Parameters<typeof callApi>[0];

async function post(description: string, ip: string) {
  const request = new Request("http://localhost/api/opportunities", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validApiPayload({ description })),
  });
  return settle(() => apiAction({ request, context: testContext(s.db, { ip, env: s.env }), params: {} } as never));
}

const row = (id: number) =>
  s.db.$client.prepare("SELECT status, flags, slug FROM opportunities WHERE id = ?").get(id) as { status: string; flags: string; slug: string };

const CASES = [
  {
    form: "English",
    text: "Selected interns must pay a registration fee of ₹1,500 to confirm the seat, then join our team in the field.",
    flag: "asks for money: “pay”, “registration fee”, “₹1,500”",
  },
  {
    form: "Hinglish",
    text: "Selection ke baad offer letter ke liye 999 rs jama karna hoga, phir training shuru hogi gaon mein.",
    flag: "asks for money: “999 rs jama karna”",
  },
  {
    form: "Hindi",
    text: "चयन के बाद ₹1,000 पंजीकरण शुल्क जमा करना होगा, उसके बाद ऑफ़र लेटर मिलेगा और काम शुरू होगा।",
    flag: "asks for money: “₹1,000 पंजीकरण शुल्क जमा करना”",
  },
  {
    form: "Marathi",
    text: "निवड झाल्यावर नोंदणी शुल्क भरावे लागेल, त्यानंतर प्रशिक्षण आणि गावातील काम सुरू होईल.",
    flag: "asks for money: “नोंदणी शुल्क भरावे”",
  },
  {
    form: "Bengali",
    text: "নির্বাচনের পরে রেজিস্ট্রেশন ফি জমা দিতে হবে, তারপর অফার লেটার এবং গ্রামের কাজ শুরু হবে।",
    flag: "asks for money: “রেজিস্ট্রেশন ফি জমা দিতে”",
  },
  {
    form: "Bengali digits",
    text: "মাত্র ২০টি আসন বাকি! নির্বাচিত হলে আধার কার্ড ও ব্যাংক অ্যাকাউন্ট নম্বর পাঠান, স্টাইপেন্ড সেটআপের জন্য।",
    flag: "asks for identity or bank documents: “আধার কার্ড”, “ব্যাংক অ্যাকাউন্ট”, “পাঠান”",
  },
];

describe("a scam-like submission", () => {
  it.each(CASES)("in $form is stored pending with its flag and the words it matched", async ({ text, flag }) => {
    const response = await post(text, "203.0.113.30");
    expect(response.status).toBe(201);
    const stored = row((response.data as { id: number }).id);
    expect(stored.status).toBe("pending");
    expect(JSON.parse(stored.flags)).toContain(flag);
  });

  it("is shown to the moderator with the matched words marked, and never to the public", async () => {
    const response = await post(CASES[2]!.text, "203.0.113.31");
    const id = (response.data as { id: number }).id;
    const data = await s.getPage(pendingLoader, "/admin/pending");
    const Stub = createRoutesStub([{ id: "page", path: "/", Component: PendingApprovals, loader: () => data, HydrateFallback: () => null }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { page: data } } } as never));
    expect(html).toContain("<mark");
    expect(html).toMatch(/<mark[^>]*>₹1,000 पंजीकरण शुल्क जमा करना<\/mark>/);
    expect(html).toContain("Flagged words");

    // Published, the listing's page, the search API and the feed show no flag and no mark.
    s.db.$client.prepare("UPDATE opportunities SET status = 'published', approved_at = ? WHERE id = ?").run(Date.now(), id);
    const { slug } = row(id);
    const page = await renderRoute(s.db, listingRoute, { id: "routes/listing", path: "fellowships/:slug", url: `/fellowships/${slug}` });
    expect(page.status).toBe(200);
    const api = JSON.stringify(await (await callApi(searchRoute, { path: "/api/opportunities/search", context: s.context })).json());
    expect(api).toContain(slug);
    const feedResponse = (await feedRoute.loader({
      request: new Request("http://localhost:3000/feed.xml"),
      params: {},
      context: testContext(s.db, { path: "/feed.xml" }),
    } as never)) as Response;
    const feed = await feedResponse.text();
    expect(feed).toContain(slug);
    for (const shown of [page.html, api, feed]) {
      expect(shown).not.toContain("asks for money:");
      expect(shown).not.toContain("“");
      expect(shown).not.toContain("<mark");
      expect(shown).not.toContain("flags");
    }
  });
});

/** A route's component rendered with the data its loader gave. */
function renderWith(Component: React.ComponentType, data: unknown) {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component, loader: () => data, HydrateFallback: () => null }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { page: data } } } as never));
}

describe("a poster's edit of a published listing", () => {
  it("gets its own flags, shown on the revision view with the words marked", async () => {
    const { id } = createOpportunity(s.db, { title: "Library intern", organization: "Pustak Trust" });
    const value = submissionSchema.parse({
      ...validFormFields({
        companyName: "Pustak Trust",
        positionTitle: "Library intern",
        applicationInstructions: "নির্বাচিত হলে আধার কার্ড ও ব্যাংক অ্যাকাউন্ট নম্বর পাঠান।",
      }),
      terms: true,
    });
    expect(saveManagedEdit(s.db, id, value)).toBe("revision");
    const data = await s.getPage(revisionLoader, `/admin/opportunities/${id}/revision`, { id: String(id) });
    const html = renderWith(ReviewRevision as React.ComponentType, data);
    expect(html).toContain("asks for identity or bank documents");
    expect(html).toMatch(/<mark[^>]*>আধার কার্ড<\/mark>/);
    expect(html).toMatch(/<mark[^>]*>ব্যাংক অ্যাকাউন্ট<\/mark>/);
  });
});

describe("bulk import", () => {
  it("flags each row that asks for documents or moves the contact off the board", () => {
    const base = validApiPayload().data;
    const item = (description: string, title: string) => ({
      ...base,
      title,
      organizationName: "Import Trust",
      description,
      attributes: validApiPayload().attributes,
    });
    const results = importOpportunities(
      s.db,
      { id: s.adminId },
      [
        item("Share your Aadhaar and OTP on WhatsApp 9876543210 to confirm your internship with our survey team.", "Survey intern one"),
        item("Work with village councils in Bihar to test drinking water and train local volunteers to do the same.", "Survey intern two"),
      ],
    );
    expect(results.failed).toBe(0);
    const flags = (title: string) =>
      JSON.parse((s.db.$client.prepare("SELECT flags FROM opportunities WHERE title = ?").get(title) as { flags: string }).flags) as string[];
    expect(flags("Survey intern one").map((flag) => flag.split(":")[0])).toEqual([
      "moves contact off the board",
      "asks for identity or bank documents",
    ]);
    expect(flags("Survey intern two")).toEqual([]);
  });
});

/** The line each language shows (app/i18n/locales/*.po): the listing page's, the digest's, and the report reasons. */
const NEVER_PAY = {
  en: { line: "Never pay to apply.", report: "This listing asks for money? Report it", digest: "Never pay to apply:", money: "Asks for money", documents: "Asks for my documents" },
  hi: { line: "आवेदन के लिए कभी पैसे न दें।", report: "यह लिस्टिंग पैसे माँगती है? इसकी शिकायत करें", digest: "आवेदन के लिए कभी पैसे न दें:", money: "पैसे माँगती है", documents: "मेरे दस्तावेज़ माँगती है" },
  mr: { line: "अर्ज करण्यासाठी कधीही पैसे देऊ नका.", report: "ही लिस्टिंग पैसे मागते? तक्रार करा", digest: "अर्ज करण्यासाठी कधीही पैसे देऊ नका:", money: "पैसे मागते", documents: "माझी कागदपत्रे मागते" },
  bn: { line: "আবেদনের জন্য কখনো টাকা দেবেন না।", report: "এই লিস্টিং টাকা চাইছে? অভিযোগ করুন", digest: "আবেদনের জন্য কখনো টাকা দেবেন না:", money: "টাকা চায়", documents: "আমার নথি চায়" },
} as const;

describe("never pay to apply", () => {
  it.each(LANGUAGES.map((language) => language.code))("is on every listing page, in every digest and the report form in %s", async (code) => {
    const texts = NEVER_PAY[code];
    const prefix = code === "en" ? "" : `/${code}`;
    const { slug } = createOpportunity(s.db, { title: "River survey intern" });
    const page = await renderRoute(s.db, listingRoute, {
      id: "routes/listing",
      path: `${prefix.slice(1)}${prefix ? "/" : ""}internships/:slug`,
      url: `${prefix}/internships/${slug}`,
    });
    expect(page.body).toContain(texts.line);
    expect(page.body).toMatch(new RegExp(`<a[^>]*href="${prefix}/report/${slug}"[^>]*>${texts.report.replace("?", "\\?")}</a>`));

    const mail = digestRenderer(s.env, (locale) => filterNames(s.db, locale))({
      to: "a@example.org",
      search: "type=internship",
      items: [],
      total: 0,
      manageToken: "t".repeat(43),
      i18n: alertMailI18n(code),
    });
    expect(mail.text).toContain(texts.digest);
    expect(mail.html).toContain(texts.digest);

    const report = await renderRoute(s.db, reportRoute, {
      id: "routes/report",
      path: `${prefix.slice(1)}${prefix ? "/" : ""}report/:slug`,
      url: `${prefix}/report/${slug}`,
    });
    expect(report.body).toContain(texts.money);
    expect(report.body).toContain(texts.documents);
  });
});
