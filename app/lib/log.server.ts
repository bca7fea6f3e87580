/**
 * The one logger of the server and its background work (pino): one JSON object a line,
 * errors on stderr and everything else on stdout, human-readable with NODE_ENV=development
 * when pino-pretty is installed (a dev dependency). docs/decisions/220-structured-logs.md.
 *
 * Secrets never reach it: request lines carry the path with every secret route parameter cut out
 * (server/route-rules.ts, from what each route declares) and never headers; the redact paths below blank a cookie, an authorization header,
 * a password, a token or a TOTP secret that a log call passes by mistake.
 */
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type { Env } from "./env.server";

const LEVELS = { silent: "silent", error: "error", info: "info" } as const satisfies Record<Env["LOG_LEVEL"], string>;

const SECRET_KEYS = ["password", "currentPassword", "newPassword", "token", "totpSecret", "secret", "cookie", "authorization"];

const SECRET_PARAM = /token|secret|password|code|key/i;

/**
 * What a secret link's token looks like wherever it turns up (a 404 below a mistyped route, another
 * parameter's value such as `?next=/manage/…`): 32 or more base64url characters with both capitals
 * and small letters. Tokens are 43 random base64url characters; slugs are lower case.
 */
const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;

/** `text` with every token-shaped run cut out. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_LIKE, (run) => (/[A-Z]/.test(run) && /[a-z]/.test(run) ? "[redacted]" : run));
}

/** A query string as logged: the values of parameters named like secrets cut out, and tokens in any other value. */
export function redactQuery(query: string): string {
  const logged = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) logged.append(redactTokens(name), SECRET_PARAM.test(name) ? "[redacted]" : redactTokens(value));
  return logged.toString();
}

/** Where lines go: stdout, and stderr for errors. Tests swap it to read what was logged. */
let sink: (line: string, isError: boolean) => void = defaultSink();

function defaultSink() {
  const stdout = pino.destination({ fd: 1, sync: true });
  const stderr = pino.destination({ fd: 2, sync: true });
  return (line: string, isError: boolean) => (isError ? stderr : stdout).write(line);
}

/** pino writes `{"level":50,…` first: 50 and 60 are error and fatal. */
const destination: DestinationStream = {
  write: (line: string) => sink(line, line.startsWith('{"level":5') || line.startsWith('{"level":6')),
};

function prettyStream(): DestinationStream | null {
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ sync: true, destination: 1, translateTime: "SYS:HH:MM:ss" });
  } catch {
    return null; // a production install has no dev dependencies: JSON it is
  }
}

export const log: Logger = pino(
  {
    level: LEVELS[process.env.LOG_LEVEL as Env["LOG_LEVEL"]] ?? "info",
    base: { pid: process.pid },
    redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `req.headers.${key}`]), censor: "[redacted]" },
  },
  (process.env.NODE_ENV === "development" && prettyStream()) || destination,
);

/** Applies LOG_LEVEL from the validated environment (server start-up). */
export function configureLogger(env: Pick<Env, "LOG_LEVEL">) {
  log.level = LEVELS[env.LOG_LEVEL];
}

/**
 * Node's own warnings (a deprecation, a listener leak) as JSON lines through the logger, instead of
 * Node's plain text on stderr: every line the server writes is one JSON object (docs/request-cost.md).
 */
export function logNodeWarnings(target: NodeJS.EventEmitter = process) {
  target.removeAllListeners("warning");
  target.on("warning", (warning: Error & { code?: string }) => {
    log.warn({ event: "node.warning", warning: { name: warning.name, code: warning.code, message: redactTokens(warning.message) } }, "node warning");
  });
}

/** Collects the lines logged from now on into `lines` (tests); `stop` restores the real output. */
export function captureLogLines(lines: string[] = []): { lines: string[]; stop(): void } {
  const previous = sink;
  const previousLevel = log.level;
  log.level = "info";
  sink = (line) => void lines.push(line);
  return {
    lines,
    stop() {
      sink = previous;
      log.level = previousLevel;
    },
  };
}
