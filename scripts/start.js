// `npm start`: the embedded default. Builds when the build is missing or older
// than the sources, then runs the production server on its SQLite file.
import { spawn } from "node:child_process";
import { availableParallelism, constants } from "node:os";
import { buildIfStale } from "./build-if-stale.js";

buildIfStale();

const env = { NODE_ENV: "production", ...process.env };
// The embedded default keeps a generated secret in the data folder; a real
// deployment sets SESSION_SECRET (docs/decisions/002-production-server.md).
if (!env.SESSION_SECRET) env.EMBEDDED_DEFAULTS = "true";
// Plain http on localhost: cookies cannot be Secure unless the site is https.
if (env.COOKIE_SECURE === undefined && !(env.SITE_URL ?? "").startsWith("https:")) env.COOKIE_SECURE = "false";

// Every core: one worker process per CPU unless WEB_CONCURRENCY says otherwise (docs/decisions/163).
if (!env.WEB_CONCURRENCY) env.WEB_CONCURRENCY = String(availableParallelism());

// The server is this process's child: a stop signal sent to this process alone (a plain `kill`,
// Docker) is passed on, and this process exits with the server's status (docs/decisions/313).
const server = spawn(process.execPath, ["server.js"], { stdio: "inherit", env });
// A closed terminal (SIGHUP) stops it as gracefully as SIGTERM does.
process.on("SIGTERM", () => server.kill("SIGTERM"));
process.on("SIGINT", () => server.kill("SIGINT"));
process.on("SIGHUP", () => server.kill("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
