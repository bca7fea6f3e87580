/**
 * The e2e `test`: every page a test visits is checked with axe (WCAG 2.1 A/AA),
 * with JavaScript on and off (the two Playwright projects).
 */
import AxeBuilder from "@axe-core/playwright";
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import type { ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { e2eDataDir } from "./database";

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password-2025" };

export async function axeViolations(page: Page) {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of await page.evaluate(repeatedItems)) axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations.map((v) => ({
    url: page.url(),
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

/**
 * In the page: the list items and table rows whose markup repeats an earlier sibling's (the same elements,
 * classes, roles and attributes, other words and links), as selectors axe leaves out. Twenty-four cards of one
 * kind are checked as one: each kind of card, row or badge still is, and a board page's check costs a third.
 */
export function repeatedItems(): string[] {
  const selectorOf = (element: Element): string => {
    const parent = element.parentElement;
    if (!parent) return element.localName;
    return `${selectorOf(parent)} > ${element.localName}:nth-child(${[...parent.children].indexOf(element) + 1})`;
  };
  const VALUES_KEPT = new Set(["class", "role", "type", "lang"]);
  const markupOf = (element: Element) =>
    [element, ...element.querySelectorAll("*")]
      .map((e) => {
        const attributes = e.getAttributeNames().map((name) => (VALUES_KEPT.has(name) ? `${name}=${e.getAttribute(name)}` : name));
        const text = [...e.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        return `${e.localName}[${attributes.sort().join(" ")}]${text ? "T" : ""}`;
      })
      .join("/");
  const repeated: string[] = [];
  for (const list of document.querySelectorAll("ul, ol, tbody")) {
    const seen = new Set<string>();
    for (const item of list.children) {
      const markup = markupOf(item);
      if (seen.has(markup)) repeated.push(selectorOf(item));
      else seen.add(markup);
    }
  }
  return repeated;
}

/**
 * With JavaScript disabled axe cannot run inside the page, so the page's HTML is
 * copied into a same-origin page of a JS-enabled context, its scripts stripped
 * and script requests blocked: what a no-JS visitor gets, checked by axe.
 * One such page serves every check of a test worker.
 */
export async function axeViolationsWithoutJs(copy: Page, page: Page, document?: string) {
  // The document already read, when the caller has one: read again, it could be the next one, still empty.
  const html = (document ?? (await page.content())).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = new URL(page.url());
  if (!copy.url().startsWith(url.origin)) await copy.goto(`${url.origin}/healthz`);
  await copy.setContent(html, { waitUntil: "load" });
  return (await axeViolations(copy)).map((v) => ({ ...v, url: url.href }));
}

/**
 * What axe judges is the markup's shape: elements, roles, classes, whether text is there. Two pages of
 * one shape get one check per run, which keeps the suite inside its time on a 2-core machine: the shape
 * leaves out words, addresses, ids and values, the state a test or the page's timing sets (pressed,
 * expanded, current, a carousel's inert slides), and it counts an element's children as a set, so
 * a board of 12 cards and one of 24, or a table in another order, are one shape.
 */
export function markupShape(html: string) {
  const shapeOf = (node: ChildNode): string => {
    if (node.type === "text") return /\S/.test(node.data) ? "T" : "";
    if (node.type !== "tag") return "";
    if (node.name === "script" || node.name === "link") return "";
    const attributes = Object.entries(node.attribs)
      .filter(([name]) => !VALUE_ONLY.test(name))
      .map(([name, value]) => (STATE.test(name) ? name : `${name}="${value}"`))
      .sort();
    const children = [...new Set(node.children.map(shapeOf).filter(Boolean))].sort();
    return `<${[node.name, ...attributes].join(" ")}>${children.join("")}</${node.name}>`;
  };
  return parseDocument(html).children.map(shapeOf).join("");
}
const VALUE_ONLY = /^(?:href|hreflang|src|srcset|value|content|id|for|name|action|datetime|nonce|title|alt|placeholder|data-[\w-]+|aria-(?:describedby|labelledby|controls|label))$/;
const STATE = /^(?:aria-(?:pressed|expanded|current|selected|checked)|inert)$/;

/**
 * Shapes already checked, shared by every worker and both projects of a run through files in the
 * e2e server's folder (emptied when the server starts): the first to create a shape's file checks it.
 */
const shapesFolder = join(e2eDataDir, "axe-shapes");
export const claimShape = (shape: string) => {
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
        let html: string;
        let shape: string;
        try {
          // The document and its state read at once: a link or form post may have begun the next document,
          // still arriving (a form without its last labels); its own load brings its check.
          const read = await page.evaluate(() => ({
            complete: document.readyState === "complete",
            html: (document.doctype ? new XMLSerializer().serializeToString(document.doctype) : "") + document.documentElement.outerHTML,
          }));
          if (!read.complete) return;
          html = read.html;
          shape = markupShape(html);
        } catch {
          return; // the page moved on; the next load brings its own check
        }
        if (!claimShape(shape)) return;
        try {
          const found = javaScriptEnabled === false ? await axeViolationsWithoutJs(axeCopyPage, page, html) : await axeViolations(page);
          // With JavaScript axe reads the live page: one that went elsewhere meanwhile gets its own check at its load.
          if (javaScriptEnabled !== false && page.url() !== url) releaseShape(shape);
          else violations.push(...found);
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
