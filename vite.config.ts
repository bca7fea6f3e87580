import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { catalogueUrls } from "./app/i18n/build.ts";
import { offlineSupport } from "./app/offline/build.ts";
import { readPageScript } from "./app/light/build.ts";

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

/**
 * The client build's chunks, fewer and larger (docs/decisions/176). The browser entry's
 * chunk also holds what the root route imports (React, React DOM, React Router, the
 * header, toasts) and the app's small modules that two of the three landing pages (home,
 * a listing, /submit) import (card parts, constants, city names). Every page loads the
 * first two anyway; the last are a few hundred bytes each. A page then makes about half as many requests, each of which
 * costs a round trip on a slow link and ~1 KB of response headers. A listing no longer loads it (decision 320),
 * but the rule stays: with the root's modules only, home loaded 17 files and 1.9 KB more (brotli).
 */
function clientChunks(): Plugin {
  const inEntryChunk = new Set<string>();
  return {
    name: "impact-careers:client-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const route = (file: string) => (id: string) => id.replace(/\?.*$/, "").endsWith(file);
      const isRoot = route("/app/root.tsx");
      // Everything a module imports statically, without stepping into a route module.
      const reach = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = starts.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || isRoot(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = ids.filter((id) => /[\\/]entry\.client\.[jt]sx?$/.test(id) && this.getModuleInfo(id)?.isEntry);
      for (const id of [...entry, ...reach([...entry, ...ids.filter(isRoot)])]) inEntryChunk.add(id);
      // App modules that two of the landing pages (home, a listing, /submit) import.
      const landing = ["home", "listing", "submit"].map((name) => reach(ids.filter(route(`/app/routes/${name}.tsx`))));
      for (const id of new Set(landing.flatMap((set) => [...set]))) {
        if (!id.includes("/node_modules/") && landing.filter((set) => set.has(id)).length >= 2) inEntryChunk.add(id);
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: (id: string) => (inEntryChunk.has(id) ? "entry.client" : null) }] },
      };
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

/**
 * The server build has two entries: build/server/index.js (server/app.ts, what server.js imports) and
 * build/server/search-thread.js (what a search thread loads, server/search-threads.ts), which starts in
 * a fraction of the time the whole server takes. React Router names every entry of its server build
 * `index.js`; this names the second one.
 */
function searchThreadEntry(): Plugin {
  return {
    name: "impact-careers:search-thread-entry",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "ssr") return;
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) return;
      const named = output.entryFileNames;
      output.entryFileNames = (chunk) => (chunk.name === "search-thread" ? "search-thread.js" : typeof named === "function" ? named(chunk) : (named ?? "index.js"));
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    clientChunks(),
    precompressAssets(),
    offlineSupport({ worker: "app/offline/offline-worker.js", retire: "app/offline/retire-worker.js" }),
    catalogueUrls(),
    readPageScript(),
    searchThreadEntry(),
  ],
  // `~/…` imports (tsconfig paths) in development too; the build resolved them already.
  resolve: { tsconfigPaths: true },
  environments: {
    // The production server's Express app is bundled with the route modules,
    // so `server.js` only has to import build/server/index.js (docs/decisions/002);
    // a search thread loads build/server/search-thread.js (decision 442).
    ssr: { build: { rollupOptions: { input: { index: "./server/app.ts", "search-thread": "./server/search-thread.ts" } } } },
  },
  // Rolldown's report of how long plugin callbacks took (mostly React Router's virtual
  // modules) is printed on every build and asks nothing of us.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  server: { port: 5173 },
});
