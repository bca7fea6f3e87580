/**
 * Calls loaders and actions the way the server does: with a RouterContextProvider
 * that carries the test's database and configuration.
 */
import { RouterContextProvider } from "react-router";
import type { Db } from "../../db/client.server";
import { dbContext, envContext, requestInfoContext } from "../../app/lib/context";
import { type Env, loadEnv } from "../../app/lib/env.server";
import { configureToasts } from "../../app/lib/toast.server";
import { createI18n, i18nContext } from "../../app/i18n/i18n.server";
import { type Locale, localizePath } from "../../app/i18n/locales";

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    DATABASE_PATH: ":memory:",
    SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
    SITE_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

/** `path` is the request's (its language and page catalogue); `locale` alone means that language's home. */
export function testContext(db: Db, options: { env?: Env; ip?: string; locale?: Locale; path?: string } = {}) {
  const env = options.env ?? testEnv();
  configureToasts(env);
  const context = new RouterContextProvider();
  context.set(dbContext, db);
  context.set(envContext, env);
  context.set(requestInfoContext, { ip: options.ip ?? "203.0.113.10", requestId: "test", cspNonce: "test-nonce", logPath: "/test" });
  context.set(i18nContext, createI18n(options.path ?? localizePath("/", options.locale ?? "en")));
  return context;
}
