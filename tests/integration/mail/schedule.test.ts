import { afterEach, describe, expect, it } from "vitest";
import { captureLogLines } from "../../../app/lib/log.server";
import { startSchedule } from "../../../app/lib/schedule.server";
import { createTestDb, type TestDb } from "../../support/db";
import { testEnv } from "../../support/context";

let t: TestDb;
afterEach(() => t?.cleanup());

describe("the job schedule", () => {
  it("runs each registered job on its pattern with the database, and survives a job that throws", async () => {
    t = createTestDb();
    const runs: string[] = [];
    const schedule = startSchedule(t.db, testEnv(), [
      { name: "ok", pattern: "* * * * * *", run: ({ db, now }) => void runs.push(`ok:${db === t.db}:${now instanceof Date}`) },
      {
        name: "broken",
        pattern: "* * * * * *",
        run: () => {
          runs.push("broken");
          throw new Error("boom");
        },
      },
    ]);
    const logged = captureLogLines();
    try {
      const until = Date.now() + 3500;
      while (runs.filter((r) => r === "broken").length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    } finally {
      schedule.stop();
      logged.stop();
    }
    expect(logged.lines.some((line) => line.includes('"job":"broken"'))).toBe(true);
    expect(runs).toContain("ok:true:true");
    expect(runs.filter((r) => r === "broken").length).toBeGreaterThanOrEqual(2);
  });
});
