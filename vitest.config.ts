import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { catalogueUrls } from "./app/i18n/build.ts";
import { readPageScript } from "./app/light/build.ts";

// Unit and integration tests run on Node against real temporary SQLite files;
// the React Router plugin is not needed here (route modules are imported directly).
export default defineConfig({
  // The server's table of Hindi catalogue chunks: empty outside a build (app/i18n/build.ts);
  // the read pages' script address (app/light/build.ts), the source's outside a build.
  plugins: [catalogueUrls(), readPageScript()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/**/*.test.ts", "app/**/*.test.ts", "db/**/*.test.ts"],
    exclude: ["tests/e2e/**", "tests/ops/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machine CI runs on. Many
    // files wait on servers they start, so at least two workers finish the suite sooner (CONTRIBUTING.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
