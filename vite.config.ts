import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every
 * JS and CSS file of the client build; server.js sends them as they are, so no
 * request pays for compressing a file that never changes (docs/decisions/164).
 */
function precompressAssets(): Plugin {
  return {
    name: "impact-careers:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(?:js|css)$/.test(file.fileName))
          .map(async (file) => {
            const data = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source);
            const path = join(dir, file.fileName);
            await writeFile(
              `${path}.br`,
              await brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            );
            await writeFile(`${path}.gz`, await gz(data, { level: 9 }));
          }),
      );
    },
  };
}

// React Router 7's plugin starts two Vite servers of its own (its config loader and its child
// compiler) with `envFile: false`, which Vite 8 reports as deprecated on every build; no option
// reaches them (fixed upstream in React Router 8 only). Only that exact line is dropped, so a
// warning in the build log means something (docs/decisions/103).
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes(ENV_FILE_DEPRECATION)) return;
  warn(...args);
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
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
