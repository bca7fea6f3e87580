import { defineConfig } from "vitest/config";

// `npm run test:ops`: the operator's checks, run by CI after `npm test` (the build is current then):
// the release file started on a machine without Node, the disaster drill, the nginx cache in front.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/ops/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/ops/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: "forks",
    // One at a time: they share the unpacked release and the machine's two cores.
    fileParallelism: false,
  },
});
