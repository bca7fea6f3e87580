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
