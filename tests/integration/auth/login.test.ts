import { scrypt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../../db/schema";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { loader as userApi } from "../../../app/routes/api/auth/user";
import { action as loginPage } from "../../../app/routes/auth/login";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { client, countRows, createUser, solve } from "./helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const PASSWORD = "correct horse battery";

function userRow(username: string) {
  return t.db
    .select({ failed: users.failedLoginAttempts, lastLoginAt: users.lastLoginAt, password: users.password })
    .from(users)
    .where(eq(users.username, username))
    .get()!;
}

describe("POST /api/login", () => {
  it("signs in with the spec's user shape, resets the failure count and sets lastLoginAt", async () => {
    t = createTestDb();
    const id = await createUser(t.db, { username: "meera", password: PASSWORD, fullName: "Meera Nair" });
    t.db.update(users).set({ failedLoginAttempts: 2 }).where(eq(users.id, id)).run();
    const browser = client(t.db);
    const res = await browser.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      username: "meera",
      fullName: "Meera Nair",
      isAdmin: false,
      twoFactorEnabled: false,
      requiresTwoFactor: false,
    });
    expect(userRow("meera").failed).toBe(0);
    expect(userRow("meera").lastLoginAt).toBeInstanceOf(Date);
    const me = await browser.get(userApi, "/api/user");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id, username: "meera" });
  });

  it("gives a new session id at login and deletes the old session row (the old cookie stops working)", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const browser = client(t.db);
    await browser.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    const first = browser.jar.clone();
    expect(countRows(t.db, "sessions")).toBe(1);
    await browser.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(browser.jar.get("ic_session")).not.toBe(first.get("ic_session"));
    expect(countRows(t.db, "sessions")).toBe(1);
    expect((await client(t.db, { jar: first }).get(userApi, "/api/user")).status).toBe(401);
    expect((await browser.get(userApi, "/api/user")).status).toBe(200);
  });

  it("answers an unknown user and a wrong password with the same message", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const wrong = await client(t.db, { ip: "198.51.100.1" }).post(loginApi, "/api/login", { username: "meera", password: "nope nope" });
    const unknown = await client(t.db, { ip: "198.51.100.2" }).post(loginApi, "/api/login", { username: "nobody", password: "nope nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid username or password", requireCaptcha: false, captchaQuestion: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(userRow("meera").failed).toBe(1);
  });

  it("requires a CAPTCHA from the 4th attempt after 3 failures, refuses a wrong answer, and resets on success", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const browser = client(t.db);
    const fail = () => browser.post(loginApi, "/api/login", { username: "meera", password: "wrong password" });
    expect((await fail()).body).toMatchObject({ requireCaptcha: false });
    expect((await fail()).body).toMatchObject({ requireCaptcha: false });
    const third = await fail();
    expect(third.body).toMatchObject({ message: "Invalid username or password", requireCaptcha: true });
    expect((third.body as { captchaQuestion: string }).captchaQuestion).toMatch(/^What is \d+ (plus|minus) \d+\?$/);

    // 4th attempt: the right password alone is not enough.
    const noAnswer = await browser.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(noAnswer.status).toBe(401);
    expect(noAnswer.body).toMatchObject({ message: "Please solve the CAPTCHA", requireCaptcha: true });
    const question = (noAnswer.body as { captchaQuestion: string }).captchaQuestion;

    const wrongAnswer = await browser.post(loginApi, "/api/login", {
      username: "meera",
      password: PASSWORD,
      captchaAnswer: String(Number(solve(question)) + 1),
    });
    expect(wrongAnswer.status).toBe(401);
    expect(wrongAnswer.body).toMatchObject({ message: "Incorrect CAPTCHA answer. Please try again.", requireCaptcha: true });
    // The old question cannot be answered again: a new one was issued.
    const newQuestion = (wrongAnswer.body as { captchaQuestion: string }).captchaQuestion;

    const ok = await browser.post(loginApi, "/api/login", {
      username: "meera",
      password: PASSWORD,
      captchaAnswer: solve(newQuestion),
    });
    expect(ok.status).toBe(200);
    expect(userRow("meera").failed).toBe(0);
    // Counts were reset: a fresh browser at the same address needs no CAPTCHA.
    const again = await client(t.db).post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(again.status).toBe(200);
  });

  it("counts consecutive failures per address across usernames", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const browser = client(t.db, { ip: "192.0.2.77" });
    for (const name of ["ghost1", "ghost2", "ghost3"]) {
      await browser.post(loginApi, "/api/login", { username: name, password: "whatever1" });
    }
    const res = await browser.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: "Please solve the CAPTCHA", requireCaptcha: true });
    // Another address is not affected.
    expect((await client(t.db, { ip: "192.0.2.78" }).post(loginApi, "/api/login", { username: "meera", password: PASSWORD })).status).toBe(200);
  });

  it("refuses an address after RATE_LIMIT_LOGIN_IP_PER_HOUR failures with 429 and Retry-After", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const env = testEnv({ RATE_LIMIT_LOGIN_IP_PER_HOUR: "2" });
    const browser = client(t.db, { env, ip: "192.0.2.5" });
    await browser.post(loginApi, "/api/login", { username: "meera", password: "wrong one!" });
    await browser.post(loginApi, "/api/login", { username: "other", password: "wrong one!" });
    const limited = await browser.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: "Too many failed login attempts. Please try again later." });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("allows at most 100 failures an hour per account, but never locks the owner out of a device they used before", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const owner = client(t.db, { ip: "192.0.2.10" });
    expect((await owner.post(loginApi, "/api/login", { username: "meera", password: PASSWORD })).status).toBe(200);
    expect(owner.jar.get("ic_device")).toBeTruthy();

    // An attacker has used up the account's hour (as 100 failures would leave it).
    t.db
      .insert(rateLimits)
      .values({ key: "login-account:meera", windowStart: new Date(), count: 100, consecutive: 100 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 100, consecutive: 100 } })
      .run();

    const attacker = client(t.db, { ip: "192.0.2.66" });
    const refused = await attacker.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(refused.status).toBe(429);

    // The owner's browser (device cookie) is judged by its own failures: it only has to solve the CAPTCHA.
    const ownerAgain = client(t.db, { ip: "192.0.2.11", jar: owner.jar });
    const ask = await ownerAgain.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    expect(ask.status).toBe(401);
    expect(ask.body).toMatchObject({ requireCaptcha: true });
    const ok = await ownerAgain.post(loginApi, "/api/login", {
      username: "meera",
      password: PASSWORD,
      captchaAnswer: solve((ask.body as { captchaQuestion: string }).captchaQuestion),
    });
    expect(ok.status).toBe(200);
  });

  it("re-hashes a password stored with weaker parameters at login", async () => {
    t = createTestDb();
    const salt = Buffer.from("0123456789abcdef");
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(PASSWORD.normalize("NFKC"), salt, 32, { N: 2 ** 14, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    const weak = ["scrypt", 2 ** 14, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    t.db.insert(users).values({ username: "old", password: weak }).run();
    const res = await client(t.db).post(loginApi, "/api/login", { username: "old", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(userRow("old").password).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("refuses bad bodies with 4xx, never 500", async () => {
    t = createTestDb();
    const browser = client(t.db);
    const malformed = await browser.post(loginApi, "/api/login", "{not json", { headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "Malformed JSON body" });
    const wrongType = await browser.post(loginApi, "/api/login", "hello", { headers: { "Content-Type": "text/plain" } });
    expect(wrongType.status).toBe(415);
    const huge = await browser.post(loginApi, "/api/login", { username: "a", password: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
    const empty = await browser.post(loginApi, "/api/login", { username: "", password: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: "Username and password are required", requireCaptcha: false, captchaQuestion: null });
  });
});

describe("POST /login (the page and the admin login card)", () => {
  it("redirects with the 'Login successful' toast and a new session, to a safe redirectTo only", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "asha", password: PASSWORD, isAdmin: true, fullName: "Asha Rao" });
    const browser = client(t.db);
    const res = await browser.post(loginPage, "/login", { username: "asha", password: PASSWORD, redirectTo: "//evil.example" }, { json: false });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/");
    expect(browser.jar.get("ic_session")).toBeTruthy();
    expect(browser.jar.get("toast-session")).toBeTruthy();
    const admin = await client(t.db).post(loginPage, "/login", { username: "asha", password: PASSWORD, intent: "admin", redirectTo: "/admin" }, { json: false });
    expect(admin.location).toBe("/admin");
  });

  it("refuses a non-admin through the admin card with 'User is not an admin' and starts no session", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "ravi", password: PASSWORD });
    const browser = client(t.db);
    const res = await browser.post(loginPage, "/login", { username: "ravi", password: PASSWORD, intent: "admin" }, { json: false });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ failure: { title: "Login failed", message: "User is not an admin" }, adminOnly: true });
    expect(browser.jar.get("ic_session")).toBeUndefined();
    expect(countRows(t.db, "sessions")).toBe(0);
  });

  it("answers missing fields with 'Username and password are required'", async () => {
    t = createTestDb();
    const res = await client(t.db).post(loginPage, "/login", { username: "", password: "", intent: "admin" }, { json: false });
    expect(res.status).toBe(400);
    const body = res.body as { result: { error: Record<string, string[]> } };
    expect(body.result.error.username).toEqual(["Username and password are required"]);
    expect(body.result.error.password).toEqual(["Username and password are required"]);
  });
});
