import { afterEach, describe, expect, it } from "vitest";
import { adminOnly } from "../../../app/moderation/guard";
import { requireAdmin } from "../../../app/auth/guard.server";
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "../../../app/auth/session.server";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { action as logoutApi } from "../../../app/routes/api/auth/logout";
import { loader as userApi } from "../../../app/routes/api/auth/user";
import { action as logoutPage } from "../../../app/routes/auth/logout";
import { createTestDb, type TestDb } from "../../support/db";
import { client, countRows, createUser, ORIGIN } from "./helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

const PASSWORD = "sessions are kept server side";

async function twoBrowsers() {
  const adminId = await createUser(t.db, { username: "admin", password: PASSWORD, isAdmin: true });
  const userId = await createUser(t.db, { username: "ravi", password: PASSWORD });
  const admin = client(t.db);
  const user = client(t.db);
  expect((await admin.post(loginApi, "/api/login", { username: "admin", password: PASSWORD })).status).toBe(200);
  expect((await user.post(loginApi, "/api/login", { username: "ravi", password: PASSWORD })).status).toBe(200);
  return { adminId, userId, admin, user };
}

describe("server-side sessions", () => {
  it("stores only the SHA-256 of the session id, ends after 2 hours idle and after 12 hours at most", async () => {
    t = createTestDb();
    const { admin, user } = await twoBrowsers();
    const raw = decodeURIComponent(admin.jar.get("ic_session")!);
    const rows = t.db.$client.prepare("select id_hash from sessions").all() as { id_hash: string }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash) && !raw.includes(r.id_hash))).toBe(true);

    const now = Date.now();
    t.db.$client
      .prepare("update sessions set last_seen_at = ? where user_id = (select id from users where username = 'admin')")
      .run(now - SESSION_IDLE_TIMEOUT_MS - 1000);
    expect((await admin.get(userApi, "/api/user")).status).toBe(401);
    t.db.$client
      .prepare("update sessions set expires_at = ? where user_id = (select id from users where username = 'ravi')")
      .run(now - 1);
    expect((await user.get(userApi, "/api/user")).status).toBe(401);
    expect(countRows(t.db, "sessions")).toBe(0);
    expect(SESSION_ABSOLUTE_TIMEOUT_MS).toBe(12 * 60 * 60 * 1000);

    // Abandoned sessions (never read again) are purged at the next sign-in.
    t.db.$client
      .prepare("insert into sessions (id_hash, user_id, data, created_at, last_seen_at, expires_at) values (?,?,?,?,?,?)")
      .run("f".repeat(64), null, "{}", now - SESSION_IDLE_TIMEOUT_MS * 2, now - SESSION_IDLE_TIMEOUT_MS * 2, now + 1000);
    expect((await admin.post(loginApi, "/api/login", { username: "admin", password: PASSWORD })).status).toBe(200);
    expect(countRows(t.db, "sessions")).toBe(1);
  });

  it("logout deletes the session row, so a copy of the old cookie no longer works (API and page)", async () => {
    t = createTestDb();
    const { admin, user } = await twoBrowsers();
    const adminCopy = admin.jar.clone();
    const out = await admin.post(logoutApi, "/api/logout", {});
    expect(out).toMatchObject({ status: 200, body: { message: "Logged out" } });
    expect(countRows(t.db, "sessions")).toBe(1);
    expect((await client(t.db, { jar: adminCopy }).get(userApi, "/api/user")).status).toBe(401);

    const userCopy = user.jar.clone();
    const page = await user.post(logoutPage, "/logout", {}, { json: false });
    expect(page.status).toBe(302);
    expect(page.location).toBe("/");
    expect(user.jar.get("toast-session")).toBeTruthy();
    expect(countRows(t.db, "sessions")).toBe(0);
    expect((await client(t.db, { jar: userCopy }).get(userApi, "/api/user")).status).toBe(401);
  });

  it("ignores X-Admin-User-ID: authority comes from the session alone", async () => {
    t = createTestDb();
    const { adminId, user, admin } = await twoBrowsers();
    const request = (cookie: string) =>
      new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie, "X-Admin-User-ID": String(adminId) } });
    const status = async (cookie: string) => {
      try {
        await requireAdmin(request(cookie), user.context);
        return 200;
      } catch (error) {
        return (error as { init?: ResponseInit }).init?.status;
      }
    };
    expect(await status("")).toBe(401);
    expect(await status(user.jar.header())).toBe(403);
    expect(await status(admin.jar.header())).toBe(200);

    // The /admin middleware refuses before any loader runs.
    let reached = false;
    const run = (cookie: string) =>
      adminOnly({ request: request(cookie), context: user.context, params: {}, url: new URL(`${ORIGIN}/admin`), pattern: "/admin" } as never, async () => {
        reached = true;
        return new Response("panel");
      });
    await expect(run(user.jar.header())).rejects.toMatchObject({ init: { status: 403 } });
    expect(reached).toBe(false);
    await run(admin.jar.header());
    expect(reached).toBe(true);
  });
});
