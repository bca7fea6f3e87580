import { describe, expect, it } from "vitest";
import * as siteSettings from "../../../app/routes/api/admin/site-settings";
import * as siteSetting from "../../../app/routes/api/admin/site-setting";
import * as seoSettings from "../../../app/routes/api/admin/seo-settings";
import * as seoSetting from "../../../app/routes/api/admin/seo-setting";
import * as sitemapEntries from "../../../app/routes/api/admin/sitemap-entries";
import * as sitemapEntry from "../../../app/routes/api/admin/sitemap-entry";
import * as contentPages from "../../../app/routes/api/admin/content-pages";
import * as contentPage from "../../../app/routes/api/admin/content-page";
import * as blogPosts from "../../../app/routes/api/admin/blog-posts";
import * as blogPost from "../../../app/routes/api/admin/blog-post";
import * as blogPublish from "../../../app/routes/api/admin/blog-publish";
import * as preview from "../../../app/routes/api/admin/markdown-preview";
import * as importApi from "../../../app/routes/api/admin/import";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, jsonRequest } from "./helpers";

const h = useAdminTestDb();

type Handler = (args: AnyArgs) => Promise<Response>;
const CASES: [string, string, Handler, Record<string, string>, unknown?][] = [
  ["GET", "/api/admin/site-settings", siteSettings.loader as Handler, {}],
  ["POST", "/api/admin/site-settings", siteSettings.action as Handler, {}, { key: "abc", value: "x", type: "text", label: "Abc" }],
  ["PATCH", "/api/admin/site-settings/1", siteSetting.action as Handler, { id: "1" }, { value: "x" }],
  ["DELETE", "/api/admin/site-settings/1", siteSetting.action as Handler, { id: "1" }],
  ["GET", "/api/admin/seo", seoSettings.loader as Handler, {}],
  ["POST", "/api/admin/seo", seoSettings.action as Handler, {}, { pageKey: "home", metaTitle: "x", metaDescription: "y" }],
  ["PATCH", "/api/admin/seo/1", seoSetting.action as Handler, { id: "1" }, {}],
  ["DELETE", "/api/admin/seo/1", seoSetting.action as Handler, { id: "1" }],
  ["GET", "/api/admin/sitemap", sitemapEntries.loader as Handler, {}],
  ["POST", "/api/admin/sitemap", sitemapEntries.action as Handler, {}, { url: "/x" }],
  ["PATCH", "/api/admin/sitemap/1", sitemapEntry.action as Handler, { id: "1" }, {}],
  ["DELETE", "/api/admin/sitemap/1", sitemapEntry.action as Handler, { id: "1" }],
  ["GET", "/api/admin/content", contentPages.loader as Handler, {}],
  ["DELETE", "/api/admin/content/1", contentPage.action as Handler, { id: "1" }],
  ["GET", "/api/admin/blog", blogPosts.loader as Handler, {}],
  ["DELETE", "/api/admin/blog/1", blogPost.action as Handler, { id: "1" }],
  ["PATCH", "/api/admin/blog/1/publish", blogPublish.action as Handler, { id: "1", transition: "publish" }],
  ["PATCH", "/api/admin/blog/1/unpublish", blogPublish.action as Handler, { id: "1", transition: "unpublish" }],
  ["POST", "/api/admin/markdown-preview", preview.action as Handler, {}, { content: "x" }],
  ["POST", "/api/admin/opportunities/import", importApi.action as Handler, {}, { opportunities: [{}] }],
];

describe("every content and settings endpoint needs an admin session", () => {
  it.each(CASES)("%s %s: 401 anonymous (even with X-Admin-User-ID), 403 non-admin, JSON body", async (method, path, handler, params, body) => {
    const call = (cookie?: string, extra: Record<string, string> = {}) =>
      handler({ request: jsonRequest(path, method, body, cookie, extra), context: h.context, params });
    const anonymous = await call(undefined, { "X-Admin-User-ID": String(h.adminId) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Not authenticated" });
    const user = await call(h.userCookie, { "X-Admin-User-ID": String(h.adminId) });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ message: "User is not an admin" });
  });
});
