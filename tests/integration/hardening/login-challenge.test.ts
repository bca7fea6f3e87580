import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../../db/schema";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { action as loginPage } from "../../../app/routes/auth/login";
import { createTestDb, type TestDb } from "../../support/db";
import { client, createUser, solve } from "../auth/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const PASSWORD = "correct horse battery";

function failedChecks(username: string) {
  return t.db.select({ failed: users.failedLoginAttempts }).from(users).where(eq(users.username, username)).get()!.failed;
}

async function browserWithQuestion(username: string) {
  const browser = client(t.db, { ip: "192.0.2.40" });
  for (let i = 0; i < 3; i++) await browser.post(loginApi, "/api/login", { username, password: "wrong password" });
  const ask = await browser.post(loginApi, "/api/login", { username, password: "wrong password" });
  expect(ask.body).toMatchObject({ requireCaptcha: true, message: "Please solve the CAPTCHA" });
  return { browser, question: (ask.body as { captchaQuestion: string }).captchaQuestion };
}

describe("login CAPTCHA challenge", { timeout: 120_000 }, () => {
  it("ten parallel logins with one CAPTCHA answer get at most one password check", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const { browser, question } = await browserWithQuestion("meera");
    const before = failedChecks("meera");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browser.post(loginApi, "/api/login", { username: "meera", password: `guess number ${i}`, captchaAnswer: solve(question) }),
      ),
    );
    expect(failedChecks("meera") - before).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => (a.body as { message: string }).message === "Invalid username or password").length).toBeLessThanOrEqual(1);
  });

  it("a question answered once cannot be answered again, and it is bound to the username", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    await createUser(t.db, { username: "arjun", password: PASSWORD });
    const { browser, question } = await browserWithQuestion("meera");
    // The question was given for meera: it does not open arjun's password check.
    const other = await browser.post(loginApi, "/api/login", { username: "arjun", password: PASSWORD, captchaAnswer: solve(question) });
    expect(other.status).toBe(401);
    expect(other.body).toMatchObject({ requireCaptcha: true });
    expect((other.body as { message: string }).message).not.toBe("Invalid username or password");
    // The answer is stored server-side only: the session row holds an id, not the answer.
    const rows = t.db.$client.prepare("select data from sessions").all() as { data: string }[];
    expect(rows.map((r) => r.data).join()).not.toMatch(/answer/);
  });

  it("slows an account down with a growing delay after 5 consecutive failures, without a password check", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    t.db
      .insert(rateLimits)
      .values({ key: "login-account:meera", windowStart: new Date(), count: 5, consecutive: 5, blockedUntil: Date.now() + 30_000 })
      .run();
    const res = await client(t.db, { ip: "192.0.2.41" }).post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(20);
    expect((res.body as { message: string }).message).toMatch(/Please wait \d+ seconds/);
    expect(failedChecks("meera")).toBe(0);
  });

  it("sets the delay when failures go on", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    t.db.insert(rateLimits).values({ key: "login-account:meera", windowStart: new Date(), count: 4, consecutive: 4 }).run();
    t.db.insert(rateLimits).values({ key: "login-ip:192.0.2.42", windowStart: new Date(), count: 0, consecutive: 0 }).run();
    const { browser, question } = await (async () => {
      const b = client(t.db, { ip: "192.0.2.42" });
      const ask = await b.post(loginApi, "/api/login", { username: "meera", password: "x" });
      return { browser: b, question: (ask.body as { captchaQuestion: string }).captchaQuestion };
    })();
    const start = Date.now();
    await browser.post(loginApi, "/api/login", { username: "meera", password: "wrong again", captchaAnswer: solve(question) });
    const row = t.db.select().from(rateLimits).where(eq(rateLimits.key, "login-account:meera")).get()!;
    expect(row.consecutive).toBe(5);
    expect(row.blockedUntil).toBeGreaterThanOrEqual(start + 1000);
  });
});

describe("per-IP login block and the device cookie", { timeout: 120_000 }, () => {
  it("does not stop the owner signing in correctly from a browser that signed in before", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const owner = client(t.db, { ip: "192.0.2.50" });
    expect((await owner.post(loginApi, "/api/login", { username: "meera", password: PASSWORD })).status).toBe(200);
    // Someone else at the same address (a shared network) used up its hour.
    t.db
      .insert(rateLimits)
      .values({ key: "login-ip:192.0.2.50", windowStart: new Date(), count: 30, consecutive: 0 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 30 } })
      .run();
    const stranger = await client(t.db, { ip: "192.0.2.50" }).post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(stranger.status).toBe(429);
    const again = await owner.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(again.status).toBe(200);
  });

  it("the sign-in page also leaves the device cookie that the block honours", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const owner = client(t.db, { ip: "192.0.2.51" });
    const first = await owner.post(loginPage, "/login", { username: "meera", password: PASSWORD }, { json: false });
    expect(first.status).toBe(302);
    expect(owner.jar.get("ic_device")).toBeTruthy();
    t.db
      .insert(rateLimits)
      .values({ key: "login-ip:192.0.2.51", windowStart: new Date(), count: 30, consecutive: 0 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 30 } })
      .run();
    const again = await owner.post(loginPage, "/login", { username: "meera", password: PASSWORD }, { json: false });
    expect(again.status).toBe(302);
  });
});
