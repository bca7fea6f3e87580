/**
 * The release file on a machine with nothing installed: unpacked, started with a PATH that has
 * no node or npm, it migrates, seeds and serves the board; its tools run the same way.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bareToolsPath, type ReleaseServer, runRelease, serveRelease } from "./support/release-server";

const PORT = 4341;
const home = mkdtempSync(join(tmpdir(), "ic-release-home-"));
const PATH = bareToolsPath();
// An operator's first start: no settings but where to listen.
const env = { PATH, HOME: home, PORT: String(PORT), HOST: "127.0.0.1", WEB_CONCURRENCY: "2" };
let server: ReleaseServer;

beforeAll(async () => {
  server = await serveRelease(PORT, { cwd: home, env });
});

afterAll(async () => {
  await server?.stop();
  rmSync(home, { recursive: true, force: true });
  rmSync(PATH, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" });
}

describe("the release file", () => {
  it("runs where there is no node or npm", () => {
    const lookup = runRelease(["version"], { cwd: home, env });
    expect(lookup.stdout).toMatch(/^impact-careers \d+\.\d+\.\d+ \(node v24\./);
    for (const tool of ["node", "npm", "npx"]) {
      expect(spawnSync("sh", ["-c", `command -v ${tool}`], { env }).status, `${tool} is on the PATH`).not.toBe(0);
    }
  });

  it("answers /healthz, the home page and a listing page", async () => {
    const base = `http://127.0.0.1:${PORT}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const homePage = await fetch(`${base}/`);
    expect(homePage.status).toBe(200);
    const html = await homePage.text();
    const listing = html.match(/href="(\/(?:internships|fellowships|courses)\/[a-z0-9-]+)"/)?.[1];
    expect(listing, "the seeded home page links to a listing").toBeTruthy();
    const page = await fetch(`${base}${listing}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1");
  });

  it("searches on its search thread, loaded from the release's build", async () => {
    // A thread that cannot load its entry says so at once (and the search runs on the request thread).
    const search = await fetch(`http://127.0.0.1:${PORT}/api/opportunities/search?query=climate`);
    expect(search.status).toBe(200);
    expect(((await search.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(server.output()).not.toContain("search_thread.error");
  });

  it("keeps its database in the folder it was started from, not in the release", () => {
    expect(readdirSync(join(home, "data"))).toContain("app.db");
    expect(readdirSync(inject("releaseDir"))).not.toContain("data");
  });

  it("names its own launcher, not npm, in what it tells the operator", async () => {
    const self = join(inject("releaseDir"), "bin", "impact-careers");
    // The first start's admin notice (printed once every worker listens: the first one may answer
    // /healthz before the last has started), and the tools' usage.
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain(`Change it with \`${self} admin:create --username admin\``);
    const usage = runRelease(["admin:create", "--help"], { cwd: home, env });
    expect(usage.stdout).toContain(`${self} admin:create --username NAME`);
    expect(`${server.output()}${usage.stdout}`).not.toContain("npm run");
  });

  it("is the size the deploying guide says", () => {
    const figure = /impact-careers-\{version\}-linux-x64\.tar\.gz` \(\*\*([\d.]+) MB\*\*/.exec(readFileSync("docs/deploying.md", "utf8"));
    expect(figure, "docs/deploying.md gives the release's size").not.toBeNull();
    const megabytes = inject("releaseBytes") / 1024 / 1024;
    console.log(`release: ${megabytes.toFixed(1)} MB (docs/deploying.md: ${figure![1]} MB)`);
    // Within 2 %: a new dependency that changes it more needs docs/deploying.md changed with it.
    expect(Math.abs(Number(figure![1]) - megabytes) / megabytes).toBeLessThan(0.02);
  });

  it("runs the operator's tools with the bundled runtime", () => {
    const migrate = runRelease(["migrate"], { cwd: home, env });
    expect(migrate.stdout, migrate.stderr).toContain(`Database migrated: ${join(home, "data", "app.db")}`);
    const backup = runRelease(["backup", join(home, "copy.db")], { cwd: home, env });
    expect(backup.stdout, backup.stderr).toContain("integrity ok");
    const admin = runRelease(["admin:create", "--username", "operator"], { cwd: home, env });
    expect(admin.status, admin.stderr).toBe(0);
    const mail = runRelease(["mail:send"], { cwd: home, env });
    expect(mail.stdout, mail.stderr).toMatch(/^Sent \d+/m);
  });

  it("is pruned: no type definitions, source maps or C sources, one native SQLite binary", () => {
    const modules = filesUnder(join(inject("releaseDir"), "node_modules"));
    expect(modules.filter((file) => /\.d\.[cm]?ts$|\.map$|\.(?:cc|cpp|h)$/.test(file))).toEqual([]);
    expect(readdirSync(join(inject("releaseDir"), "node_modules/better-sqlite3/prebuilds"))).toEqual(["linux-x64.node"]);
    // The runtime alone is ~40 MB compressed; docs/deploying.md records the size.
    expect(inject("releaseBytes")).toBeLessThan(80 * 1024 * 1024);
  });
});
