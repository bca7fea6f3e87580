/**
 * The built server as an operator runs it (two worker processes, behind a proxy it trusts):
 * its log is one JSON object a line and never holds a secret of the poster, alert and
 * sign-in journeys; GET /metrics sums the workers and answers only a loopback client or
 * the bearer token.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken } from "../../../app/submissions/anti-bot.server";
import { type BuiltServer, startBuiltServer } from "../../support/built-server";
import { validFormFields } from "../../support/submissions";

const PORT = 4322;
const BASE = `http://127.0.0.1:${PORT}`;
const SESSION_SECRET = "observability-secret-observability-secret-1";
const ADMIN_PASSWORD = "observability-admin-password-7";
const METRICS_TOKEN = "metrics-token-0123456789abcdef";
let dir = "";
let server: BuiltServer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on its own connection (no keep-alive), so the workers take turns. */
function call(path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${BASE}${path}`, { method, headers: { Origin: BASE, ...headers }, agent: false }, (res) => {
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
  server
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function untilLogged(predicate: (line: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 300 && !logLines().some(predicate); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("logs and metrics of the built server", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "ic-observability-"));
    // Mail goes to files in the data folder, where the test reads the links.
    server = startBuiltServer({
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
    });
    for (let i = 0; i < 1200; i++) {
      if (logLines().some((line) => line.event === "listening")) return;
      if (server.process.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server never said it was listening:\n${server.output()}`);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
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
      expect(server.output(), "a secret reached the log").not.toContain(secret);
      expect(server.output()).not.toContain(encodeURIComponent(secret));
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
