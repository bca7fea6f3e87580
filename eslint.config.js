import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "bench/.tmp/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Search is one room with one door (app/search/search.server.ts, and its parameters in search-params.ts and
    // search-schema.ts): the rest of the app does not reach into its rooms.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts", "bench/**/*.ts"],
    ignores: ["app/search/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "search/(search-query|search-rows|search-tiers|understand-query|index-terms|fts-stems|fts-query)",
              message: "Import search through app/search/search.server.ts (its one entry point).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly", URL: "readonly", fetch: "readonly" } },
  },
  {
    // The service workers run in the browser, not in Node.
    files: ["app/offline/*-worker.js"],
    languageOptions: {
      globals: Object.fromEntries(
        ["self", "caches", "fetch", "location", "Response", "Headers", "Promise"].map((name) => [name, "readonly"]),
      ),
    },
  },
);
