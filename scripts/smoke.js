// A start of the built server and a short journey on the Node that runs this script: CI runs it
// with the oldest Node the `engines` range allows, so that range is proven by what shows it
// (the whole suite runs once, on the shipped Node 24; docs/decisions/400).
//   node scripts/smoke.js        (after a build: `npx vite build`)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.SMOKE_PORT ?? 4399);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), "ic-smoke-"));
if (!existsSync("build/server/index.js")) fail("no build: run `npx vite build` first");

// No SMTP_URL: the embedded default writes each message as a file in <data folder>/mail/.
const { SMTP_URL: _smtp, ...environment } = process.env;
const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...environment,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    DATABASE_PATH: join(dir, "app.db"),
    EMBEDDED_DEFAULTS: "true",
    COOKIE_SECURE: "false",
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
server.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.on("exit", resolve));

const steps = [];
try {
  await untilServing();
  const version = (await text("/metrics")).match(/nodejs_version_info\{version="(v[\d.]+)"/)?.[1];
  check(version === process.version, `the server runs on ${process.version} (metrics say ${version})`);

  const home = await text("/");
  const listing = home.match(/href="(\/(?:internships|fellowships|courses|jobs)\/[^"#?]+)"/)?.[1];
  check(Boolean(listing), "the home lists demo listings");
  check((await text(listing)).includes("<h1"), `a listing page renders (${listing})`);
  check((await text("/hi")).includes('lang="hi"'), "the Hindi home renders");
  const search = await fetch(`${base}/api/opportunities/search?query=climate`);
  const found = await search.json();
  check(Array.isArray(found) && found.length > 0 && Number(search.headers.get("x-total-count")) >= found.length, "the search API finds demo listings");
  check((await text("/feed.xml")).includes("<rss"), "the feed renders");

  const posted = await fetch(`${base}/api/opportunities`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(submission()),
  });
  check(posted.status === 201, `a submission through the API is accepted (${posted.status})`);
  check(await mailWritten(), "its receipt is written to the mail folder by the outbox worker");
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await exited;
  rmSync(dir, { recursive: true, force: true });
}
console.log(`smoke on node ${process.version}: ${steps.length} passed, 0 failed`);

function check(ok, what) {
  if (!ok) fail(`${what}: no\n--- server output ---\n${output}`);
  steps.push(what);
  console.log(`  ok  ${what}`);
}

function fail(message) {
  console.error(`smoke on node ${process.version} failed: ${message}`);
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // not started or already gone
  }
  process.exit(1);
}

async function text(path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) fail(`GET ${path} answered ${response.status}`);
  return response.text();
}

async function untilServing() {
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`the server never answered /healthz\n--- server output ---\n${output}`);
}

async function mailWritten() {
  const folder = join(dir, "mail");
  for (let i = 0; i < 150; i++) {
    if (existsSync(folder) && readdirSync(folder).some((name) => name.endsWith(".eml"))) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function submission() {
  return {
    data: {
      title: "Smoke test water quality fellow",
      organizationName: "Smoke Test River Trust",
      opportunityType: "fellowship",
      description: "Work with village councils in Bihar to test drinking water and train local volunteers to do the same.",
      applicationUrl: "https://river-trust.example.org/fellowship",
      requirements: "Graduates in any discipline with field experience.",
      applicationInstructions: "Apply with your CV and a one-page statement.",
      location: null,
      posterEmail: "poster@example.org",
    },
    attributes: { category: "data", duration: "6+ months", stipend: "₹15,000/month", hasPaid: true, skills: "Field research", causes: "Water and sanitation" },
  };
}
