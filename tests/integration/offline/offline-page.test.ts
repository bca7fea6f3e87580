/**
 * The offline page ships no React (decision 320): in every language of the registry the built
 * server answers it as a read page, in that language, whose only script is the read pages' one
 * (≤ 8 KB with brotli), with the words its lists are drawn in; and the service worker keeps
 * that script, not React's, with it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { INTL_LOCALE } from "~/i18n/locales";
import { readCatalogue } from "~/i18n/po";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { OFFLINE_TEXTS, SAVED_LIST_TEXTS } from "~/offline/page-texts";
import type { OfflineRowWords } from "~/offline/offline-lists";
import { type BuiltServer, ensureBuild, startServing } from "../../support/built-server";

const PORT = 4463;
const BASE = `http://127.0.0.1:${PORT}`;
let dir = "";
let server: BuiltServer;

beforeAll(async () => {
  ensureBuild();
  dir = mkdtempSync(join(tmpdir(), "ic-offline-page-"));
  server = await startServing(PORT, {
    DATABASE_PATH: join(dir, "app.db"),
    SESSION_SECRET: "offline-page-secret-offline-page-secret",
    SEED_DEMO_DATA: "false",
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A text in a language: its catalogue's translation, English's own message. */
const inLanguage = (code: string, text: { id: string; message: string }) => (code === "en" ? text.message : readCatalogue(code)[text.id]);

describe("the offline page", () => {
  for (const language of LANGUAGES) {
    const path = language.prefix ? `/${language.prefix}/offline` : "/offline";
    it(`${path}: plain HTML in ${language.code}, the read pages' script alone (≤ 8 KB brotli), the words of its rows`, async () => {
      const response = await fetch(`${BASE}${path}?from=${encodeURIComponent(`${language.prefix ? `/${language.prefix}` : ""}/about`)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language.code}"`);
      expect(html).toContain(`<h1 class="text-3xl font-bold">${inLanguage(language.code, OFFLINE_TEXTS.heading)}</h1>`);
      // No React Router context, no module preloads, one script: the read pages'.
      expect(html).not.toContain("__reactRouterContext");
      expect(html).not.toContain('rel="modulepreload"');
      const scripts = Array.from(html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), (match) => match[1]!);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/read-page-[\w-]+\.js$/);
      const script = Buffer.from(await (await fetch(`${BASE}${scripts[0]}`)).arrayBuffer());
      expect(brotliCompressSync(script).length).toBeLessThanOrEqual(8 * 1024);
      // The row words the script draws the lists with, in the page's language.
      const attribute = /data-offline="([^"]+)"/.exec(html)?.[1];
      const words = JSON.parse(attribute!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as OfflineRowWords;
      expect(words.types.Internship).toBe(inLanguage(language.code, OPPORTUNITY_TEXTS.types.internship));
      expect(words.open).toBe(inLanguage(language.code, SAVED_LIST_TEXTS.open));
      expect(words.applyBy).toContain("{date}");
      // Dates as every page writes them: the language's words, Latin digits (docs/languages.md).
      expect(words.dates).toBe(language.code === "en" ? undefined : INTL_LOCALE[language.code]);
      // "Try again" goes back to the page asked for.
      expect(html).toContain(`href="${language.prefix ? `/${language.prefix}` : ""}/about" class="font-semibold text-brand-800 underline" data-retry="true"`);
    });
  }

  it("the service worker keeps the read pages' script for it, and none of React's or Lingui's", async () => {
    const worker = await (await fetch(`${BASE}/sw.js`)).text();
    expect(worker).toMatch(/\/assets\/read-page-[\w-]+\.js/);
    expect(worker).not.toMatch(/\/assets\/(?:translated|loaders-|entry)/);
  });
});
