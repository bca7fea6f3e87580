// The production server: one SQLite file, WEB_CONCURRENCY worker processes (default 1;
// `npm start` uses one per CPU). Everything shared lives in SQLite (docs/decisions/163).
// `npm start` (scripts/start.js) builds when needed and then runs this file.
import cluster from "node:cluster";
import { setImmediate } from "node:timers";
import { readdirSync } from "node:fs";
import { extname, join } from "node:path";
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

const { answerBeforeBody, createApp, drainListenersWhereAdded, loadEnv, openServingDatabase, receiveVisitorSalt, securityHeaders, shareVisitorSalt, startup, superviseReplication } =
  serverModule;
// Structured logs and metrics (server/observability.ts).
const { configureLogger, log, logNodeWarnings, observeRequests, serveClusterMetrics } = serverModule;
// Node's warnings as JSON lines, like every other line the server writes.
logNodeWarnings();

let env;
try {
  env = loadEnv();
} catch (error) {
  // For the person starting it, as written (several lines).
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
configureLogger(env);

const workers = isDev ? 1 : env.WEB_CONCURRENCY;
// The first start's admin password is printed after "listening", as the last thing on the screen.
let adminNotice = null;
const deferAdminNotice = (notice) => (adminNotice = notice);
const printAdminNotice = () => adminNotice && console.log(adminNotice);
// Litestream, when LITESTREAM_REPLICA_URL is set: the primary starts it after migrating, before serving.
let replication = { stop: async () => {} };
const startReplication = () => (replication = superviseReplication(env, {
    info: (line, fields) => log.info({ event: "replication", ...fields }, line),
    error: (line, fields) => log.error({ event: "replication", ...fields }, line),
  }));

if (workers > 1 && cluster.isPrimary) {
  // The primary migrates and seeds once, then forks the workers that serve.
  const db = await startup(env, { deferAdminNotice });
  db.$client.close();
  startReplication();
  let closing = false;
  let listening = 0;
  const served = new WeakSet();
  // The visitor salt lives in the primary's memory only; each worker asks for it (app/insights).
  shareVisitorSalt(cluster);
  serveClusterMetrics(cluster);
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("listening", (worker) => {
    served.add(worker);
    if (++listening !== workers) return;
    log.info({ event: "listening", port: env.PORT, workers }, `Impact Careers listening on http://localhost:${env.PORT} (${workers} workers)`);
    printAdminNotice();
  });
  cluster.on("exit", (worker, code, signal) => {
    if (closing) return;
    if (!served.has(worker)) {
      // It never started serving (a bad port, a broken build): starting another would fail the same way.
      log.error({ event: "worker.failed", worker: worker.process.pid, code, signal }, "worker failed to start");
      shutdown("worker failure", 1);
      return;
    }
    log.error({ event: "worker.exited", worker: worker.process.pid, code, signal }, "worker exited; starting another");
    cluster.fork();
  });
  function shutdown(reason, code = 0) {
    if (closing) return;
    closing = true;
    log.info({ event: "shutdown", reason, workers }, `${reason}: stopping ${workers} workers`);
    const exit = () => replication.stop().then(() => process.exit(code));
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) return exit();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) exit();
    });
    for (const worker of running) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(code), 12_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM received"));
  process.on("SIGINT", () => shutdown("SIGINT received"));
} else {
  await serve();
}

async function serve() {
  // A worker opens the database the primary has migrated.
  const db = cluster.isWorker ? openServingDatabase(env) : await startup(env, { deferAdminNotice });
  if (!cluster.isWorker) startReplication();
  const visitorSalt = cluster.isWorker ? await receiveVisitorSalt() : undefined;
  const root = express();
  root.disable("x-powered-by");
  root.use(observeRequests(env));
  // An answer given before the body was read reaches the client (server/early-refusal.ts).
  root.use(answerBeforeBody());
  // Static files get the security headers too (and unknown methods a 405).
  root.use(securityHeaders(env));
  root.use(compression());
  // Its gzip stream's `drain` listeners are removed where they were added (server/compressed-drain.ts).
  root.use(drainListenersWhereAdded());
  root.use(coalesceFlushes);

  if (vite) {
    root.use(vite.middlewares);
  } else {
    // Hashed assets never change: cache them for a year, and send the brotli or gzip
    // file the build wrote next to each (vite.config.ts) instead of compressing per request.
    root.use("/assets", precompressed("build/client/assets"));
    root.use(
      "/assets",
      express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
    );
    root.use(express.static("build/client", { maxAge: "1h", index: false }));
  }
  // In development the route modules are reloaded through Vite on every request (hot reload).
  const build = vite ? () => vite.ssrLoadModule("virtual:react-router/server-build") : undefined;
  // In production a search thread loads its own entry of the build (server/search-threads.ts).
  const searchThreadEntry = vite ? undefined : new URL("./build/server/search-thread.js", import.meta.url).href;
  const app = createApp({ db, env, build, visitorSalt, searchThreadEntry });
  root.use(app);

  const server = root.listen(env.PORT, env.HOST, (error) => {
    if (error) failToListen(error);
    app.locals.startBackgroundWork();
    if (cluster.isWorker) return void log.info({ event: "worker.listening" }, "worker listening");
    log.info({ event: "listening", port: env.PORT, workers: 1 }, `Impact Careers listening on http://localhost:${env.PORT}`);
    printAdminNotice();
  });

  let closing = false;
  function shutdown(signal) {
    if (closing) return;
    closing = true;
    log.info({ event: "shutdown", signal }, cluster.isWorker ? "worker shutting down" : `${signal} received, shutting down`);
    // No new mail is claimed from now on; the claimed messages not yet started are given back.
    const mailStopped = app.locals.stopMail();
    server.close(async () => {
      // Let the mail sender record the message in flight before the database closes.
      await mailStopped;
      await app.locals.stopBackgroundWork?.();
      db.$client.close();
      await replication.stop();
      process.exit(0);
    });
    server.closeIdleConnections?.();
    // Give in-flight requests a moment, then leave anyway.
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * A port in use (another instance) or not allowed: say so and exit non-zero at once, so a
 * supervisor sees the failure. In a worker the primary then stops the others and exits too.
 */
function failToListen(error) {
  const where = `${env.HOST ?? "all interfaces"} port ${env.PORT}`;
  const reason =
    error.code === "EADDRINUSE"
      ? `${where} is already in use (is another instance running?). Stop it or set PORT to a free port.`
      : error.code === "EACCES"
        ? `no permission to listen on ${where}. Choose a port above 1023 or run with the needed rights.`
        : `cannot listen on ${where}: ${error.message}`;
  log.fatal({ event: "listen.failed", code: error.code }, `Impact Careers did not start: ${reason}`);
  process.exit(1);
}

/**
 * React Router flushes the compressor after every streamed chunk, which ends a
 * deflate block each time (larger output, more CPU). Chunks written in the same
 * turn of the event loop are flushed once, after it: the shell still leaves at once.
 */
function coalesceFlushes(_req, res, next) {
  const flush = res.flush;
  if (typeof flush === "function") {
    let scheduled = false;
    res.flush = function coalescedFlush() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
}

/**
 * Security headers a browser applies to documents (and workers) only; on a script or a
 * stylesheet they do nothing. nosniff, Cross-Origin-Resource-Policy and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "Origin-Agent-Cluster",
  "Referrer-Policy",
  "X-DNS-Prefetch-Control",
  "X-Download-Options",
  "X-Frame-Options",
  "X-Permitted-Cross-Domain-Policies",
  "X-XSS-Protection",
];

const PRECOMPRESSED_TYPES = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/** Serves `name.br` / `name.gz` written at build time, by the browser's Accept-Encoding. */
function precompressed(dir) {
  const files = new Set();
  try {
    for (const name of readdirSync(dir)) files.add(name);
  } catch {
    // no build yet: express.static answers
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = PRECOMPRESSED_TYPES[extname(name)];
    if (!type || name.includes("/") || !files.has(name)) return next();
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accept) && files.has(`${name}.br`) ? "br" : /\bgzip\b/.test(accept) && files.has(`${name}.gz`) ? "gzip" : null;
    res.setHeader("Vary", "Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    // Headers that only a document obeys cost ~0.7 KB per script on the wire (decision 178).
    for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
    res.sendFile(join(dir, `${name}.${encoding === "br" ? "br" : "gz"}`), {
      root: process.cwd(),
      maxAge: "1y",
      immutable: true,
      // Hashed names never change: the ETag is enough to revalidate.
      lastModified: false,
      dotfiles: "deny",
    });
  };
}
