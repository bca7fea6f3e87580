/**
 * The e2e `test`: every page a test visits is checked with axe (WCAG 2.1 A/AA),
 * with JavaScript on and off (the two Playwright projects).
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Browser, expect, type Page } from "@playwright/test";

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
 */
export async function axeViolationsWithoutJs(browser: Browser, page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = new URL(page.url());
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    await copy.goto(`${url.origin}/healthz`);
    await copy.setContent(html, { waitUntil: "load" });
    return (await axeViolations(copy)).map((v) => ({ ...v, url: page.url() }));
  } finally {
    await context.close();
  }
}

export const test = base.extend<{ axeEveryPage: void; jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  axeEveryPage: [
    async ({ page, browser, javaScriptEnabled }, use) => {
      const checked = new Set<string>();
      const violations: Awaited<ReturnType<typeof axeViolations>> = [];
      const pending: Promise<void>[] = [];
      const check = async () => {
        const url = page.url();
        if (checked.has(url) || !url.startsWith("http")) return;
        checked.add(url);
        try {
          violations.push(
            ...(javaScriptEnabled === false
              ? await axeViolationsWithoutJs(browser, page)
              : await axeViolations(page)),
          );
        } catch (error) {
          // The page moved on while axe ran (the new document lacks the injected axe:
          // "reading 'utils'" or "'runPartial'" of undefined); the next page gets its own check.
          checked.delete(url);
          if (!/destroyed|navigat|closed|Target|reading '(?:utils|runPartial)'/i.test(String(error))) throw error;
        }
      };
      page.on("load", () => pending.push(check()));
      await use();
      if (!page.isClosed()) pending.push(check());
      await Promise.all(pending);
      expect(violations, "axe violations on visited pages").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
