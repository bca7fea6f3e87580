import { describe, expect, it } from "vitest";
import { isSameOriginRequest, refuseCrossSiteRequests } from "../../../app/lib/origin-check.server";
import { safeRedirect } from "../../../app/lib/safe-redirect";
import { createTestDb } from "../../support/db";
import { testContext } from "../../support/context";

describe("safeRedirect", () => {
  it("accepts a single leading slash only", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/account/security?tab=2#x")).toBe("/account/security?tab=2#x");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "/a//b", "/a\\b", "", null, undefined, 42, "/\u0000x", "/\nx"]) {
      expect(safeRedirect(bad, "/fallback")).toBe("/fallback");
    }
  });
});

describe("origin check for state-changing requests", () => {
  const site = "https://impactcareers.in";
  const post = (url: string, headers: Record<string, string>) => new Request(url, { method: "POST", headers });

  it("accepts the site's own origin and the origin the request was addressed to", () => {
    expect(isSameOriginRequest(post(`${site}/api/login`, { Origin: site }), site)).toBe(true);
    expect(isSameOriginRequest(post("http://127.0.0.1:3000/login", { Origin: "http://127.0.0.1:3000" }), site)).toBe(true);
  });

  it("refuses another origin, Origin: null and a cross-site Sec-Fetch-Site", () => {
    expect(isSameOriginRequest(post(`${site}/api/login`, { Origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameOriginRequest(post(`${site}/api/login`, { Origin: "https://impactcareers.in.evil.example" }), site)).toBe(false);
    expect(isSameOriginRequest(post(`${site}/api/login`, { Origin: "null" }), site)).toBe(false);
    expect(isSameOriginRequest(post(`${site}/api/login`, { "Sec-Fetch-Site": "cross-site" }), site)).toBe(false);
    expect(isSameOriginRequest(post(`${site}/api/login`, { "Sec-Fetch-Site": "same-site" }), site)).toBe(false);
    expect(isSameOriginRequest(post(`${site}/api/login`, { "Sec-Fetch-Site": "same-origin" }), site)).toBe(true);
  });

  it("lets clients that are not browsers (no Origin, no Sec-Fetch-Site) through", () => {
    expect(isSameOriginRequest(post(`${site}/api/login`, {}), site)).toBe(true);
  });

  it("runs as root middleware: 403 JSON for /api, 403 text for pages, GET untouched", async () => {
    const t = createTestDb();
    try {
      const context = testContext(t.db);
      const next = async () => new Response("ran");
      const run = (request: Request) =>
        refuseCrossSiteRequests({ request, context, params: {}, url: new URL(request.url), pattern: "/" } as never, next) as Promise<Response>;
      const api = await run(post("http://localhost:3000/api/logout", { Origin: "https://evil.example" }));
      expect(api.status).toBe(403);
      expect(await api.json()).toEqual({ message: "Cross-site request refused" });
      const page = await run(post("http://localhost:3000/logout", { Origin: "https://evil.example" }));
      expect(page.status).toBe(403);
      const get = await run(new Request("http://localhost:3000/api/user", { headers: { Origin: "https://evil.example" } }));
      expect(await get.text()).toBe("ran");
      const same = await run(post("http://localhost:3000/logout", { Origin: "http://localhost:3000" }));
      expect(await same.text()).toBe("ran");
    } finally {
      t.cleanup();
    }
  });
});
