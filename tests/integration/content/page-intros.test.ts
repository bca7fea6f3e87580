/**
 * The About and Terms introductions are settings with a value per language (decisions 302, 350): the
 * admin's Hindi text on /hi/about and /hi/terms, the English one on /about and /terms, each page's
 * built-in text (About) or nothing (Terms) while its language's value is unset.
 */
import { describe, expect, it } from "vitest";
import * as aboutRoute from "../../../app/routes/about";
import * as termsRoute from "../../../app/routes/terms";
import { action as createSetting } from "../../../app/routes/api/admin/site-settings";
import { knownSiteSetting } from "../../../app/settings/known-keys";
import { useAdminTestDb } from "../../support/admin";
import { renderRoute } from "../board/render";
import { type AnyArgs, jsonRequest } from "./helpers";

const h = useAdminTestDb();

async function setting(key: string, value: string) {
  const body = { key, value, type: "text", label: key };
  const res = await createSetting({ request: jsonRequest("/api/admin/site-settings", "POST", body, h.adminCookie), context: h.context, params: {} } as AnyArgs);
  expect(res.status).toBe(201);
}

const about = (url: string) => renderRoute(h.db, aboutRoute, { id: "routes/about", path: url.startsWith("/hi") ? "hi/about" : "about", url });
const terms = (url: string) => renderRoute(h.db, termsRoute, { id: "routes/terms", path: url.startsWith("/hi") ? "hi/terms" : "terms", url });

describe("About and Terms introductions per language", () => {
  it("are known settings in English and Hindi", () => {
    for (const key of ["about_intro", "about_intro_hi", "terms_intro", "terms_intro_hi"]) expect(knownSiteSetting(key)?.type, key).toBe("text");
    expect(knownSiteSetting("about_intro_hi")?.label).toBe("About introduction (Hindi)");
  });

  it("show the Hindi setting on /hi/about and the English one on /about, never the other", async () => {
    expect((await about("/about")).body).toContain("connects students and early-career people");
    await setting("about_intro", "We are a small team in Pune, listing impact work since 2024.");
    const hindiOnlyEnglishSet = (await about("/hi/about")).body;
    expect(hindiOnlyEnglishSet).not.toContain("small team in Pune");
    await setting("about_intro_hi", "हम पुणे की एक छोटी टीम हैं, जो 2024 से सामाजिक काम के अवसर जुटा रही है।");
    const hindi = (await about("/hi/about")).body;
    const english = (await about("/about")).body;
    expect(hindi).toContain("हम पुणे की एक छोटी टीम हैं");
    expect(hindi).not.toContain("small team in Pune");
    expect(english).toContain("We are a small team in Pune, listing impact work since 2024.");
    expect(english).not.toContain("हम पुणे");
    expect(english).not.toContain("connects students and early-career people");
  });

  it("show a Terms introduction only in the language it is set for", async () => {
    await setting("terms_intro_hi", "यह बोर्ड पुणे की एक पंजीकृत संस्था चलाती है।");
    expect((await terms("/hi/terms")).body).toContain("यह बोर्ड पुणे की एक पंजीकृत संस्था चलाती है।");
    expect((await terms("/terms")).body).not.toContain("पंजीकृत संस्था");
    await setting("terms_intro", "This board is run by a registered society in Pune.");
    expect((await terms("/terms")).body).toContain("This board is run by a registered society in Pune.");
  });
});
