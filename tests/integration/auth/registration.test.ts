import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { isCommonPassword } from "../../../app/auth/registration.server";
import { action as registerApi } from "../../../app/routes/api/auth/register";
import { loader as userApi } from "../../../app/routes/api/auth/user";
import { action as registerPage, loader as registerLoader } from "../../../app/routes/auth/register";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { client } from "./helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const open = testEnv({ REGISTRATION_OPEN: "true" });

describe("registration", () => {
  it("is closed by default: the API answers 403 and the page is not found", async () => {
    t = createTestDb();
    const visitor = client(t.db);
    const res = await visitor.post(registerApi, "/api/register", { username: "newbie", password: "a long passphrase", fullName: "New Bie" });
    expect(res).toMatchObject({ status: 403, body: { message: "Registration is closed" } });
    expect((await visitor.get(registerLoader, "/register")).status).toBe(404);
  });

  it("creates a non-admin user, signs them in, and refuses the same username in another case", async () => {
    t = createTestDb();
    const visitor = client(t.db, { env: open });
    const res = await visitor.post(registerApi, "/api/register", {
      username: "Priya_S",
      password: "monsoon reading club",
      fullName: "Priya Sharma",
      email: "priya@example.org",
      isAdmin: "true",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "Priya_S", fullName: "Priya Sharma", isAdmin: false, twoFactorEnabled: false });
    expect((await visitor.get(userApi, "/api/user")).body).toMatchObject({ username: "Priya_S", isAdmin: false });
    const row = t.db.select().from(users).where(eq(users.username, "Priya_S")).get()!;
    expect(row.isAdmin).toBe(false);
    expect(row.password).toMatch(/^scrypt\$/);
    expect(row.email).toBe("priya@example.org");

    const again = await client(t.db, { env: open }).post(registerApi, "/api/register", {
      username: "priya_s",
      password: "another long phrase",
      fullName: "Someone Else",
    });
    expect(again).toMatchObject({ status: 409, body: { message: "Username is already taken" } });
  });

  it("applies the password policy: 8+ characters, no composition rules, common passwords refused", async () => {
    t = createTestDb();
    const visitor = client(t.db, { env: open });
    const attempt = (password: string) =>
      visitor.post(registerPage, "/register", { username: "arjun", password, fullName: "Arjun" }, { json: false });
    const short = await attempt("short1!");
    expect(short.status).toBe(400);
    expect((short.body as { result: { error: Record<string, string[]> } }).result.error.password).toEqual([
      "Password must be at least 8 characters",
    ]);
    const common = await attempt("Password123");
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      failure: { title: "Registration failed", message: "This password is too common. Please choose a less common one." },
    });
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("qwertyuiop")).toBe(true);
    expect(isCommonPassword("lentil soup on tuesdays")).toBe(false);
    // All lower-case letters, no digits or symbols: fine.
    const ok = await attempt("lentil soup on tuesdays");
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/account/security");
  });
});
