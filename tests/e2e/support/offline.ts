/** Offline reading in e2e tests: the network really gone, and the service worker in control. */
import type { BrowserContext, Page, Route } from "@playwright/test";

/**
 * The network gone for the page and for its service worker. `setOffline` alone leaves the
 * worker's own fetches online (microsoft/playwright#2311), so the worker got fresh pages and
 * never showed a kept copy; its requests are refused as a lost connection refuses them.
 * Needs PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS (playwright.config.ts).
 */
const refuseWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort("internetdisconnected") : route.continue();

/**
 * For the rest of the test: each test has its own context, closed when it ends, so nothing puts the
 * network back. A `finally` that did (unroute, then setOffline) failed once in CI with "Target page,
 * context or browser has been closed" and hid what the test itself had met.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**", refuseWorkerRequests);
}

/** The worker registers after the page has loaded and takes over this page. */
export async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

