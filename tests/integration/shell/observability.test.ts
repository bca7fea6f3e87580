/**
 * The built server as an operator runs it (two worker processes, behind a proxy it trusts):
 * its log is one JSON object a line and never holds a secret of the poster, alert and
 * sign-in journeys; GET /metrics sums the workers and answers only a loopback client or
 * the bearer token.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../../support/built-server";
import { issueFormToken } from "../../../app/submissions/anti-bot.server";
import { validFormFields } from "../../support/submissions";

const PORT = 4322;
const BASE = `http://127.0.0.1:${PORT}`;
const SESSION_SECRET = "observability-secret-observability-secret-1";
const ADMIN_PASSWORD = "observability-admin-password-7";
const METRICS_TOKEN = "metrics-token-0123456789abcdef";
let dir = "";
let server: ChildProcess;
let output = "";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on its own connection (no keep-alive), so the workers take turns. */
function call(path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    // An absolute-form request line ("GET http://host/path") as a proxy would send it, or an ordinary one.
    const target = path.startsWith("http") ? { host: "127.0.0.1", port: PORT, path } : new URL(`${BASE}${path}`);
    const req = request({ ...("href" in target ? { host: target.hostname, port: target.port, path: target.pathname + target.search } : target), method, headers: { Origin: BASE, ...headers }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** The cookies an answer sets, as name=value. */
const cookiesOf = (answer: Answer) => ((answer.headers["set-cookie"] as string[] | undefined) ?? []).map((c) => c.split(";")[0]!);

/** The text of the first mail to `to` that matches `pattern`, once the server's sender has written it. */
async function mailTo(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const folder = join(dir, "mail");
  for (let i = 0; i < 600; i++) {
    for (const name of existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".eml")) : []) {
      const mail = await simpleParser(readFileSync(join(folder, name)));
      const found = mail.to && JSON.stringify(mail.to).includes(to) ? pattern.exec(mail.text ?? "") : null;
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** Log lines written so far, parsed (every line must be JSON). */
const logLines = () =>
  output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function untilLogged(predicate: (line: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 300 && !logLines().some(predicate); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("logs and metrics of the built server", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // The production build (made once when missing, tests/support/built-server.ts).
    ensureBuild();
    dir = mkdtempSync(join(tmpdir(), "ic-observability-"));
    // Mail goes to files in the data folder, where the test reads the links.
    const { SMTP_URL: _smtp, ...parentEnv } = process.env;
    server = spawn(process.execPath, ["server.js"], {
      env: {
        ...parentEnv,
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        WEB_CONCURRENCY: "2",
        TRUST_PROXY: "1",
        DATABASE_PATH: join(dir, "app.db"),
        SESSION_SECRET,
        SITE_URL: BASE,
        COOKIE_SECURE: "false",
        ADMIN_USERNAME: "admin",
        ADMIN_PASSWORD,
        METRICS_TOKEN,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 1200; i++) {
      if (logLines().some((line) => line.event === "listening")) return;
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server never said it was listening:\n${output}`);
  }, 240_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("logs the poster, alert and sign-in journeys as JSON lines without a token, password or cookie", async () => {
    const secrets: string[] = [ADMIN_PASSWORD, SESSION_SECRET, METRICS_TOKEN];

    // Poster: submit with an email, open the manage link from the receipt.
    const formToken = issueFormToken(SESSION_SECRET, Date.now() - 10_000);
    secrets.push(formToken);
    const submitted = await call("/submit", form({ ...validFormFields(), posterEmail: "poster@example.org", formToken }));
    expect(submitted.status).toBeLessThan(400);
    const [, manageToken] = await mailTo("poster@example.org", /\/manage\/([A-Za-z0-9_-]{20,})/);
    secrets.push(manageToken!);
    expect((await call(`/manage/${manageToken}`)).status).toBe(200);
    expect((await call(`/manage/${manageToken}/edit`)).status).toBe(200);

    // Alert: subscribe, confirm, unsubscribe with the manage token the confirmation leads to.
    expect((await call("/alerts", form({ email: "seeker@example.org", frequency: "weekly" }))).status).toBe(200);
    const [, confirmToken] = await mailTo("seeker@example.org", /\/alerts\/confirm\/([A-Za-z0-9_-]{20,})/);
    secrets.push(confirmToken!);
    expect((await call(`/alerts/confirm/${confirmToken}`)).status).toBe(200);
    const confirmed = await call(`/alerts/confirm/${confirmToken}`, { method: "POST" });
    expect(confirmed.status).toBe(302);
    const alertToken = /\/alerts\/manage\/([A-Za-z0-9_-]+)/.exec(String(confirmed.headers.location))![1]!;
    secrets.push(alertToken, ...cookiesOf(confirmed).map((c) => c.split("=")[1]!));
    expect((await call(`/alerts/manage/${alertToken}`)).status).toBe(200);
    expect((await call(`/alerts/unsubscribe/${alertToken}`, form({ "List-Unsubscribe": "One-Click" }))).status).toBe(200);

    // Sign-in: a wrong password, the right one, a page with the session cookie.
    expect((await call("/api/login", jsonBody({ username: "admin", password: "wrong-password-typed" }))).status).toBe(401);
    secrets.push("wrong-password-typed");
    const signedIn = await call("/api/login", jsonBody({ username: "admin", password: ADMIN_PASSWORD }));
    expect(signedIn.status).toBe(200);
    const cookies = cookiesOf(signedIn);
    expect(cookies.length).toBeGreaterThan(0);
    secrets.push(...cookies.map((c) => c.split("=")[1]!));
    const admin = await call("/admin", { headers: { Cookie: cookies.join("; "), Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(admin.status).toBe(200);

    await untilLogged((line) => line.route === "/admin" && line.status === 200);
    const lines = logLines();
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(8);
      expect(output, "a secret reached the log").not.toContain(secret);
      expect(output).not.toContain(encodeURIComponent(secret));
    }
    // One line per request: request id, route pattern, the path with the token cut out, status, duration.
    const requests = lines.filter((line) => line.event === "request");
    expect(requests).toContainEqual(
      expect.objectContaining({ route: "/manage/:token", path: "/manage/[token]", status: 200, method: "GET", reqId: expect.any(String), ms: expect.any(Number) }),
    );
    expect(requests).toContainEqual(expect.objectContaining({ route: "/alerts/confirm/:token", path: "/alerts/confirm/[token]", status: 302 }));
    expect(requests).toContainEqual(expect.objectContaining({ route: "/alerts/unsubscribe/:token", path: "/alerts/unsubscribe/[token]" }));
    expect(requests).toContainEqual(expect.objectContaining({ route: "/api/login", status: 401 }));
    for (const line of requests) expect(line).toMatchObject({ level: 30, time: expect.any(Number), pid: expect.any(Number), reqId: expect.any(String) });
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
    // Mail written by the outbox worker, and start-up.
    expect(lines).toContainEqual(expect.objectContaining({ event: "mail.written", kind: expect.any(String) }));
    expect(lines).toContainEqual(expect.objectContaining({ event: "listening", workers: 2 }));
  });

  it("logs the Hindi poster and alert journeys, and the raw forms of their links, without a token", async () => {
    const secrets: string[] = [];
    const formToken = issueFormToken(SESSION_SECRET, Date.now() - 10_000);
    const submitted = await call("/hi/submit", form({ ...validFormFields(), posterEmail: "hindi-poster@example.org", formToken }));
    expect(submitted.status).toBeLessThan(400);
    const [, manageToken] = await mailTo("hindi-poster@example.org", /\/hi\/manage\/([A-Za-z0-9_-]{20,})/);
    secrets.push(manageToken!);
    const manage = await call(`/hi/manage/${manageToken}`);
    expect(manage.status).toBe(200);
    // The manage headers in Hindi too: never stored, never indexed, never sent to the listing's site as a referrer.
    expect(manage.headers).toMatchObject({ "cache-control": "no-store", "x-robots-tag": "noindex", "referrer-policy": "same-origin" });
    expect((await call(`/hi/manage/${manageToken}/edit`)).headers["referrer-policy"]).toBe("same-origin");
    // The forms the router also serves: another case, an encoded letter, absolute form, a .data request.
    for (const path of [`/MANAGE/${manageToken}`, `/Manage/${manageToken}/stats.csv`, `/%6danage/${manageToken}`, `http://127.0.0.1:${PORT}/manage/${manageToken}`, `/hi/manage/${manageToken}.data`]) {
      expect((await call(path)).status, path).toBeLessThan(500);
    }
    // A path that does not decode: our 400, never React Router's warning with the raw path on stderr.
    expect((await call(`/hi/manage/${manageToken}%E0%A4`)).status).toBe(400);

    expect((await call("/hi/alerts", form({ email: "hindi-seeker@example.org", frequency: "weekly" }))).status).toBe(200);
    const [, confirmToken] = await mailTo("hindi-seeker@example.org", /\/hi\/alerts\/confirm\/([A-Za-z0-9_-]{20,})/);
    secrets.push(confirmToken!);
    const confirmPage = await call(`/hi/alerts/confirm/${confirmToken}`);
    expect(confirmPage.headers).toMatchObject({ "cache-control": "no-store", "x-robots-tag": "noindex", "referrer-policy": "same-origin" });
    // The subscriber's address, masked.
    expect(confirmPage.body).toContain("hi•••@example.org");
    expect(confirmPage.body).not.toContain("hindi-seeker@example.org");
    const confirmed = await call(`/hi/alerts/confirm/${confirmToken}`, { method: "POST" });
    expect(confirmed.status).toBe(302);
    const alertToken = /\/hi\/alerts\/manage\/([A-Za-z0-9_-]+)/.exec(String(confirmed.headers.location))![1]!;
    secrets.push(alertToken);
    expect((await call(`/hi/alerts/manage/${alertToken}`)).headers["cache-control"]).toBe("no-store");
    expect((await call(`/hi/alerts/unsubscribe/${alertToken}`, form({ "List-Unsubscribe": "One-Click" }))).status).toBe(200);

    await untilLogged((line) => line.route === "/hi/alerts/unsubscribe/:token");
    for (const secret of secrets) {
      expect(output, "a secret reached the log").not.toContain(secret);
      expect(output).not.toContain(secret.slice(0, 16));
    }
    const requests = logLines().filter((line) => line.event === "request");
    expect(requests).toContainEqual(expect.objectContaining({ route: "/hi/manage/:token", path: "/hi/manage/[token]", status: 200 }));
    expect(requests).toContainEqual(expect.objectContaining({ route: "/manage/:token", path: "/MANAGE/[token]" }));
    expect(requests).toContainEqual(expect.objectContaining({ path: "/%6danage/[token]" }));
    expect(requests).toContainEqual(expect.objectContaining({ route: "unmatched", path: "[malformed]", status: 400 }));
    expect(requests).toContainEqual(expect.objectContaining({ route: "/hi/alerts/confirm/:token", path: "/hi/alerts/confirm/[token]", status: 302 }));
  });

  it("sums requests over the workers and refuses a visitor behind the proxy without the token", async () => {
    const before = await call("/metrics");
    expect(before.status).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    const served = new Set<unknown>();
    for (let i = 0; i < 12; i++) expect((await call("/terms")).status).toBe(200);
    await untilLogged((line) => line.route === "/terms" && logLines().filter((l) => l.route === "/terms").length >= 12);
    for (const line of logLines()) if (line.route === "/terms") served.add(line.pid);
    expect(served.size, "both workers answered").toBe(2);

    const metrics = await call("/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('http_requests_total{route="/terms",method="GET",status="200"} 12');
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{route="\/terms",method="GET"\} 12\n/);
    expect(metrics.body).toMatch(/cache_lookups_total\{cache="page",result="hit"\} \d+/);
    expect(metrics.body).toMatch(/^outbox_messages\{status="sent"\} [1-9]/m);
    expect(metrics.body).toMatch(/^submissions_pending [1-9]/m);
    expect(metrics.body).toMatch(/^database_file_bytes\{file="db"\} [1-9]/m);
    expect(metrics.body).toMatch(/^nodejs_eventloop_lag_seconds /m);

    // A remote visitor as the trusted proxy reports it: refused, unless it has the token.
    const remote = { "X-Forwarded-For": "203.0.113.9" };
    expect((await call("/metrics", { headers: remote })).status).toBe(403);
    expect((await call("/metrics", { headers: { ...remote, Authorization: "Bearer not-the-metrics-token" } })).status).toBe(403);
    const withToken = await call("/metrics", { headers: { ...remote, Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toContain("http_requests_total");
  });
});

function jsonBody(value: unknown) {
  return { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) };
}
