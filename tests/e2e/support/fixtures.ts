/**
 * The e2e `test`: every page a test visits is checked with axe (WCAG 2.1 A/AA),
 * with JavaScript on and off (the two Playwright projects).
 */
import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eDataDir } from "./database";

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password-2025" };

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => ({
    url: page.url(),
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

/**
 * With JavaScript disabled axe cannot run inside the page, so the page's HTML is
 * copied into a same-origin page of a JS-enabled context, its scripts stripped
 * and script requests blocked: what a no-JS visitor gets, checked by axe.
 * One such page serves every check of a test worker.
 */
export async function axeViolationsWithoutJs(copy: Page, page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = new URL(page.url());
  if (!copy.url().startsWith(url.origin)) await copy.goto(`${url.origin}/healthz`);
  await copy.setContent(html, { waitUntil: "load" });
  return (await axeViolations(copy)).map((v) => ({ ...v, url: page.url() }));
}

/**
 * What axe judges is the markup's shape: elements, roles, classes, whether text is there.
 * Two pages of one shape (the same screen with other listings, ids or links) get one check
 * per run, which keeps the suite inside its time on a 2-core machine.
 */
export function markupShape(html: string) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/>\s*[^<\s][^<]*</g, ">T<")
    .replace(/\s(?:href|src|srcset|value|content|id|for|name|action|datetime|nonce|title|alt|placeholder|data-[\w-]+|aria-(?:describedby|labelledby|controls|label))="[^"]*"/g, "")
    .replace(/(<(?:article|li|tr)\b[\s\S]*?<\/(?:article|li|tr)>)(?:\s*\1)+/g, "$1");
}

/**
 * Shapes already checked, shared by every worker and both projects of a run through files in the
 * e2e server's folder (emptied when the server starts): the first to create a shape's file checks it.
 */
const shapesFolder = join(e2eDataDir, "axe-shapes");
const claimShape = (shape: string) => {
  mkdirSync(shapesFolder, { recursive: true });
  try {
    writeFileSync(join(shapesFolder, createHash("sha256").update(shape).digest("hex")), "", { flag: "wx" });
    return true;
  } catch {
    return false;
  }
};
const releaseShape = (shape: string) =>
  rmSync(join(shapesFolder, createHash("sha256").update(shape).digest("hex")), { force: true });

export const test = base.extend<{ axeEveryPage: void; jsEnabled: boolean }, { axeCopyPage: Page }>({
  axeCopyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const copy = await context.newPage();
      await copy.route("**/*", (route) =>
        route.request().resourceType() === "script" ? route.abort() : route.continue(),
      );
      await use(copy);
      await context.close();
    },
    { scope: "worker" },
  ],
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  axeEveryPage: [
    async ({ page, axeCopyPage, javaScriptEnabled }, use) => {
      const violations: Awaited<ReturnType<typeof axeViolations>> = [];
      let queue = Promise.resolve();
      const check = async () => {
        const url = page.url();
        if (!url.startsWith("http")) return;
        let shape: string;
        try {
          shape = markupShape(await page.content());
        } catch {
          return; // the page moved on; the next load brings its own check
        }
        // A form post or link has already begun the next document, still empty: its own load brings its check.
        if (/<body[^>]*>\s*<\/body>/.test(shape)) return;
        if (!claimShape(shape)) return;
        try {
          violations.push(
            ...(javaScriptEnabled === false
              ? await axeViolationsWithoutJs(axeCopyPage, page)
              : await axeViolations(page)),
          );
        } catch (error) {
          // The page moved on while axe ran (the new document lacks the injected axe:
          // "reading 'utils'" or "'runPartial'" of undefined); the next page gets its own check.
          releaseShape(shape);
          if (!/destroyed|navigat|closed|Target|reading '(?:utils|runPartial)'/i.test(String(error))) throw error;
        }
      };
      // One check at a time: two axe runs at once in one page trip over each other.
      const enqueue = () => {
        queue = queue.then(check);
      };
      page.on("load", enqueue);
      await use();
      // A load after the test's last step would start a check once the test has ended ("Test ended").
      page.off("load", enqueue);
      if (!page.isClosed()) enqueue();
      await queue;
      expect(violations, "axe violations on visited pages").toEqual([]);
    },
    { auto: true },
  ],
});


/**
 * For a test whose every check reads what the server sends or what CSS lays out (documents, headers,
 * feeds, search results, a screen's layout), which JavaScript cannot change: it runs once, in the
 * project named (the no-JS visitor's documents, or the js project for a page that needs the browser's
 * scripts), instead of twice. Journeys (forms, navigation, anything enhanced) keep both projects
 * (docs/decisions/400-the-suite-runs-once.md).
 */
export function checkedOnce(project: "js" | "no-js" = "no-js") {
  test.skip(test.info().project.name !== project, `the same with JavaScript on and off: checked once, in the ${project} project`);
}

export { expect };
