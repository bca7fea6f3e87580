import { redirectWithError, redirectWithSuccess } from "remix-toast";
import { afterEach, describe, expect, it } from "vitest";
import { loader, meta } from "../../../app/root";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";

let t: TestDb;
afterEach(() => t?.cleanup());

type LoaderResult = { data: Awaited<ReturnType<typeof loader>>["data"]; init: ResponseInit | null };

async function runRoot(cookie?: string, env = testEnv()) {
  const context = testContext(t.db, { env });
  const request = new Request("http://localhost:3000/about", { headers: cookie ? { Cookie: cookie } : {} });
  return (await loader({ request, context, params: {} } as never)) as unknown as LoaderResult;
}

/** The flash cookie a redirect with a toast sets, as the browser would send it back. */
async function flashCookie(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  expect(setCookie).toMatch(/^toast-session=/);
  return setCookie!.split(";")[0]!;
}

describe("root loader", () => {
  it("gives the shell the configured brand, support address and year, and no user when anonymous", async () => {
    t = createTestDb();
    const env = testEnv({ SITE_NAME: "Seva Careers", SUPPORT_EMAIL: "help@seva.example", SITE_URL: "https://seva.example" });
    const { data, init } = await runRoot(undefined, env);
    expect(data.site).toEqual({ siteName: "Seva Careers", supportEmail: "help@seva.example", siteUrl: "https://seva.example" });
    expect(data.year).toBe(new Date().getFullYear());
    expect(data.user).toBeNull();
    expect(data.toast).toBeNull();
    // A plain page view sets no cookie.
    expect(new Headers(init?.headers).get("Set-Cookie")).toBeNull();
  });

  it("reads a flashed toast once, gives it an id and clears the cookie", async () => {
    t = createTestDb();
    testContext(t.db); // signs toast cookies with the test secret
    const cookie = await flashCookie(await redirectWithSuccess("/about", { message: "Saved", description: "All good" }));
    const { data, init } = await runRoot(cookie);
    expect(data.toast).toMatchObject({ message: "Saved", description: "All good", type: "success" });
    expect(data.toast?.id).toEqual(expect.any(String));
    const cleared = new Headers(init?.headers).get("Set-Cookie");
    expect(cleared).toMatch(/^toast-session=/);
    // The cleared cookie carries no toast any more.
    const again = await runRoot(cleared!.split(";")[0]);
    expect(again.data.toast).toBeNull();
  });

  it("passes error toasts through with their type", async () => {
    t = createTestDb();
    testContext(t.db);
    const cookie = await flashCookie(await redirectWithError("/", "Logout failed"));
    const { data } = await runRoot(cookie);
    expect(data.toast).toMatchObject({ message: "Logout failed", type: "error" });
  });

  it("ignores a toast cookie signed with another secret", async () => {
    t = createTestDb();
    testContext(t.db, { env: testEnv({ SESSION_SECRET: "another-secret-another-secret-another-1" }) });
    const cookie = await flashCookie(await redirectWithSuccess("/", "Forged"));
    const { data } = await runRoot(cookie);
    expect(data.toast).toBeNull();
  });
});

describe("root meta", () => {
  const site = { siteUrl: "https://impact.example", siteName: "Impact Careers", supportEmail: "s@impact.example" };
  const args = (pathname: string, error?: unknown) =>
    ({ location: { pathname }, matches: [{ id: "root", loaderData: { site } }], error }) as never;
  const find = (tags: ReturnType<typeof meta>, pred: (t: Record<string, unknown>) => boolean) =>
    tags.find((tag) => pred(tag as Record<string, unknown>)) as Record<string, string> | undefined;

  it("gives the not-found screen its title, canonical /404 and noindex", () => {
    const tags = meta(args("/no-such-page", { status: 404, statusText: "Not Found", internal: false, data: null }));
    expect(find(tags, (t) => "title" in t)?.title).toBe("404 Page Not Found | Impact Careers");
    expect(find(tags, (t) => t.rel === "canonical")?.href).toBe("https://impact.example/404");
    expect(find(tags, (t) => t.name === "robots")?.content).toBe("noindex, nofollow");
  });

  it("uses the default title and the current path otherwise", () => {
    const tags = meta(args("/somewhere"));
    expect(find(tags, (t) => "title" in t)?.title).toBe("Impact Careers | Build Your Career of Impact");
    expect(find(tags, (t) => t.rel === "canonical")?.href).toBe("https://impact.example/somewhere");
    expect(find(tags, (t) => t.property === "og:image")?.content).toBe("https://impact.example/social-default.png");
  });
});
