import { describe, expect, it } from "vitest";
import { siteSettings } from "../../../db/schema";
import { loader as rootLoader } from "../../../app/root";
import { action as panelAction, loader as panelLoader } from "../../../app/routes/admin/settings/general";
import { loader as listSettings, action as createSetting } from "../../../app/routes/api/admin/site-settings";
import { action as changeSetting } from "../../../app/routes/api/admin/site-setting";
import { loader as blogLoader } from "../../../app/routes/blog/index";
import { buildMeta } from "../../../app/lib/meta";
import { useAdminTestDb } from "../../support/admin";
import { type AnyArgs, formRequest, getRequest, jsonRequest, settle, unwrap } from "./helpers";

const h = useAdminTestDb();

const create = (body: unknown, cookie = h.adminCookie) =>
  createSetting({ request: jsonRequest("/api/admin/site-settings", "POST", body, cookie), context: h.context, params: {} } as AnyArgs);
const patch = (id: number, body: unknown) =>
  changeSetting({ request: jsonRequest(`/api/admin/site-settings/${id}`, "PATCH", body, h.adminCookie), context: h.context, params: { id: String(id) } } as AnyArgs);
const del = (id: number | string) =>
  changeSetting({ request: jsonRequest(`/api/admin/site-settings/${id}`, "DELETE", undefined, h.adminCookie), context: h.context, params: { id: String(id) } } as AnyArgs);
const root = async (path = "/") => unwrap(await rootLoader({ request: getRequest(path), context: h.context, params: {} } as AnyArgs)).data as {
  site: { siteName: string; supportEmail: string; heroTitle: string; heroTagline: string; socialImage?: string };
  seo: unknown;
};

describe("site settings API", () => {
  it("refuses anonymous (401) and non-admin (403) callers and stores nothing", async () => {
    const anon = await create({ key: "site_name", value: "X", type: "text", label: "Site name" }, "");
    expect(anon.status).toBe(401);
    const user = await create({ key: "site_name", value: "X", type: "text", label: "Site name" }, h.userCookie);
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ message: "User is not an admin" });
    expect(h.db.select().from(siteSettings).all()).toHaveLength(0);
  });

  it("validates with the spec's messages", async () => {
    const res = await create({ key: "ab", value: "", type: "text", label: "xy" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toMatchObject({
      key: ["Key must be at least 3 characters"],
      value: ["Value is required"],
      label: ["Label must be at least 3 characters"],
    });
    const badType = await create({ key: "brand", value: "x", type: "script", label: "Brand" });
    expect(badType.status).toBe(400);
    const badColor = await create({ key: "accent", value: "red", type: "color", label: "Accent" });
    expect(((await badColor.json()) as { message: string }).message).toBe("Enter a colour as #rrggbb");
    const badImage = await create({ key: "default_social_image", value: "javascript:alert(1)", type: "image", label: "Social" });
    expect(badImage.status).toBe(400);
  });

  it("answers malformed input with 4xx JSON, never a 500", async () => {
    const malformed = await createSetting({
      request: jsonRequest("/api/admin/site-settings", "POST", "{not json", h.adminCookie),
      context: h.context,
      params: {},
    } as AnyArgs);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Invalid JSON format" });
    const wrongType = await createSetting({
      request: jsonRequest("/api/admin/site-settings", "POST", "key=x", h.adminCookie, { "Content-Type": "text/plain" }),
      context: h.context,
      params: {},
    } as AnyArgs);
    expect(wrongType.status).toBe(415);
    const huge = await create({ key: "big_one", value: "x".repeat(200_000), type: "html", label: "Big" });
    expect(huge.status).toBe(413);
    const notObject = await create([1, 2, 3]);
    expect(notObject.status).toBe(400);
  });

  it("creates (201), lists, updates without changing the key, and deletes (204)", async () => {
    const created = await create({ key: "site_name", value: "Sewa Jobs", type: "text", label: "Site name" });
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: number; key: string };
    expect(row.key).toBe("site_name");
    const dup = await create({ key: "site_name", value: "Again", type: "text", label: "Site name" });
    expect(dup.status).toBe(409);

    const list = await listSettings({ request: jsonRequest("/api/admin/site-settings", "GET", undefined, h.adminCookie), context: h.context, params: {} } as AnyArgs);
    expect(((await list.json()) as unknown[]).length).toBe(1);

    const rename = await patch(row.id, { key: "other_key", value: "Y" });
    expect(rename.status).toBe(400);
    expect(((await rename.json()) as { message: string }).message).toBe("The key cannot be changed");

    const updated = await patch(row.id, { data: { value: "Sewa Careers" } });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { value: string; key: string })).toMatchObject({ key: "site_name", value: "Sewa Careers" });

    expect((await del(row.id)).status).toBe(204);
    expect((await del(row.id)).status).toBe(404);
    expect((await del("abc")).status).toBe(404);
  });
});

describe("site settings change the public site", () => {
  it("site name, support email, hero texts and social image come from settings, with env fallbacks", async () => {
    const before = await root();
    expect(before.site.siteName).toBe("Impact Careers");
    expect(before.site.heroTitle).toBeUndefined(); // <SiteText> shows the built-in "Build your Career of Impact"

    await create({ key: "site_name", value: "Sewa Careers", type: "text", label: "Site name" });
    await create({ key: "support_email", value: "help@sewa.example", type: "text", label: "Support email" });
    await create({ key: "hero_title", value: "Find work that matters", type: "text", label: "Hero title" });
    await create({ key: "hero_tagline", value: "Internships with changemakers", type: "text", label: "Hero tagline" });
    await create({ key: "default_social_image", value: "https://cdn.example.org/og.png", type: "image", label: "Social image" });

    const after = await root("/about");
    expect(after.site).toMatchObject({
      siteName: "Sewa Careers",
      supportEmail: "help@sewa.example",
      heroTitle: "Find work that matters",
      heroTagline: "Internships with changemakers",
      socialImage: "https://cdn.example.org/og.png",
    });
    const tags = buildMeta(after.site as never, "/about", { title: "About" });
    expect(tags).toContainEqual({ title: "About | Sewa Careers" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://cdn.example.org/og.png" });
  });

  it("a deleted setting falls back to the env value on the next request", async () => {
    const created = (await (await create({ key: "site_name", value: "Temporary", type: "text", label: "Site name" })).json()) as { id: number };
    expect((await root()).site.siteName).toBe("Temporary");
    await del(created.id);
    expect((await root()).site.siteName).toBe("Impact Careers");
  });

  it("sees a change written by another connection (no stale cache)", async () => {
    expect((await root()).site.siteName).toBe("Impact Careers");
    const { openDatabase } = await import("../../../db/client.server");
    const other = openDatabase(h.path);
    other.$client.prepare("insert into site_settings (key, value, type, label) values ('site_name', 'Outside Write', 'text', 'Site name')").run();
    other.$client.close();
    expect((await root()).site.siteName).toBe("Outside Write");
  });

  it("html settings are sanitised before they render", async () => {
    await create({
      key: "blog_intro",
      type: "html",
      label: "Blog intro",
      value: '<p onclick="steal()">Stories <a href="javascript:alert(1)">x</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    const data = unwrap(await blogLoader({ request: getRequest("/blog"), context: h.context, params: {} } as AnyArgs)).data as { intro: string };
    expect(data.intro).toContain("Stories");
    expect(data.intro).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});

describe("site settings panel (form, works without JavaScript)", () => {
  it("re-renders with the messages on invalid input, then saves and redirects with a toast", async () => {
    const invalid = await settle(() =>
      panelAction({ request: formRequest("/admin/settings?new", { intent: "create", key: "ab", type: "text", label: "x" }, h.adminCookie), context: h.context, params: {} } as AnyArgs),
    );
    expect(invalid.status).toBe(400);
    const reply = (invalid.data as { result: { error: Record<string, string[]> } }).result;
    expect(reply.error.key).toEqual(["Key must be at least 3 characters"]);
    expect(reply.error.value).toEqual(["Value is required"]);
    expect(reply.error.label).toEqual(["Label must be at least 3 characters"]);

    const saved = await settle(() =>
      panelAction({
        request: formRequest("/admin/settings?new", { intent: "create", key: "hero_title", type: "text", label: "Hero title", value: "Work that matters" }, h.adminCookie),
        context: h.context,
        params: {},
      } as AnyArgs),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/settings");
    expect(saved.headers.get("Set-Cookie")).toContain("toast-session");
    const list = unwrap(await panelLoader({ request: getRequest("/admin/settings", h.adminCookie), context: h.context, params: {} } as AnyArgs)).data as {
      settings: { id: number; key: string }[];
    };
    expect(list.settings.map((s) => s.key)).toEqual(["hero_title"]);
    expect((await root()).site.heroTitle).toBe("Work that matters");

    const removed = await settle(() =>
      panelAction({ request: formRequest("/admin/settings", { intent: "delete", id: String(list.settings[0]!.id) }, h.adminCookie), context: h.context, params: {} } as AnyArgs),
    );
    expect(removed.status).toBe(302);
    expect((await root()).site.heroTitle).toBeUndefined();
  });
});

describe("the settings and content pages refuse bodies that are not forms", () => {
  it("answers 415 for JSON or text posted to a page action, 413 for an oversized form, and stores nothing", async () => {
    const before = h.db.select().from(siteSettings).all().length;
    const post = (body: string, type: string) =>
      settle(() =>
        panelAction({
          request: new Request("http://localhost:3000/admin/settings?index", {
            method: "POST",
            headers: { "Content-Type": type, Cookie: h.adminCookie },
            body,
          }),
          context: h.context,
          params: {},
        } as AnyArgs),
      );
    expect((await post('{"intent":"create"}', "application/json")).status).toBe(415);
    expect((await post("intent=create", "text/plain")).status).toBe(415);
    expect((await post(`intent=create&key=big&value=${"x".repeat(70 * 1024)}`, "application/x-www-form-urlencoded")).status).toBe(413);
    expect(h.db.select().from(siteSettings).all()).toHaveLength(before);
  });
});
