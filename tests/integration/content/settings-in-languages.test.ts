/**
 * A visitor's setting in every language on one admin form (app/routes/admin/settings/languages.tsx):
 * one field per language, saved together; an empty field removes that language's value and the form
 * says what its pages show instead (the English, marked as English, for the footer note).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { siteSettings } from "../../../db/schema";
import { loader as rootLoader } from "../../../app/root";
import SettingsInLanguages, { action, loader } from "../../../app/routes/admin/settings/languages";
import { settingsInLanguages } from "../../../app/settings/in-languages.server";
import { languageName } from "../../../app/i18n/locales";
import { useAdminTestDb } from "../../support/admin";
import { testContext } from "../../support/context";
import { type AnyArgs, getRequest, unwrap } from "./helpers";

const h = useAdminTestDb();
const PATH = "/admin/settings/languages";
const stored = () => Object.fromEntries(h.db.select().from(siteSettings).all().map((row) => [row.key, row.value]));
const footerOf = async (path: string) =>
  (unwrap(await rootLoader({ request: getRequest(path), context: testContext(h.db, { env: h.env, path }), params: {} } as AnyArgs)).data as { site: { footerNote?: string; footerNoteLang?: string } }).site;

/** The form as the admin sees it, with the loader's data. */
function renderForm() {
  const data = { settings: settingsInLanguages(h.db) };
  const Stub = createRoutesStub([{ path: PATH, Component: SettingsInLanguages as never, loader: () => data, HydrateFallback: () => null }]);
  return renderToString(createElement(Stub, { initialEntries: [PATH], hydrationData: { loaderData: { 0: data } } } as never));
}

describe("settings in every language, on one form", () => {
  it("saves every language's value of a setting at once, and an empty field falls back to the English, marked", async () => {
    const saved = (await h.postPage(action, PATH, { key: "footer_note", value_en: "<p>Free for good causes.</p>", value_hi: "<p>अच्छे कामों के लिए मुफ़्त।</p>", value_mr: "", value_bn: "" })) as Response;
    expect(saved.status).toBe(302);
    expect(stored()).toMatchObject({ footer_note: "<p>Free for good causes.</p>", footer_note_hi: "<p>अच्छे कामों के लिए मुफ़्त।</p>" });
    expect(stored()).not.toHaveProperty("footer_note_mr");

    expect(await footerOf("/hi")).toMatchObject({ footerNote: expect.stringContaining("अच्छे कामों") });
    expect((await footerOf("/hi")).footerNoteLang).toBeUndefined();
    expect(await footerOf("/mr")).toMatchObject({ footerNote: expect.stringContaining("Free for good causes."), footerNoteLang: "en" });

    // The form shows each language's field, and the fallback where one is empty.
    const html = renderForm();
    expect(html).toMatch(/<label for="footer_note-hi"[^>]*>Hindi<span lang="hi"> \(हिंदी\)<\/span><\/label>/);
    expect(html).toContain("Empty: Marathi pages show the English, marked as English.");
    expect(html).toMatch(/id="footer_note-mr"[^>]*placeholder="&lt;p&gt;Free for good causes.&lt;\/p&gt;"|placeholder="&lt;p&gt;Free for good causes.&lt;\/p&gt;"[^>]*id="footer_note-mr"/);
    expect(html).not.toContain("Empty: Hindi pages show the English");
    // A setting whose empty language shows its own built-in words says so.
    expect(html).toContain(`Empty: ${languageName("bn")} pages show their built-in ${languageName("bn")} text.`);

    // Emptying a language's field removes its value; the loader reads what is stored.
    await h.postPage(action, PATH, { key: "footer_note", value_en: "<p>Free for good causes.</p>", value_hi: "", value_mr: "", value_bn: "" });
    expect(stored()).not.toHaveProperty("footer_note_hi");
    const data = (await h.getPage(loader, PATH)) as { settings: { key: string; values: Record<string, string> }[] };
    expect(data.settings.find((setting) => setting.key === "footer_note")!.values).toEqual({ en: "<p>Free for good causes.</p>", hi: "", mr: "", bn: "" });
  });

  it("refuses a setting that has no value per language, and a non-admin, storing nothing", async () => {
    const bad = (await h.postPage(action, PATH, { key: "support_email", value_en: "x@example.org" })) as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    const control = (await h.postPage(action, PATH, { key: "hero_title", value_en: "Hi\u0007" })) as { init: { status: number } };
    expect(control.init.status).toBe(400);
    expect(stored()).toEqual({});
  });
});
