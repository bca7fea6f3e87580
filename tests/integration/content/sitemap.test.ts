import { describe, expect, it } from "vitest";
import { sitemapEntries } from "../../../db/schema";
import { action as createEntry, loader as listEntries } from "../../../app/routes/api/admin/sitemap-entries";
import { action as changeEntry } from "../../../app/routes/api/admin/sitemap-entry";
import { action as panelAction } from "../../../app/routes/admin/settings/sitemap";
import { loader as sitemapXml } from "../../../app/routes/seo/sitemap-xml";
import { action as newPostAction } from "../../../app/routes/admin/content/post-new";
import { action as newPageAction } from "../../../app/routes/admin/content/page-new";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, formRequest, jsonRequest, settle } from "./helpers";

const h = useAdminTestDb();

const post = (body: unknown) =>
  createEntry({ request: jsonRequest("/api/admin/sitemap", "POST", body, h.adminCookie), context: h.context, params: {} } as AnyArgs);
const change = (id: number, method: string, body?: unknown) =>
  changeEntry({ request: jsonRequest(`/api/admin/sitemap/${id}`, method, body, h.adminCookie), context: h.context, params: { id: String(id) } } as AnyArgs);

describe("sitemap entries API", () => {
  it("requires a relative URL and applies the defaults (weekly, 0.8, included)", async () => {
    const missing = await post({ changeFrequency: "daily" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe("URL is required");
    for (const url of ["https://evil.example/x", "//evil.example", "about", "/a b", "/\\evil"]) {
      const res = await post({ url });
      expect(res.status, url).toBe(400);
    }
    expect((await post({ url: "/x", priority: "1.5" })).status).toBe(400);
    expect((await post({ url: "/x", priority: "0.85" })).status).toBe(400);
    // A number off the 0.1 steps is refused, not rounded.
    expect((await post({ url: "/x", priority: 0.25 })).status).toBe(400);
    expect((await post({ url: "/x", changeFrequency: "sometimes" })).status).toBe(400);

    const created = await post({ url: "/pages/faq" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ url: "/pages/faq", changeFrequency: "weekly", priority: "0.8", include: true });
    expect((await post({ url: "/pages/faq" })).status).toBe(409);
    const numeric = await post({ url: "/blog", priority: 1, changeFrequency: "daily", include: false });
    expect(await numeric.json()).toMatchObject({ priority: "1.0", include: false });
  });

  it("lists, updates ({id, data}) and deletes (204)", async () => {
    const { id } = (await (await post({ url: "/about" })).json()) as { id: number };
    const updated = await change(id, "PATCH", { id, data: { priority: "0.5", include: false } });
    expect(await updated.json()).toMatchObject({ url: "/about", priority: "0.5", include: false, changeFrequency: "weekly" });
    expect((await change(id, "PATCH", { url: "not-relative" })).status).toBe(400);
    const list = await listEntries({ request: jsonRequest("/api/admin/sitemap", "GET", undefined, h.adminCookie), context: h.context, params: {} } as AnyArgs);
    expect(((await list.json()) as unknown[]).length).toBe(1);
    expect((await change(id, "DELETE")).status).toBe(204);
    expect((await change(id, "DELETE")).status).toBe(404);
    expect(h.db.select().from(sitemapEntries).all()).toEqual([]);
  });

  it("the Sitemap panel adds an entry from a plain form; an unchecked include box excludes it", async () => {
    const res = await settle(() =>
      panelAction({
        request: formRequest("/admin/settings/sitemap?new", { intent: "create", url: "/pages/partners", changeFrequency: "monthly", priority: "0.1" }, h.adminCookie),
        context: h.context,
        params: {},
      } as AnyArgs),
    );
    expect(res.status).toBe(302);
    expect(h.db.select({ url: sitemapEntries.url, include: sitemapEntries.include, priority: sitemapEntries.priority }).from(sitemapEntries).all()).toEqual([
      { url: "/pages/partners", include: false, priority: "0.1" },
    ]);
    const empty = await settle(() =>
      panelAction({ request: formRequest("/admin/settings/sitemap?new", { intent: "create", url: "" }, h.adminCookie), context: h.context, params: {} } as AnyArgs),
    );
    expect(empty.status).toBe(400);
    expect((empty.data as { result: { error: Record<string, string[]> } }).result.error.url).toEqual(["URL is required"]);
  });
});

describe("/sitemap.xml follows the sitemap entries and the published content", () => {
  const xml = async () => (await sitemapXml({ request: new Request("http://localhost:3000/sitemap.xml"), context: h.context, params: {} } as AnyArgs)).text();

  it("adds included entries, drops excluded ones, and lists published pages and posts only", async () => {
    const { id } = (await (await post({ url: "/pages/partners", changeFrequency: "monthly", priority: "0.3" })).json()) as { id: number };
    let body = await xml();
    expect(body).toContain("<loc>http://localhost:3000/pages/partners</loc>");
    expect(body).toMatch(/<loc>http:\/\/localhost:3000\/pages\/partners<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><changefreq>monthly<\/changefreq><priority>0.3<\/priority>/);

    await change(id, "PATCH", { include: false });
    await post({ url: "/terms", include: false });
    body = await xml();
    expect(body).not.toContain("/pages/partners</loc>");
    expect(body).not.toContain("/terms</loc>"); // an excluded entry removes a static page too

    const save = (action: (args: AnyArgs) => Promise<unknown>, path: string, fields: Record<string, string>) =>
      settle(() => action({ request: formRequest(path, { intent: "save", ...fields }, h.adminCookie), context: h.context, params: {} } as AnyArgs));
    await save(newPageAction, "/admin/content/new-page", { title: "Volunteer FAQ", content: "Q and A", published: "on" });
    await save(newPageAction, "/admin/content/new-page", { title: "Secret draft", content: "Not yet" });
    await save(newPostAction, "/admin/blog/new-post", { title: "Monsoon fieldwork", content: "Notes", published: "on" });
    body = await xml();
    expect(body).toContain("<loc>http://localhost:3000/pages/volunteer-faq</loc>");
    expect(body).toContain("<loc>http://localhost:3000/blog</loc>");
    expect(body).toContain("<loc>http://localhost:3000/blog/monsoon-fieldwork</loc>");
    expect(body).not.toContain("secret-draft");
    // The blog index has its Hindi twin (decision 267); a page or post without a Hindi translation is not claimed in Hindi (decision 360).
    expect(body).toContain("<loc>http://localhost:3000/hi/blog</loc>");
    expect(body).not.toContain("<loc>http://localhost:3000/hi/pages/volunteer-faq</loc>");
    expect(body).not.toContain("<loc>http://localhost:3000/hi/blog/monsoon-fieldwork</loc>");
  });
});
