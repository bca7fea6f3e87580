/**
 * The board and /submit hydrate at the visitor's first interaction (docs/decisions/463): in every language
 * of the registry the built server marks them `<html data-hydrate="on-interaction">` and still sends all
 * React needs to hydrate them then (React Router's context, its module scripts, the catalogue's chunk on a
 * translated page); a page that hydrates at once (sign-in) and a read page carry no mark.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { type BuiltServer, ensureBuild, startServing } from "../../support/built-server";

const PORT = 4465;
const BASE = `http://127.0.0.1:${PORT}`;
let dir = "";
let server: BuiltServer;

beforeAll(async () => {
  ensureBuild();
  dir = mkdtempSync(join(tmpdir(), "ic-hydrate-on-interaction-"));
  server = await startServing(PORT, {
    DATABASE_PATH: join(dir, "app.db"),
    SESSION_SECRET: "hydrate-on-interaction-secret-hydrate-on",
    SEED_DEMO_DATA: "false",
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The page's `<html …>` tag and its whole text. */
async function page(path: string) {
  const response = await fetch(`${BASE}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, tag: /<html[^>]*>/.exec(html)![0] };
}

describe("hydrating at the first interaction", () => {
  for (const language of LANGUAGES) {
    const prefix = language.prefix ? `/${language.prefix}` : "";
    for (const path of [prefix || "/", `${prefix}/submit`]) {
      it(`${path} waits for the first interaction and carries what hydrating then needs`, async () => {
        const { html, tag } = await page(path);
        expect(tag).toContain('data-hydrate="on-interaction"');
        expect(html).toContain("__reactRouterContext");
        expect(html).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
        if (language.code !== "en") expect(tag).toMatch(/data-catalogue-src="\/assets\/[\w-]+\.js"/);
      });
    }
  }

  it("a page that hydrates at once, and a read page, carry no mark", async () => {
    const login = await page("/login");
    expect(login.html).toContain("__reactRouterContext");
    expect(login.tag).not.toContain("data-hydrate");
    const about = await page("/about");
    expect(about.html).not.toContain("__reactRouterContext");
    expect(about.tag).not.toContain("data-hydrate");
  });
});
