import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import {
  activateTwoFactor,
  decryptTotpSecret,
  startTwoFactorSetup,
  TOTP_PERIOD_SECONDS,
} from "../../../app/auth/two-factor.server";
import { action as activateApi } from "../../../app/routes/api/auth/activate-2fa";
import { action as disableApi } from "../../../app/routes/api/auth/disable-2fa";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { action as setupApi } from "../../../app/routes/api/auth/setup-2fa";
import { loader as userApi } from "../../../app/routes/api/auth/user";
import { action as verifyApi } from "../../../app/routes/api/auth/verify-2fa";
import { action as securityPage, loader as securityLoader } from "../../../app/routes/account/security";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { client, createUser } from "./helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const PASSWORD = "two factor people";
const env = testEnv();

function codeAt(secret: string, stepOffset = 0, now = Date.now()) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: now + stepOffset * TOTP_PERIOD_SECONDS * 1000 });
}

async function signedIn(username = "kavya") {
  const id = await createUser(t.db, { username, password: PASSWORD });
  const browser = client(t.db);
  expect((await browser.post(loginApi, "/api/login", { username, password: PASSWORD })).status).toBe(200);
  return { id, browser };
}

describe("two-factor setup and activation", () => {
  it("setup answers {qrCode: <svg…>, secret} and stores the secret encrypted (AES-256-GCM, key from SESSION_SECRET)", async () => {
    t = createTestDb();
    const { id, browser } = await signedIn();
    const res = await browser.post(setupApi, "/api/setup-2fa", undefined, { json: false, headers: {} });
    expect(res.status).toBe(200);
    const { qrCode, secret } = res.body as { qrCode: string; secret: string };
    expect(qrCode.startsWith("<svg")).toBe(true);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = t.db.select({ s: users.twoFactorSecret, on: users.twoFactorEnabled }).from(users).where(eq(users.id, id)).get()!;
    expect(stored.on).toBe(false);
    expect(stored.s).not.toContain(secret);
    expect(stored.s).toMatch(/^v1\./);
    expect(decryptTotpSecret(env, id, stored.s!)).toBe(secret);
    expect(decryptTotpSecret({ SESSION_SECRET: "another-secret-another-secret-another-1" }, id, stored.s!)).toBeNull();
    expect(decryptTotpSecret(env, id + 1, stored.s!)).toBeNull();
  });

  it("needs a signed-in user (401) and applies the token rules of the spec", async () => {
    t = createTestDb();
    expect((await client(t.db).post(setupApi, "/api/setup-2fa", {})).status).toBe(401);
    const { browser } = await signedIn();
    await browser.post(setupApi, "/api/setup-2fa", {});
    const short = await browser.post(activateApi, "/api/activate-2fa", { token: "12345" });
    expect(short).toMatchObject({ status: 400, body: { message: "Token must be at least 6 characters" } });
    const long = await browser.post(activateApi, "/api/activate-2fa", { token: "123456789" });
    expect(long).toMatchObject({ status: 400, body: { message: "Token must not exceed 8 characters" } });
    const missing = await browser.post(disableApi, "/api/disable-2fa", { token: "123456" });
    expect(missing).toMatchObject({ status: 400, body: { message: "Password is required" } });
    const wrong = await browser.post(activateApi, "/api/activate-2fa", { token: "12345a" });
    expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid verification code" } });
  });

  it("accepts the current step and one step back, refuses two steps back, and never accepts a step twice", async () => {
    t = createTestDb();
    const id = await createUser(t.db, { username: "kavya", password: PASSWORD });
    const started = await startTwoFactorSetup(t.db, env, id);
    if (!started.ok) throw new Error("setup failed");
    const secret = started.setup.secret;
    const now = Date.UTC(2025, 0, 1, 12, 0, 10);
    expect(activateTwoFactor(t.db, env, id, codeAt(secret, -2, now), now)).toMatchObject({ ok: false, message: "Invalid verification code" });
    expect(activateTwoFactor(t.db, env, id, codeAt(secret, 1, now), now)).toMatchObject({ ok: false });
    expect(activateTwoFactor(t.db, env, id, codeAt(secret, -1, now), now)).toMatchObject({ ok: true });
    // Enabled now; the same code (and any older step) is refused through the login check.
    const { consumeTotpCode } = await import("../../../app/auth/two-factor.server");
    expect(consumeTotpCode(t.db, env, id, codeAt(secret, -1, now), now)).toMatchObject({
      ok: false,
      message: "This code has already been used. Please wait for the next code.",
    });
    expect(consumeTotpCode(t.db, env, id, codeAt(secret, 0, now), now)).toEqual({ ok: true });
    expect(consumeTotpCode(t.db, env, id, codeAt(secret, 0, now), now)).toMatchObject({ ok: false });
  });
});

describe("signing in with two-factor", () => {
  it("holds the session until the code is verified, rotates it, refuses a replayed code, then disables with code and password", async () => {
    t = createTestDb();
    const { id, browser } = await signedIn();
    const setup = (await browser.post(setupApi, "/api/setup-2fa", {})).body as { secret: string };
    // Activate with the previous step's code, so the current step is still free for the login below.
    const activated = await browser.post(activateApi, "/api/activate-2fa", { token: codeAt(setup.secret, -1) });
    expect(activated).toMatchObject({ status: 200, body: { id, twoFactorEnabled: true } });

    const phone = client(t.db);
    const login = await phone.post(loginApi, "/api/login", { username: "kavya", password: PASSWORD });
    expect(login).toMatchObject({ status: 200, body: { requiresTwoFactor: true } });
    expect(login.body).not.toHaveProperty("id");
    expect((await phone.get(userApi, "/api/user")).status).toBe(401);
    const pendingCookie = phone.jar.clone();

    const bad = await phone.post(verifyApi, "/api/verify-2fa", { token: "abcdef" });
    expect(bad).toMatchObject({ status: 401, body: { message: "Invalid verification code" } });

    const code = codeAt(setup.secret);
    const verified = await phone.post(verifyApi, "/api/verify-2fa", { token: code });
    expect(verified).toMatchObject({ status: 200, body: { id, username: "kavya", twoFactorEnabled: true } });
    expect(phone.jar.get("ic_session")).not.toBe(pendingCookie.get("ic_session"));
    expect((await phone.get(userApi, "/api/user")).status).toBe(200);
    // The pre-verification session is gone.
    expect((await client(t.db, { jar: pendingCookie }).post(verifyApi, "/api/verify-2fa", { token: code })).status).toBe(401);

    // A second sign-in cannot reuse the same code.
    const laptop = client(t.db);
    await laptop.post(loginApi, "/api/login", { username: "kavya", password: PASSWORD });
    const replay = await laptop.post(verifyApi, "/api/verify-2fa", { token: code });
    expect(replay).toMatchObject({ status: 401 });
    expect((await laptop.get(userApi, "/api/user")).status).toBe(401);

    // Disabling needs the password too.
    const wrongPassword = await phone.post(disableApi, "/api/disable-2fa", { token: codeAt(setup.secret, 1), password: "not it at all" });
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: "Incorrect password" } });
    const row = () => t.db.select({ on: users.twoFactorEnabled, s: users.twoFactorSecret }).from(users).where(eq(users.id, id)).get()!;
    expect(row().on).toBe(true);
  });

  it("runs setup, activation and disabling as plain form posts on /account/security", async () => {
    t = createTestDb();
    const { id, browser } = await signedIn();
    const setup = await browser.post(securityPage, "/account/security", { intent: "setup" }, { json: false });
    expect(setup.status).toBe(302);
    expect(setup.location).toBe("/account/security");
    const page = (await browser.get(securityLoader, "/account/security")).body as {
      twoFactor: { enabled: boolean; pending: { secret: string; qrCode: string } };
    };
    expect(page.twoFactor.enabled).toBe(false);
    expect(page.twoFactor.pending.qrCode).toContain("<svg");
    const wrong = await browser.post(securityPage, "/account/security", { intent: "activate", token: "12345x" }, { json: false });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ failure: { title: "2FA Activation failed", message: "Invalid verification code" } });
    const adminWrong = await browser.post(
      securityPage,
      "/account/security",
      { intent: "activate", token: "12345x", redirectTo: "/admin" },
      { json: false },
    );
    expect(adminWrong.body).toMatchObject({ failure: { title: "Verification failed" } });
    const ok = await browser.post(
      securityPage,
      "/account/security",
      { intent: "activate", token: codeAt(page.twoFactor.pending.secret), redirectTo: "/admin" },
      { json: false },
    );
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/admin");
    expect(t.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, id)).get()!.on).toBe(true);
    const secret = page.twoFactor.pending.secret;
    const wrongPassword = await browser.post(
      securityPage,
      "/account/security",
      { intent: "disable", token: codeAt(secret), password: "not my password" },
      { json: false },
    );
    expect(wrongPassword.body).toMatchObject({ failure: { title: "Disabling 2FA failed", message: "Incorrect password" } });
    // The current step was used by the activation; let the clock move on by one step.
    t.db.update(users).set({ twoFactorLastStep: Math.floor(Date.now() / 30_000) - 1 }).where(eq(users.id, id)).run();
    const off = await browser.post(
      securityPage,
      "/account/security",
      { intent: "disable", token: codeAt(secret), password: PASSWORD },
      { json: false },
    );
    expect(off.status).toBe(302);
    expect(t.db.select({ on: users.twoFactorEnabled, s: users.twoFactorSecret }).from(users).where(eq(users.id, id)).get()).toEqual({
      on: false,
      s: null,
    });
  });
});
