/**
 * The footer note in every language (decision 360): each language's own note on its pages; while
 * one is unset the English note stands in, marked lang="en", and the admin is told so. The board's
 * seeded note gets its translations by migration; a note an admin changed keeps its own.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/site-footer";
import { TRANSLATED_LANGUAGES } from "~/i18n/locales";
import { knownSiteSetting } from "~/settings/known-keys";
import { loadSiteConfig } from "~/settings/public-config.server";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { inLocale } from "../../support/i18n";

const ENGLISH = "<p>Listings are free for organisations working for social and environmental good in India.</p>";
const MIGRATION = readFileSync("db/migrations/0038_content_in_every_language.sql", "utf8");

let t: TestDb;
beforeEach(() => (t = createTestDb()));
afterEach(() => t.cleanup());

function setNotes(notes: Record<string, string>) {
  const sqlite = t.db.$client;
  sqlite.prepare("DELETE FROM site_settings WHERE key LIKE 'footer_note%'").run();
  const insert = sqlite.prepare("INSERT INTO site_settings (key, value, type, label) VALUES (?, ?, 'html', ?)");
  for (const [key, value] of Object.entries(notes)) insert.run(key, value, key);
}

const migrate = () => {
  // Its footer note statements (the table it also creates is there already).
  for (const statement of MIGRATION.split("--> statement-breakpoint")) if (statement.includes("footer_note")) t.db.$client.exec(statement);
};

describe("the footer note per language", () => {
  it("the seeded English note gets a note in every translated language, in its script", () => {
    setNotes({ footer_note: ENGLISH });
    migrate();
    for (const locale of TRANSLATED_LANGUAGES) {
      const site = loadSiteConfig(t.db, testEnv(), locale);
      expect(site.footerNote, locale).not.toMatch(/[A-Za-z]{3,}(?![^<]*>)/);
      expect(site.footerNoteLang, locale).toBeUndefined();
    }
    expect(loadSiteConfig(t.db, testEnv(), "en").footerNote).toBe(ENGLISH);
  });

  it("a note an admin changed is not given the seeded translations: the English one stands in, marked English", () => {
    setNotes({ footer_note: "<p>Run by volunteers in Pune.</p>" });
    migrate();
    const marathi = loadSiteConfig(t.db, testEnv(), "mr");
    expect(marathi).toMatchObject({ footerNote: "<p>Run by volunteers in Pune.</p>", footerNoteLang: "en" });
    const html = renderToString(
      inLocale(
        createElement(MemoryRouter, null, createElement(SiteFooter, { siteName: "Impact Careers", supportEmail: "a@b.in", year: 2026, note: marathi.footerNote, noteLang: marathi.footerNoteLang })),
        "mr",
        "/mr",
      ),
    );
    expect(html).toMatch(/data-testid="footer-note" lang="en"/);

    setNotes({ footer_note: "<p>Run by volunteers in Pune.</p>", footer_note_mr: "<p>पुण्यातील स्वयंसेवक चालवतात.</p>" });
    const own = loadSiteConfig(t.db, testEnv(), "mr");
    expect(own.footerNote).toBe("<p>पुण्यातील स्वयंसेवक चालवतात.</p>");
    expect(own.footerNoteLang).toBeUndefined();
    expect(loadSiteConfig(t.db, testEnv(), "bn").footerNoteLang).toBe("en");
  });

  it("the admin's settings list a footer note per language, saying what shows while it is unset", () => {
    for (const locale of TRANSLATED_LANGUAGES) {
      const setting = knownSiteSetting(`footer_note_${locale}`);
      expect(setting?.type).toBe("html");
      expect(setting?.description).toMatch(/empty shows the English footer note, marked as English/);
    }
  });
});
