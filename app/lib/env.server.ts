/**
 * One zod schema validates the environment at start-up and fails fast with a
 * clear message. Only `publicConfig` ever reaches the browser.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./proxy-trust.server";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** The public address; without it http://localhost:{PORT}, so links follow the port the server listens on. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SITE_NAME: z.string().min(1).default("Impact Careers"),
  SUPPORT_EMAIL: z.email().default("support@impactcareers.in"),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Cookies are Secure in production; set false to test a production build over plain http. */
  COOKIE_SECURE: booleanish.optional(),
  /**
   * Express `trust proxy`: the proxies in front by address (`loopback`, an address or CIDR, a comma
   * list), or a hop count (`1`, which any client that reaches the port can fool); 0 = none (decision 307).
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `TRUST_PROXY must be a hop count, loopback, or addresses/CIDRs separated by commas (${(error as Error).message})` });
        return z.NEVER;
      }
    }),
  REGISTRATION_OPEN: booleanish.default(false),
  /** Skip loading demo data on first start (an empty board for a real deployment). */
  SEED_DEMO_DATA: booleanish.default(true),
  /** Public submissions allowed per IP per hour (form and API together). */
  RATE_LIMIT_POSTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Failed logins allowed per IP per hour before the IP is slowed down. */
  RATE_LIMIT_LOGIN_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  /** Bearer token that opens GET /metrics to other than loopback clients (docs/decisions/224). */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Log a line and count metrics for each request (false: neither, e.g. to measure their cost). */
  OBSERVE_REQUESTS: booleanish.default(true),
  /** Seconds an identical board search is answered from memory while the data is unchanged (0 = off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seconds a public page, as a visitor without cookies sees it, is reused while the data is unchanged (0 = off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Searches a worker answers at once that its caches do not (docs/request-cost.md): past them, 503 with
   * Retry-After, so cheap requests never queue behind a pile of searches. Per worker, never per address.
   */
  SEARCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(4),
  /**
   * Threads per worker that run the board's and the API's searches, each with its own read-only connection,
   * so a search's SQL never holds the worker's other requests (decision 442); 0 runs them on the request thread.
   */
  SEARCH_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  // ── Mail (app/mail) ──
  /** smtp://user:pass@host:587 or smtps://…; without it mail is written as .eml files to <data folder>/mail/. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
  /** The From of every message; default "{SITE_NAME}" <no-reply@{host of SITE_URL}>. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Worker processes serving requests (server.js); `npm start` sets one per CPU. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Serve GET /bench/ping, the benchmark's baseline page (only `npm run bench` sets it). */
  BENCH_PING: booleanish.default(false),
  /** Serve the pseudo-language of tests under /xx (docs/decisions/420); never set in production. */
  PSEUDO_LANGUAGE: booleanish.default(false),
  // ── Job alerts ──
  /** Alert sign-ups allowed per IP per hour (each address also has its own limit). */
  RATE_LIMIT_ALERTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Open scam reports from this many distinct addresses put a published listing under review (0 = off). */
  REPORTS_AUTO_HIDE: z.coerce.number().int().min(0).max(1000).default(3),
  // ── Listing lifecycle (docs/lifecycle.md) ──
  /** Days an open-ended listing stays open before its poster is asked "Is this still open?" (and again after each "Still open"). */
  LISTING_CONFIRM_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days between the first ask and the second, and between the second and the close without an answer. */
  LISTING_CONFIRM_GRACE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** A deadline further away than this many days counts as open-ended. */
  LISTING_LONG_DEADLINE_DAYS: z.coerce.number().int().min(1).max(730).default(60),
  /** Days an open-ended listing without a poster's email stays open before the admins' queue asks about it. */
  LISTING_ADMIN_CHECK_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  /** Seconds a posting form must have been open before it is accepted (a bot posts at once); 5 in the spec. */
  FORM_MIN_FILL_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /**
   * Seconds a sender's claim on a batch of mail lasts, renewed while it sends: after a crash, the mail it
   * had claimed goes out again once the claim lapses (a slow mail server wants it longer).
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  // ── Insights (app/insights) ──
  /** Count listing views, apply clicks and board searches (false: count nothing, e.g. to measure its cost). */
  COUNTING: booleanish.default(true),
  /** Seconds between the batched writes of the counts; a crash (kill -9) loses at most this much. */
  COUNTING_FLUSH_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  // Litestream replication of the database (server/replication.ts); off when unset.
  LITESTREAM_REPLICA_URL: z
    .string()
    .regex(/^(s3:\/\/[^/]+|file:\/\/\/)/, "LITESTREAM_REPLICA_URL must be s3://bucket/path or file:///absolute/path")
    .optional(),
  LITESTREAM_ENDPOINT: z.url("LITESTREAM_ENDPOINT must be a URL such as https://s3.eu-central-003.backblazeb2.com").optional(),
  LITESTREAM_SYNC_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  // ── Offline and home screen (app/offline) ──
  /** The service worker and the web app manifest; false also retires a worker phones already have. */
  PWA: booleanish.default(true),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & {
  SITE_URL: string;
  SESSION_SECRET: string;
  MAIL_FROM: string;
  cookieSecure: boolean;
  dataDir: string;
};

/**
 * Parses `source` (default `process.env`). In production SESSION_SECRET is
 * required; otherwise a random one is generated once and kept in the data folder.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = settingsFrom(envSchema, source);
  const env = { ...parsed, SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}` };
  const dataDir = env.DATABASE_PATH === ":memory:" ? resolve("data") : dirname(resolve(env.DATABASE_PATH));
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (env.NODE_ENV === "production" && source.EMBEDDED_DEFAULTS !== "true") {
      throw new Error(
        "Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 random characters)",
      );
    }
    secret = readOrCreateSecret(join(dataDir, ".session-secret"));
  }
  return {
    ...env,
    SESSION_SECRET: secret,
    MAIL_FROM: env.MAIL_FROM ?? `"${env.SITE_NAME.replace(/["\\]/g, "")}" <no-reply@${new URL(env.SITE_URL).hostname}>`,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    dataDir,
  };
}

/** What a restore needs: where the database goes and where its replica is; no secret (docs/decisions/313). */
export type ReplicaSettings = Pick<Env, "DATABASE_PATH" | "LITESTREAM_REPLICA_URL" | "LITESTREAM_ENDPOINT" | "LITESTREAM_SYNC_SECONDS">;

export function loadReplicaSettings(source: Record<string, string | undefined> = process.env): ReplicaSettings {
  const replicaSchema = envSchema.pick({ DATABASE_PATH: true, LITESTREAM_REPLICA_URL: true, LITESTREAM_ENDPOINT: true, LITESTREAM_SYNC_SECONDS: true });
  return settingsFrom(replicaSchema, source);
}

/** The parsed settings, or an error that lists every invalid one. */
function settingsFrom<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.output<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
