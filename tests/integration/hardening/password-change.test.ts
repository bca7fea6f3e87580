import { afterEach, describe, expect, it } from "vitest";
import { action as securityPage } from "../../../app/routes/account/security";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { loader as userApi } from "../../../app/routes/api/auth/user";
import { createTestDb, type TestDb } from "../../support/db";
import { client, createUser } from "../auth/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const PASSWORD = "old password here";
const NEW_PASSWORD = "a brand new passphrase";

describe("password change on /account/security", { timeout: 120_000 }, () => {
  it("needs the current password, signs out every other session, and keeps this browser signed in", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: PASSWORD });
    const laptop = client(t.db);
    const phone = client(t.db);
    await laptop.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });
    await phone.post(loginApi, "/api/login", { username: "meera", password: PASSWORD });

    const wrong = await laptop.post(
      securityPage,
      "/account/security",
      { intent: "change-password", currentPassword: "not my password", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { json: false },
    );
    expect(wrong.status).toBe(401);
    expect((await phone.get(userApi, "/api/user")).status).toBe(200);

    const mismatch = await laptop.post(
      securityPage,
      "/account/security",
      { intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "something else" },
      { json: false },
    );
    expect(mismatch.status).toBe(400);

    const changed = await laptop.post(
      securityPage,
      "/account/security",
      { intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { json: false },
    );
    expect(changed.status).toBe(302);
    expect((await laptop.get(userApi, "/api/user")).status).toBe(200);
    expect((await phone.get(userApi, "/api/user")).status).toBe(401);
    expect((await client(t.db).post(loginApi, "/api/login", { username: "meera", password: PASSWORD })).status).toBe(401);
    expect((await client(t.db).post(loginApi, "/api/login", { username: "meera", password: NEW_PASSWORD })).status).toBe(200);
  });
});
