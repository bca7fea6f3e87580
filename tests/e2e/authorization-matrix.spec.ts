/**
 * The authorisation matrix: every admin page and /api/admin/* endpoint (one
 * list, tests/e2e/support/admin-endpoints/) is called as an anonymous visitor,
 * as a signed-in non-admin, as that non-admin sending X-Admin-User-ID of the
 * admin (the earlier client's header), and as the admin. Only the admin gets
 * through; the others get 401/403 — for pages, the admin login card.
 */
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { ADMIN_ENDPOINTS, type AdminEndpoint } from "./support/admin-endpoints";
import { E2E_ADMIN, expect, test } from "./support/fixtures";

test.skip(() => test.info().project.name === "no-js", "HTTP only: runs once, in the js project");

async function call(ctx: APIRequestContext, endpoint: AdminEndpoint, headers: Record<string, string> = {}) {
  const options = { headers, maxRedirects: 0, failOnStatusCode: false };
  if (endpoint.method === "GET") return ctx.get(endpoint.path, options);
  const body =
    endpoint.kind === "api" ? { data: endpoint.body ?? {} } : { form: (endpoint.body ?? {}) as Record<string, string> };
  return ctx.fetch(endpoint.path, { ...options, method: endpoint.method, ...body });
}

async function expectRefused(ctx: APIRequestContext, endpoint: AdminEndpoint, who: string, headers?: Record<string, string>) {
  const res = await call(ctx, endpoint, headers);
  const label = `${endpoint.method} ${endpoint.path} as ${who}`;
  expect([401, 403], `${label}: status ${res.status()}`).toContain(res.status());
  if (endpoint.kind === "page" && endpoint.method === "GET") {
    const html = await res.text();
    expect(html, `${label} shows the login card`).toContain("Admin sign in");
    expect(html, `${label} shows no panel`).not.toContain("Sign out");
  }
}

test("only an admin session reaches the back office, whatever headers are sent", async ({ baseURL }) => {
  // Five calls per endpoint, a hundred endpoints, on a shared machine.
  test.setTimeout(240_000);
  expect(ADMIN_ENDPOINTS.length).toBeGreaterThan(0);
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const nonAdmin = await playwrightRequest.newContext({ baseURL });
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const adminLogin = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(adminLogin.status()).toBe(200);
    const adminUser = (await adminLogin.json()) as { id: number; isAdmin: boolean };
    expect(adminUser.isAdmin).toBe(true);

    const username = `matrix${Date.now().toString(36)}`;
    const registered = await nonAdmin.post("/api/register", {
      data: { username, password: "matrix of permissions", fullName: "Matrix Tester" },
    });
    expect(registered.status()).toBe(201);
    expect(((await (await nonAdmin.get("/api/user")).json()) as { isAdmin: boolean }).isAdmin).toBe(false);

    // Refusals first, so that the admin's own calls (which may change data) come last.
    for (const endpoint of ADMIN_ENDPOINTS) {
      await expectRefused(anonymous, endpoint, "anonymous");
      await expectRefused(anonymous, endpoint, "anonymous with X-Admin-User-ID", { "X-Admin-User-ID": String(adminUser.id) });
      await expectRefused(nonAdmin, endpoint, "non-admin");
      await expectRefused(nonAdmin, endpoint, "non-admin with X-Admin-User-ID", { "X-Admin-User-ID": String(adminUser.id) });
    }
    for (const endpoint of ADMIN_ENDPOINTS) {
      const res = await call(admin, endpoint);
      const label = `${endpoint.method} ${endpoint.path} as admin`;
      if (endpoint.adminStatus) expect(res.status(), label).toBe(endpoint.adminStatus);
      else expect(res.status(), `${label}: status ${res.status()}`).toBeLessThan(400);
      if (endpoint.kind === "page" && (endpoint.method === "GET" || endpoint.adminStatus)) {
        const html = await res.text();
        expect(html, `${label} shows the panel`).toContain("Sign out");
        expect(html, `${label} shows no login card`).not.toContain("Admin sign in");
      }
    }
  } finally {
    await Promise.all([anonymous.dispose(), nonAdmin.dispose(), admin.dispose()]);
  }
});
