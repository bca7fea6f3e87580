/**
 * The anonymous page cache (docs/decisions/049-anonymous-page-cache.md), against
 * the real built server: a cookie-less visitor's second view of a public page is
 * served from memory with a fresh CSP nonce; visitors with cookies and
 * per-visitor pages are never cached; any write to the database drops it.
 */
import { request as playwrightRequest, type APIResponse } from "@playwright/test";
import { E2E_ADMIN, expect, test } from "./support/fixtures";

// Plain HTTP calls: one project is enough.
test.skip(({ jsEnabled }) => !jsEnabled, "HTTP only");

function scriptNonces(html: string) {
  return [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
}

function cspNonce(response: APIResponse) {
  return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
}

test("a public page is reused for visitors without cookies, with this response's nonce", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    // A URL of its own, so no other test fills or reads this entry (unknown parameters are not part of the key).
    const url = `/?type=course&query=probe${Date.now().toString(36)}`;
    const first = await anonymous.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()["x-page-cache"]).toBe("miss");
    const firstHtml = await first.text();

    // Other tests write to the same database in parallel; a write drops the cache, so ask until one is reused.
    let hit: APIResponse | undefined;
    await expect
      .poll(async () => {
        hit = await anonymous.get(url);
        return hit.headers()["x-page-cache"];
      })
      .toBe("hit");
    const hitHtml = await hit!.text();
    const nonce = cspNonce(hit!);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(cspNonce(first));
    const nonces = scriptNonces(hitHtml);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    const withoutNonces = (html: string) => html.replace(/ nonce="[^"]+"/g, "");
    expect(withoutNonces(hitHtml)).toBe(withoutNonces(firstHtml));
    expect(hit!.headers()["set-cookie"]).toBeUndefined();
  } finally {
    await anonymous.dispose();
  }
});

test("visitors with cookies and per-visitor pages are never served from the cache", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  try {
    const withCookie = await anonymous.get("/?type=fellowship", { headers: { Cookie: "anything=1" } });
    expect(withCookie.status()).toBe(200);
    expect(withCookie.headers()["x-page-cache"]).toBeUndefined();
    // The submit form carries a signed time token of its own.
    const submit = await anonymous.get("/submit");
    expect(submit.headers()["x-page-cache"]).toBeUndefined();
    const notFound = await anonymous.get("/internships/no-such-listing-anywhere");
    expect(notFound.status()).toBe(404);
    expect((await anonymous.get("/internships/no-such-listing-anywhere")).headers()["x-page-cache"]).toBe("miss");
  } finally {
    await anonymous.dispose();
  }
});

test("a write to the database drops the cached pages", async ({ baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const url = `/about?probe=${Date.now().toString(36)}`;
    await anonymous.get(url);
    await expect.poll(async () => (await anonymous.get(url)).headers()["x-page-cache"]).toBe("hit");

    expect((await admin.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
    const settings = (await (await admin.get("/api/admin/site-settings")).json()) as { id: number; key: string; value: string }[];
    const siteName = settings.find((s) => s.key === "site_name")!;
    // The same value again: nothing visible changes, but the database was written.
    const patched = await admin.patch(`/api/admin/site-settings/${siteName.id}`, { data: { value: siteName.value } });
    expect(patched.status()).toBe(200);

    expect((await anonymous.get(url)).headers()["x-page-cache"]).toBe("miss");
  } finally {
    await anonymous.dispose();
    await admin.dispose();
  }
});
