import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "../../../app/root";
import { action as createSeo, loader as listSeo } from "../../../app/routes/api/admin/seo-settings";
import { action as changeSeo } from "../../../app/routes/api/admin/seo-setting";
import { action as seoPanelAction } from "../../../app/routes/admin/settings/seo";
import { buildMeta, pageMeta, type PageSeo, type SiteConfig } from "../../../app/lib/meta";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, formRequest, getRequest, jsonRequest, settle, unwrap } from "./helpers";

const h = useAdminTestDb();

const post = (body: unknown) =>
  createSeo({ request: jsonRequest("/api/admin/seo", "POST", body, h.adminCookie), context: h.context, params: {} } as AnyArgs);
const patch = (id: number, body: unknown) =>
  changeSeo({ request: jsonRequest(`/api/admin/seo/${id}`, "PATCH", body, h.adminCookie), context: h.context, params: { id: String(id) } } as AnyArgs);
const root = async (path: string) =>
  unwrap(await rootLoader({ request: getRequest(path), context: h.context, params: {} } as AnyArgs)).data as { site: SiteConfig; seo: PageSeo | null };

/** What a route's meta function produces for `path` given the root loader's data. */
async function metaFor(path: string, options: Parameters<typeof pageMeta>[1] = {}) {
  const data = await root(path);
  return pageMeta({ location: { pathname: path }, matches: [{ id: "root", loaderData: data }] }, options);
}

describe("SEO settings API", () => {
  it("validates with the spec's messages and defaults (website, indexed)", async () => {
    const bad = await post({ pageKey: "", metaTitle: " ", metaDescription: "" });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
    expect(errors).toMatchObject({
      pageKey: expect.arrayContaining(["Page key is required"]),
      metaTitle: ["Meta title is required"],
      metaDescription: ["Meta description is required"],
    });
    const ok = await post({ pageKey: "about", metaTitle: "About us", metaDescription: "Who we are" });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ pageKey: "about", openGraphType: "website", isIndexed: true, structuredData: null });
    expect((await post({ pageKey: "about", metaTitle: "x", metaDescription: "y" })).status).toBe(409);
    expect((await post({ pageKey: "not a key", metaTitle: "x", metaDescription: "y" })).status).toBe(400);
    expect((await post({ pageKey: "terms", metaTitle: "x", metaDescription: "y", canonicalUrl: "javascript:alert(1)" })).status).toBe(400);
  });

  it("stores invalid structured data as null and valid JSON as an object", async () => {
    const invalid = await post({ pageKey: "terms", metaTitle: "Terms", metaDescription: "Rules", structuredData: "{oops" });
    expect(((await invalid.json()) as { structuredData: unknown }).structuredData).toBeNull();
    const valid = await post({ pageKey: "submit", metaTitle: "Post", metaDescription: "Post free", structuredData: '{"@type":"WebPage"}' });
    expect(((await valid.json()) as { structuredData: unknown }).structuredData).toEqual({ "@type": "WebPage" });
  });

  it("keeps the page key fixed on update", async () => {
    const row = (await (await post({ pageKey: "about", metaTitle: "About", metaDescription: "d" })).json()) as { id: number };
    const moved = await patch(row.id, { pageKey: "terms" });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as { message: string }).message).toBe("The page key cannot be changed");
    const ok = await patch(row.id, { metaTitle: "About the team", isIndexed: false });
    expect(await ok.json()).toMatchObject({ pageKey: "about", metaTitle: "About the team", isIndexed: false });
    const list = await listSeo({ request: jsonRequest("/api/admin/seo", "GET", undefined, h.adminCookie), context: h.context, params: {} } as AnyArgs);
    expect(((await list.json()) as unknown[]).length).toBe(1);
    const gone = await changeSeo({ request: jsonRequest(`/api/admin/seo/${row.id}`, "DELETE", undefined, h.adminCookie), context: h.context, params: { id: String(row.id) } } as AnyArgs);
    expect(gone.status).toBe(204);
  });
});

describe("SEO settings are used by the page metadata", () => {
  it("overrides title, description, canonical, Open Graph and structured data of the matching page only", async () => {
    await post({
      pageKey: "about",
      metaTitle: "Our mission",
      metaDescription: "Why we connect students with changemakers",
      canonicalUrl: "/about-us",
      openGraphType: "profile",
      openGraphImage: "https://cdn.example.org/about.png",
      structuredData: { "@type": "AboutPage", name: "</script><script>alert(1)</script>" },
    });
    const about = await metaFor("/about", { title: "About" });
    expect(about).toContainEqual({ title: "Our mission | Impact Careers" });
    expect(about).toContainEqual({ name: "description", content: "Why we connect students with changemakers" });
    expect(about).toContainEqual({ tagName: "link", rel: "canonical", href: "http://localhost:3000/about-us" });
    expect(about).toContainEqual({ property: "og:type", content: "profile" });
    expect(about).toContainEqual({ property: "og:image", content: "https://cdn.example.org/about.png" });
    expect(about).toContainEqual({ "script:ld+json": { "@type": "AboutPage", name: "</script><script>alert(1)</script>" } });
    expect(about.some((t) => "name" in t && t.name === "robots")).toBe(false);

    const terms = await metaFor("/terms", { title: "Terms" });
    expect(terms).toContainEqual({ title: "Terms | Impact Careers" });
  });

  it("an unindexed page gets noindex", async () => {
    await post({ pageKey: "terms", metaTitle: "Terms", metaDescription: "The rules", isIndexed: false });
    const tags = await metaFor("/terms");
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("matches a page key given as an exact path, and the home key", async () => {
    await post({ pageKey: "/pages/privacy/", metaTitle: "Privacy", metaDescription: "How we handle data", isIndexed: false });
    await post({ pageKey: "home", metaTitle: "Impact internships in India", metaDescription: "Home description" });
    expect((await root("/pages/privacy")).seo).toMatchObject({ metaTitle: "Privacy", isIndexed: false, path: "/pages/privacy" });
    expect((await root("/")).seo).toMatchObject({ metaTitle: "Impact internships in India" });
    expect((await root("/blog")).seo).toBeNull();
  });

  it("ignores a setting left over from another path (client navigation before revalidation)", () => {
    const seo: PageSeo = {
      path: "/about",
      metaTitle: "About override",
      metaDescription: "d",
      canonicalUrl: null,
      openGraphType: "website",
      openGraphImage: null,
      isIndexed: false,
      structuredData: null,
    };
    const site = { siteUrl: "https://example.org", siteName: "IC", supportEmail: "a@b.co" };
    const tags = pageMeta({ location: { pathname: "/terms" }, matches: [{ id: "root", loaderData: { site, seo } }] }, { title: "Terms" });
    expect(tags).toContainEqual({ title: "Terms | IC" });
    expect(buildMeta(site, "/about", {}, seo)).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("the SEO panel form creates a setting (without JavaScript) and refuses a duplicate with the field message", async () => {
    const fields = { intent: "create", pageKey: "blog", metaTitle: "Stories", metaDescription: "Our blog", openGraphType: "website", isIndexed: "on" };
    const first = await settle(() => seoPanelAction({ request: formRequest("/admin/settings/seo?new", fields, h.adminCookie), context: h.context, params: {} } as AnyArgs));
    expect(first.status).toBe(302);
    expect((await root("/blog")).seo).toMatchObject({ metaTitle: "Stories", isIndexed: true });
    const again = await settle(() => seoPanelAction({ request: formRequest("/admin/settings/seo?new", fields, h.adminCookie), context: h.context, params: {} } as AnyArgs));
    expect(again.status).toBe(409);
    expect((again.data as { result: { error: Record<string, string[]> } }).result.error.pageKey).toEqual([
      "An SEO setting for this page key already exists",
    ]);
    // An unchecked "indexed" box means not indexed.
    const off = { intent: "create", pageKey: "submit", metaTitle: "Post", metaDescription: "Free" };
    await settle(() => seoPanelAction({ request: formRequest("/admin/settings/seo?new", off, h.adminCookie), context: h.context, params: {} } as AnyArgs));
    expect((await root("/submit")).seo).toMatchObject({ isIndexed: false });
  });
});
