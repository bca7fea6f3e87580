/** /bench/ping exists only when the benchmark starts the server (BENCH_PING=true). */
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "../../../app/routes/bench-ping";
import { createTestDb, type TestDb } from "../../support/db";
import { testContext, testEnv } from "../../support/context";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("GET /bench/ping", () => {
  it("is a 404 unless BENCH_PING is set", async () => {
    t = createTestDb();
    const call = (env = testEnv()) =>
      loader({ request: new Request("http://localhost/bench/ping"), context: testContext(t.db, { env }), params: {} } as never);
    expect((await call()).status).toBe(404);
    const on = await call(testEnv({ BENCH_PING: "true" }));
    expect(on.status).toBe(200);
    expect(await on.text()).toContain("pong");
  });

  it("takes one worker by default and WEB_CONCURRENCY otherwise", () => {
    expect(testEnv().WEB_CONCURRENCY).toBe(1);
    expect(testEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    expect(() => testEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });
});
