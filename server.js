// The production server: one Node process, one SQLite file.
// `npm start` (scripts/start.js) builds when needed and then runs this file.
import compression from "compression";
import express from "express";

const isDev = process.env.NODE_ENV === "development";

let serverModule;
let vite;
if (isDev) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true } });
  serverModule = await vite.ssrLoadModule("./server/app.ts");
} else {
  serverModule = await import("./build/server/index.js");
}

const { createApp, loadEnv, securityHeaders, startup } = serverModule;

let env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const db = await startup(env);
const root = express();
root.disable("x-powered-by");
// Static files get the security headers too (and unknown methods a 405).
root.use(securityHeaders(env));
root.use(compression());

if (vite) {
  root.use(vite.middlewares);
} else {
  // Hashed assets never change: cache them for a year.
  root.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  root.use(express.static("build/client", { maxAge: "1h", index: false }));
}
const app = createApp({ db, env });
root.use(app);

const server = root.listen(env.PORT, env.HOST, () => {
  if (env.LOG_LEVEL !== "silent") {
    console.log(`Impact Careers listening on http://localhost:${env.PORT}`);
  }
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  if (env.LOG_LEVEL !== "silent") console.log(`${signal} received, shutting down`);
  server.close(async () => {
    // Let the mail sender record the message in flight before the database closes.
    await app.locals.stopBackgroundWork?.();
    db.$client.close();
    process.exit(0);
  });
  server.closeIdleConnections?.();
  // Give in-flight requests a moment, then leave anyway.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
