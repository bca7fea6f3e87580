import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React Router's internal Vite servers (its config loader and child compiler) still pass
// `envFile: false`, which Vite 8 reports as deprecated on every build; our config does
// not use it. Only that exact line is dropped, so a warning in the build log means something.
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes(ENV_FILE_DEPRECATION)) return;
  warn(...args);
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `~/…` imports (tsconfig paths) in development too; the build resolved them already.
  resolve: { tsconfigPaths: true },
  environments: {
    // The production server's Express app is bundled with the route modules,
    // so `server.js` only has to import build/server/index.js (docs/decisions/002).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // Rolldown's report of how long plugin callbacks took (mostly React Router's virtual
  // modules) is printed on every build and asks nothing of us.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  server: { port: 5173 },
});
