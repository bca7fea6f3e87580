import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `~/…` imports (tsconfig paths) in development too; the build resolved them already.
  resolve: { tsconfigPaths: true },
  environments: {
    // The production server's Express app is bundled with the route modules,
    // so `server.js` only has to import build/server/index.js (docs/decisions/002).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  server: { port: 5173 },
});
