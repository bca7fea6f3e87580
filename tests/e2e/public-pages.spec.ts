/**
 * Every public page, in every language, is valid HTML and passes axe with WCAG 2.2's target size
 * (docs/decisions/262, 327, 352): the
 * sitemap's pages and the public pages it leaves out (forms, a poster's manage pages, alerts, saved,
 * offline, a 404), each language's twin read from app/i18n/locales.ts. Every one of them: the W3C Nu
 * HTML Checker (vnu-jar, one JVM start per language) reads its server document. One page of each kind
 * (the home and a filtered board, a listing of each type, an organisation, a cause, a blog post, each
 * form, the manage pages of a real submission…) is loaded in Chromium: the checker reads the document
 * as its scripts left it, and axe checks it at a desktop and a phone width, once per markup shape across
 * the four languages. Every
 * listing page's structured data is checked in tests/integration/board/structured-data-sitemap.test.ts.
 * Runs in the `js` project; the server's document is what a visitor without JavaScript gets.
 * Without Java the HTML check is skipped with a message, unless E2E=required (CI installs
 * Debian's default-jre-headless in .ci/run).
 */
import AxeBuilder from "@axe-core/playwright";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { LOCALES, type Locale, localeOfPath, localizePath } from "../../app/i18n/locales";
import { claimShape, markupShape, repeatedItems } from "./support/fixtures";
import { internshipPayload } from "./support/listings";
import { linkIn, uniqueAddress, waitForMail } from "./support/mail";
import { ready } from "./support/page";
import { javaFound, vnuFaults } from "./support/vnu";



/** WCAG 2.2 A/AA: target-size (2.5.8) is in wcag22aa. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [1280, 375];


/** The public pages the sitemap does not list, in English: twins are made by localizePath. */
async function pagesOutsideTheSitemap(page: Page, internship: string): Promise<string[]> {
  const token = "x".repeat(43);
  // A poster's private pages: a submission with an address, its manage link from the mailed receipt.
  const poster = uniqueAddress("vnu");
  const posted = await page.request.post("/api/opportunities", {
    data: internshipPayload({ title: "Groundwater survey intern", organizationName: "Valid Markup Trust", posterEmail: poster }),
  });
  expect(posted.status()).toBe(201);
  const manage = new URL(linkIn(await waitForMail(poster), /http\S+\/manage\/[A-Za-z0-9_-]{43}/)).pathname;
  return [
    "/?type=fellowship&category=design",
    "/?query=water",
    "/submit?type=fellowship",
    "/submit?type=course",
    "/features-preview",
    `/report/${internship.split("/").pop()}`,
    "/alerts",
    `/alerts/confirm/${token}`,
    `/alerts/manage/${token}`,
    `/alerts/unsubscribe/${token}`,
    "/manage",
    manage,
    `${manage}/edit`,
    "/saved",
    "/offline",
    "/no-such-page",
  ];
}

/** The sitemap's pages and the others, in `locale` (a page without a twin in that language is English's). */
async function publicPages(page: Page, locale: Locale): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
  const internship = listed.find((path) => path.startsWith("/internships/"))!;
  const others = (await pagesOutsideTheSitemap(page, internship)).map((path) => localizePath(path, locale));
  const pages = [...new Set([...listed, ...others])].filter((path) => localeOfPath(path.split("?")[0]!) === locale);
  expect(pages.length, `public pages in ${locale}`).toBeGreaterThan(40);
  return pages;
}

/** Every WCAG 2.2 A/AA rule at the desktop width; at the phone width, where the layout changes, the target size again. */
async function axeAtEveryWidth(page: Page) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const axe = new AxeBuilder({ page });
    for (const selector of await page.evaluate(repeatedItems)) axe.exclude(selector);
    const results = await (width === WIDTHS[0] ? axe.withTags(AXE_TAGS) : axe.withRules(["target-size"])).analyze();
    for (const v of results.violations)
      found.push(`${new URL(page.url()).pathname} @${width}px: ${v.id} (${v.help}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  }
  return found;
}

/** A page's kind: its path with slugs and tokens as ":x" ("/hi/internships/:x", "/manage/:x/edit"), its query kept. */
function kindOf(path: string): string {
  const [pathname = "", query = ""] = path.split("?");
  const prefix = localeOfPath(pathname) === "en" ? "" : `/${localeOfPath(pathname)}`;
  const [first, ...rest] = pathname.slice(prefix.length).split("/").filter(Boolean);
  const kind = [first, ...rest.map((segment) => (LITERAL_SEGMENTS.has(segment) ? segment : ":x"))].filter(Boolean).join("/");
  return `${prefix}/${kind}${query ? `?${query}` : ""}`;
}
const LITERAL_SEGMENTS = new Set(["confirm", "manage", "unsubscribe", "edit"]);

/**
 * Writes a document for the checker. Every page inlines the same stylesheet (decision 179): the first
 * document keeps it, the others have it emptied, so the checker's CSS parser reads it once per run.
 */
function writeDocument(dir: string, index: number, html: string): string {
  const file = join(dir, `${String(index).padStart(3, "0")}.html`);
  writeFileSync(file, index === 0 ? html : html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2"));
  return file;
}


for (const locale of LOCALES) {
  test(`every public page in ${locale} is valid HTML before and after JavaScript, and passes axe with WCAG 2.2 target size`, async ({ page }) => {
    test.skip(test.info().project.name === "no-js", "the server's document, which a visitor without JavaScript gets, is checked here too");
    const checkHtml = javaFound;
    if (!javaFound && process.env.E2E === "required") throw new Error("Java is needed for the HTML checker (Debian: apt-get install default-jre-headless)");
    // About 60 pages per language in Chromium, and axe on about 35 of them: minutes on a 2-core machine.
    test.setTimeout(1_200_000);
    const pages = await publicPages(page, locale);
    const dir = mkdtempSync(join(tmpdir(), "ic-vnu-"));
    const files: { path: string; file: string }[] = [];
    const axeFaults: string[] = [];
    try {
      // Every page: its server document, and in Chromium its document after JavaScript. Axe, at two widths,
      // on the first page of each kind (every kind the sitemap and the other public pages have), already loaded.
      const kinds = new Set<string>();
      for (const path of pages) {
        const served = await page.request.get(path);
        expect(served.headers()["content-type"], path).toContain("text/html");
        files.push({ path: `${path} (server)`, file: writeDocument(dir, files.length, await served.text()) });
        // Pages of one kind are one route module with other data: Chromium loads the first of each kind,
        // while the checker reads every page's server document (decision 352).
        if (kinds.has(kindOf(path))) continue;
        kinds.add(kindOf(path));
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(path);
        await ready(page);
        const html = await page.content();
        files.push({ path: `${path} (after JavaScript)`, file: writeDocument(dir, files.length, html) });
        // A kind whose markup another language's walk already checked, its words and their lang aside, is not checked again (decision 352).
        if (claimShape(`walk ${markupShape(html.replace(/\slang="[^"]*"/g, ""))}`)) axeFaults.push(...(await axeAtEveryWidth(page)));
      }
      test.info().annotations.push({ type: "checked", description: `${pages.length} pages in vnu, ${kinds.size} kinds after JavaScript and in axe` });
      if (!checkHtml) console.warn("no Java: the HTML checker cannot run (Debian: apt-get install default-jre-headless)");
      const faults = [...axeFaults, ...(checkHtml ? vnuFaults(files) : [])];
      expect(faults, faults.join("\n")).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
