import { describe, expect, it } from "vitest";
import { blogPosts, contentPages } from "../../../db/schema";
import { renderMarkdown, sanitizeRichHtml } from "../../../app/content/sanitize.server";
import { contentSitemapUrls } from "../../../app/content/sitemap-sources.server";
import { action as newPostAction } from "../../../app/routes/admin/content/post-new";
import { action as editPostAction } from "../../../app/routes/admin/content/post-edit";
import { action as newPageAction } from "../../../app/routes/admin/content/page-new";
import { action as contentAdminAction, loader as contentAdminLoader } from "../../../app/routes/admin/content/index";
import { loader as listContentApi } from "../../../app/routes/api/admin/content-pages";
import { action as deleteContentApi } from "../../../app/routes/api/admin/content-page";
import { loader as listBlogApi } from "../../../app/routes/api/admin/blog-posts";
import { action as deleteBlogApi } from "../../../app/routes/api/admin/blog-post";
import { action as publishApi } from "../../../app/routes/api/admin/blog-publish";
import { action as previewApi } from "../../../app/routes/api/admin/markdown-preview";
import { loader as publicPost } from "../../../app/routes/blog/post";
import { loader as publicBlog } from "../../../app/routes/blog/index";
import { loader as publicPage } from "../../../app/routes/content-page";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, formRequest, getRequest, jsonRequest, settle } from "./helpers";

const h = useAdminTestDb();

const XSS_MARKDOWN = [
  "# Hello",
  "",
  "<script>alert('x')</script>",
  '<img src="https://cdn.example.org/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">bad link</a> [also bad](javascript:alert(2)) [data](data:text/html;base64,PHNjcmlwdD4=)',
  "[good](https://example.org) [mail](mailto:hi@example.org) [local](/about)",
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><div onclick="x()">div</div>',
  "<svg><script>alert(3)</script></svg>",
].join("\n\n");

/** No executable markup: script/iframe/style/svg elements, event handlers, or javascript:/data: URLs in attributes. */
const UNSAFE = /<script|<iframe|<style|<svg|\son\w+=|(href|src)="\s*(javascript|data):/i;

describe("Markdown and HTML are neutralised", () => {
  it("keeps formatting and safe links, removes scripts, handlers, iframes, styles and unsafe URLs", () => {
    const html = renderMarkdown(XSS_MARKDOWN);
    expect(html).toContain("<h1>Hello</h1>");
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:hi@example.org"');
    expect(html).toContain('href="/about"');
    expect(html).toContain('src="https://cdn.example.org/a.png"');
    expect(html).not.toMatch(UNSAFE);
    expect(sanitizeRichHtml('<p style="color:red" onmouseover="x()">Hi</p>')).toBe("<p>Hi</p>");
  });

  it("gives an image without a text alternative an empty alt (decorative), and keeps a given one", () => {
    expect(sanitizeRichHtml('<img src="/logo.png">')).toBe('<img alt="" src="/logo.png" loading="lazy" />');
    expect(sanitizeRichHtml('<img src="/logo.png" alt="Our team">')).toBe('<img alt="Our team" src="/logo.png" loading="lazy" />');
  });
});

async function createPost(fields: Record<string, string>) {
  return settle(() => newPostAction({ request: formRequest("/admin/blog/new-post", { intent: "save", ...fields }, h.adminCookie), context: h.context, params: {} } as AnyArgs));
}

describe("blog posts", () => {
  it("the editor validates, previews without saving, and saves; a published post is public at /blog/:slug with metadata", async () => {
    const invalid = await createPost({ title: "", content: "" });
    expect(invalid.status).toBe(400);
    const error = (invalid.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(error.title).toEqual(["Title is required"]);
    expect(error.content).toEqual(["Content is required"]);

    const preview = await settle(() =>
      newPostAction({ request: formRequest("/admin/blog/new-post", { intent: "preview", title: "", content: "**bold** <script>x</script>" }, h.adminCookie), context: h.context, params: {} } as AnyArgs),
    );
    expect(preview.status).toBe(200);
    expect((preview.data as { preview: string }).preview).toBe("<p><strong>bold</strong> </p>\n");
    expect((preview.data as { result: { initialValue: Record<string, string> } }).result.initialValue.content).toBe("**bold** <script>x</script>");
    expect(h.db.select().from(blogPosts).all()).toHaveLength(0);

    const saved = await createPost({ title: "Why rural internships matter", content: XSS_MARKDOWN, summary: "Field work", published: "on", featuredImage: "https://cdn.example.org/f.png" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/content");
    const row = h.db.select().from(blogPosts).get()!;
    expect(row).toMatchObject({ slug: "why-rural-internships-matter", published: true, authorId: h.adminId });
    expect(row.publishedAt).toBeInstanceOf(Date);

    const page = await settle(() => publicPost({ request: getRequest(`/blog/${row.slug}`), context: h.context, params: { slug: row.slug } } as AnyArgs));
    const data = page.data as { post: { title: string; author: string; description: string }; html: string; jsonLd: { "@type": string } };
    expect(data.post).toMatchObject({ title: "Why rural internships matter", author: "Asha Rao", description: "Field work" });
    expect(data.html).not.toMatch(UNSAFE);
    expect(data.html).toContain('href="https://example.org"');
    expect(data.jsonLd["@type"]).toBe("BlogPosting");

    const list = await settle(() => publicBlog({ request: getRequest("/blog"), context: h.context, params: {} } as AnyArgs));
    expect((list.data as { posts: { slug: string }[] }).posts.map((p) => p.slug)).toEqual([row.slug]);
  });

  it("a slug in use is refused with a message; drafts are not public", async () => {
    await createPost({ title: "One", slug: "same", content: "x" });
    const dup = await createPost({ title: "Two", slug: "same", content: "y" });
    expect(dup.status).toBe(409);
    expect((dup.data as { result: { error: Record<string, string[]> } }).result.error.slug).toEqual(["This slug is already in use"]);
    const draft = await settle(() => publicPost({ request: getRequest("/blog/same"), context: h.context, params: { slug: "same" } } as AnyArgs));
    expect(draft.status).toBe(404);
  });

  it("JSON API: list, publish/unpublish, delete (204)", async () => {
    await createPost({ title: "Draft post", content: "Body" });
    const id = h.db.select({ id: blogPosts.id }).from(blogPosts).get()!.id;
    const list = await listBlogApi({ request: jsonRequest("/api/admin/blog", "GET", undefined, h.adminCookie), context: h.context, params: {} } as AnyArgs);
    const rows = (await list.json()) as Record<string, unknown>[];
    expect(rows).toEqual([expect.objectContaining({ id, title: "Draft post", published: false, publishedAt: null, author: "Asha Rao" })]);

    const publish = (transition: string, method = "PATCH") =>
      publishApi({ request: jsonRequest(`/api/admin/blog/${id}/${transition}`, method, undefined, h.adminCookie), context: h.context, params: { id: String(id), transition } } as AnyArgs);
    const published = await publish("publish");
    expect(published.status).toBe(200);
    const body = (await published.json()) as { published: boolean; publishedAt: string };
    expect(body.published).toBe(true);
    const firstPublished = body.publishedAt;
    expect((await settle(() => publicPost({ request: getRequest("/blog/draft-post"), context: h.context, params: { slug: "draft-post" } } as AnyArgs))).status).toBe(200);
    expect(((await (await publish("unpublish")).json()) as { published: boolean }).published).toBe(false);
    expect((await settle(() => publicPost({ request: getRequest("/blog/draft-post"), context: h.context, params: { slug: "draft-post" } } as AnyArgs))).status).toBe(404);
    // Publishing again keeps the first publication date.
    expect(((await (await publish("publish")).json()) as { publishedAt: string }).publishedAt).toBe(firstPublished);
    expect((await publish("archive")).status).toBe(404);
    expect((await publish("publish", "POST")).status).toBe(405);

    const anon = await publishApi({ request: jsonRequest(`/api/admin/blog/${id}/publish`, "PATCH"), context: h.context, params: { id: String(id), transition: "publish" } } as AnyArgs);
    expect(anon.status).toBe(401);

    const del = () => deleteBlogApi({ request: jsonRequest(`/api/admin/blog/${id}`, "DELETE", undefined, h.adminCookie), context: h.context, params: { id: String(id) } } as AnyArgs);
    const first = await del();
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    expect((await del()).status).toBe(404);
  });

  it("the edit screen updates a post; the table's publish button publishes it (no JavaScript)", async () => {
    await createPost({ title: "Original", content: "Body" });
    const id = h.db.select({ id: blogPosts.id }).from(blogPosts).get()!.id;
    const edited = await settle(() =>
      editPostAction({ request: formRequest(`/admin/blog/edit/${id}`, { intent: "save", title: "Renamed", slug: "original", content: "New body" }, h.adminCookie), context: h.context, params: { id: String(id) } } as AnyArgs),
    );
    expect(edited.status).toBe(302);
    expect(h.db.select({ title: blogPosts.title }).from(blogPosts).get()).toEqual({ title: "Renamed" });
    const missing = await settle(() =>
      editPostAction({ request: formRequest("/admin/blog/edit/999", { intent: "save", title: "x", content: "y" }, h.adminCookie), context: h.context, params: { id: "999" } } as AnyArgs),
    );
    expect(missing.status).toBe(404);

    const toggled = await settle(() => contentAdminAction({ request: formRequest("/admin/content", { intent: "publish-post", id: String(id) }, h.adminCookie), context: h.context, params: {} } as AnyArgs));
    expect(toggled.status).toBe(302);
    const table = await settle(() => contentAdminLoader({ request: getRequest("/admin/content", h.adminCookie), context: h.context, params: {} } as AnyArgs));
    expect((table.data as { posts: { published: boolean; author: string }[] }).posts[0]).toMatchObject({ published: true, author: "Asha Rao" });
  });
});

describe("content pages", () => {
  it("create, publish, show at /pages/:slug, list and delete through the API (204)", async () => {
    const saved = await settle(() =>
      newPageAction({ request: formRequest("/admin/content/new-page", { intent: "save", title: "Privacy Policy", content: "We keep *little*.", metaDescription: "Our privacy rules", published: "on" }, h.adminCookie), context: h.context, params: {} } as AnyArgs),
    );
    expect(saved.status).toBe(302);
    const page = await settle(() => publicPage({ request: getRequest("/pages/privacy-policy"), context: h.context, params: { slug: "privacy-policy" } } as AnyArgs));
    expect(page.data).toMatchObject({ page: { title: "Privacy Policy", description: "Our privacy rules" }, html: "<p>We keep <em>little</em>.</p>\n" });

    const list = await listContentApi({ request: jsonRequest("/api/admin/content", "GET", undefined, h.adminCookie), context: h.context, params: {} } as AnyArgs);
    const rows = (await list.json()) as { id: number; title: string; slug: string; published: boolean; updatedAt: string }[];
    expect(rows).toEqual([{ id: expect.any(Number), title: "Privacy Policy", slug: "privacy-policy", published: true, updatedAt: expect.any(String) }]);

    const userList = await listContentApi({ request: jsonRequest("/api/admin/content", "GET", undefined, h.userCookie), context: h.context, params: {} } as AnyArgs);
    expect(userList.status).toBe(403);

    const del = await deleteContentApi({ request: jsonRequest(`/api/admin/content/${rows[0]!.id}`, "DELETE", undefined, h.adminCookie), context: h.context, params: { id: String(rows[0]!.id) } } as AnyArgs);
    expect(del.status).toBe(204);
    expect(h.db.select().from(contentPages).all()).toHaveLength(0);
    const gone = await settle(() => publicPage({ request: getRequest("/pages/privacy-policy"), context: h.context, params: { slug: "privacy-policy" } } as AnyArgs));
    expect(gone.status).toBe(404);
  });

  it("the live preview endpoint renders sanitised HTML", async () => {
    const res = await previewApi({ request: jsonRequest("/api/admin/markdown-preview", "POST", { content: "[x](javascript:alert(1)) **ok**" }, h.adminCookie), context: h.context, params: {} } as AnyArgs);
    expect(await res.json()).toEqual({ html: "<p><a>x</a> <strong>ok</strong></p>\n" });
    const anon = await previewApi({ request: jsonRequest("/api/admin/markdown-preview", "POST", { content: "x" }), context: h.context, params: {} } as AnyArgs);
    expect(anon.status).toBe(401);
  });
});

describe("sitemap source for content", () => {
  it("lists published pages, the blog and published posts with their last modification", async () => {
    expect(contentSitemapUrls(h.db)).toEqual([]);
    await settle(() =>
      newPageAction({ request: formRequest("/admin/content/new-page", { intent: "save", title: "FAQ", content: "Q", published: "on" }, h.adminCookie), context: h.context, params: {} } as AnyArgs),
    );
    await settle(() => newPageAction({ request: formRequest("/admin/content/new-page", { intent: "save", title: "Hidden", content: "Q" }, h.adminCookie), context: h.context, params: {} } as AnyArgs));
    await createPost({ title: "Hello world", content: "Hi", published: "on" });
    await createPost({ title: "Draft", content: "Hi" });
    const urls = contentSitemapUrls(h.db);
    expect(urls.map((u) => u.loc)).toEqual(["/pages/faq", "/blog", "/blog/hello-world"]);
    for (const u of urls) expect(u.lastmod).toBeInstanceOf(Date);
  });
});
