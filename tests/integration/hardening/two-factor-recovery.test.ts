import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../../db/schema";
import { TOTP_PERIOD_SECONDS } from "../../../app/auth/two-factor.server";
import { action as securityPage, loader as securityLoader } from "../../../app/routes/account/security";
import { action as activateApi } from "../../../app/routes/api/auth/activate-2fa";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { action as setupApi } from "../../../app/routes/api/auth/setup-2fa";
import { loader as userApi } from "../../../app/routes/api/auth/user";
import { action as verifyApi } from "../../../app/routes/api/auth/verify-2fa";
import { createTestDb, type TestDb } from "../../support/db";
import { client, countRows, createUser } from "../auth/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const PASSWORD = "two factor people";

function codeAt(secret: string, stepOffset = 0) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + stepOffset * TOTP_PERIOD_SECONDS * 1000 });
}

/** A user with two-factor on (activated through the API with the previous step's code). */
async function withTwoFactor(username = "kavya") {
  const id = await createUser(t.db, { username, password: PASSWORD });
  const browser = client(t.db);
  await browser.post(loginApi, "/api/login", { username, password: PASSWORD });
  const { secret } = (await browser.post(setupApi, "/api/setup-2fa", {})).body as { secret: string };
  const activated = await browser.post(activateApi, "/api/activate-2fa", { token: codeAt(secret, -1) });
  expect(activated.status).toBe(200);
  return { id, browser, secret, codes: (activated.body as { recoveryCodes: string[] }).recoveryCodes };
}

async function pendingLogin(username = "kavya") {
  const phone = client(t.db);
  const login = await phone.post(loginApi, "/api/login", { username, password: PASSWORD });
  expect(login.body).toMatchObject({ requiresTwoFactor: true });
  return phone;
}

describe("two-factor recovery codes", { timeout: 120_000 }, () => {
  it("activation answers 10 codes of 8 lowercase letters and digits, stored only as hashes", async () => {
    t = createTestDb();
    const { codes } = await withTwoFactor();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = (t.db.$client.prepare("select code_hash from recovery_codes").all() as { code_hash: string }[]).map((r) => r.code_hash);
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.join()).not.toContain(code);
  });

  it("/api/verify-2fa accepts a recovery code in place of a TOTP code, each once", async () => {
    t = createTestDb();
    const { id, codes } = await withTwoFactor();
    const phone = await pendingLogin();
    const ok = await phone.post(verifyApi, "/api/verify-2fa", { token: codes[0]! });
    expect(ok).toMatchObject({ status: 200, body: { id } });
    expect((await phone.get(userApi, "/api/user")).status).toBe(200);
    const laptop = await pendingLogin();
    const again = await laptop.post(verifyApi, "/api/verify-2fa", { token: codes[0]! });
    expect(again.status).toBe(401);
    expect((await laptop.post(verifyApi, "/api/verify-2fa", { token: codes[1]!.toUpperCase() })).status).toBe(200);
  });

  it("ends a pending sign-in after 5 wrong codes, and the account's growing delay never locks the owner out", async () => {
    t = createTestDb();
    const { id, secret } = await withTwoFactor();
    const owner = await pendingLogin();
    const guesser = await pendingLogin();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      // Each wrong code makes the next wait; clear the wait so the per-session limit shows.
      t.db.update(rateLimits).set({ blockedUntil: null }).where(eq(rateLimits.key, `2fa-user:${id}`)).run();
      answers.push(await guesser.post(verifyApi, "/api/verify-2fa", { token: "000000" }));
    }
    expect(answers.slice(0, 4).every((a) => a.status === 401)).toBe(true);
    expect(answers[4]!.body).toMatchObject({ message: "Too many incorrect codes. Please sign in again." });
    // That sign-in is over: even the right code no longer completes it.
    expect((await guesser.post(verifyApi, "/api/verify-2fa", { token: codeAt(secret) })).status).toBe(401);
    expect((await guesser.get(userApi, "/api/user")).status).toBe(401);

    // The account now has a delay, not a lockout: the owner waits, then signs in.
    const wait = await owner.post(verifyApi, "/api/verify-2fa", { token: codeAt(secret) });
    expect(wait.status).toBe(429);
    expect((wait.body as { message: string }).message).toMatch(/Please wait \d+ seconds?/);
    t.db.update(rateLimits).set({ blockedUntil: Date.now() - 1 }).where(eq(rateLimits.key, `2fa-user:${id}`)).run();
    expect((await owner.post(verifyApi, "/api/verify-2fa", { token: codeAt(secret) })).status).toBe(200);
  });

  it("the security page shows new codes once after activation, and regenerates them with the password and a code", async () => {
    t = createTestDb();
    const id = await createUser(t.db, { username: "kavya", password: PASSWORD });
    const browser = client(t.db);
    await browser.post(loginApi, "/api/login", { username: "kavya", password: PASSWORD });
    await browser.post(securityPage, "/account/security", { intent: "setup" }, { json: false });
    const loaded = (await browser.get(securityLoader, "/account/security")).body as { twoFactor: { pending: { secret: string } } };
    const secret = loaded.twoFactor.pending.secret;
    const activated = await browser.post(securityPage, "/account/security", { intent: "activate", token: codeAt(secret, -1) }, { json: false });
    expect(activated.status).toBe(302);
    const shown = (await browser.get(securityLoader, "/account/security")).body as { twoFactor: { recoveryCodes: string[]; recoveryCodesLeft: number } };
    expect(shown.twoFactor.recoveryCodes).toHaveLength(10);
    expect(shown.twoFactor.recoveryCodesLeft).toBe(10);
    // Shown once: the session no longer holds them, in clear or otherwise.
    const second = (await browser.get(securityLoader, "/account/security")).body as { twoFactor: { recoveryCodes: string[] | null } };
    expect(second.twoFactor.recoveryCodes).toBeNull();
    const sessionsText = (t.db.$client.prepare("select data from sessions").all() as { data: string }[]).map((r) => r.data).join();
    expect(sessionsText).not.toContain(shown.twoFactor.recoveryCodes[0]);

    const refused = await browser.post(securityPage, "/account/security", { intent: "regenerate", token: codeAt(secret), password: "wrong password" }, { json: false });
    expect(refused.status).toBe(401);
    const regenerated = await browser.post(securityPage, "/account/security", { intent: "regenerate", token: codeAt(secret), password: PASSWORD }, { json: false });
    expect(regenerated.status).toBe(302);
    const fresh = (await browser.get(securityLoader, "/account/security")).body as { twoFactor: { recoveryCodes: string[] } };
    expect(fresh.twoFactor.recoveryCodes).toHaveLength(10);
    expect(fresh.twoFactor.recoveryCodes).not.toContain(shown.twoFactor.recoveryCodes[0]);
    // The old codes no longer work.
    const phone = await pendingLogin();
    expect((await phone.post(verifyApi, "/api/verify-2fa", { token: shown.twoFactor.recoveryCodes[0]! })).status).toBe(401);
    expect(t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id)).get()!.on).toBe(true);
  });

  it("npm run admin:create -- --username NAME --reset-2fa turns two-factor off and changes nothing else", { timeout: 120_000 }, async () => {
    t = createTestDb();
    const { id } = await withTwoFactor();
    const before = t.db.select({ password: users.password }).from(users).where(eq(users.id, id)).get()!;
    const result = spawnSync(resolve("node_modules/.bin/tsx"), ["db/admin-cli.ts", "--username", "KAVYA", "--reset-2fa"], {
      env: { ...process.env, DATABASE_PATH: t.path },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Two-factor authentication turned off for 'kavya'");
    const row = t.db
      .select({ on: users.twoFactorEnabled, secret: users.twoFactorSecret, password: users.password, admin: users.isAdmin })
      .from(users)
      .where(eq(users.id, id))
      .get()!;
    expect(row).toEqual({ on: false, secret: null, password: before.password, admin: false });
    expect(countRows(t.db, "recovery_codes")).toBe(0);
    const login = await client(t.db).post(loginApi, "/api/login", { username: "kavya", password: PASSWORD });
    expect(login.body).toMatchObject({ requiresTwoFactor: false });
  });
});
