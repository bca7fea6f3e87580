import { afterEach, describe, expect, it } from "vitest";
import { action as loginApi } from "../../../app/routes/api/auth/login";
import { action as registerApi } from "../../../app/routes/api/auth/register";
import { testEnv } from "../../support/context";
import { createTestDb, type TestDb } from "../../support/db";
import { client, createUser } from "../auth/helpers";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("registration and the login throttle", () => {
  it("counts refused usernames against the address's login budget, so names cannot be probed faster than logins", async () => {
    t = createTestDb();
    await createUser(t.db, { username: "meera", password: "correct horse battery" });
    const env = testEnv({ REGISTRATION_OPEN: "true", RATE_LIMIT_LOGIN_IP_PER_HOUR: "3" });
    const prober = client(t.db, { env, ip: "192.0.2.90" });
    const probe = (username: string) =>
      prober.post(registerApi, "/api/register", { username, password: "monsoon reading club", fullName: "Probe" });
    for (let i = 0; i < 3; i++) expect((await probe("meera")).status).toBe(409);
    const blocked = await probe("meera");
    expect(blocked.status).toBe(429);
    expect((blocked.body as { message: string }).message).not.toContain("taken");
    // The same budget: a login from that address is refused too.
    expect((await prober.post(loginApi, "/api/login", { username: "meera", password: "correct horse battery" })).status).toBe(429);
  });
});
