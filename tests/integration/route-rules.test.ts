/**
 * Every route of app/routes.ts in every language of app/i18n/locales.ts keeps the rules its
 * module declares (app/lib/route-rules.ts), through the real layers in a real Express server:
 * the headers of secret pages, the log line with every secret parameter cut out (whatever the
 * case, encoding, prefix or request-line form), what is counted and in which language, what the
 * page cache and the service worker keep. A route or a language added later is walked too.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRequests } from "../../app/insights/count-requests.server";
import type { InsightsCounter } from "../../app/insights/counter.server";
import { DEFAULT_LOCALE, LOCALES, localeOfPattern, TWINNED_PATTERNS } from "../../app/i18n/locales";
import { ROUTED_LANGUAGES } from "../../app/i18n/languages";
import { captureLogLines } from "../../app/lib/log.server";
import { isSecretPage, type RouteRules } from "../../app/lib/route-rules";
import { isCacheableRequest } from "../../server/page-cache";
import { logRequests } from "../../server/request-log";
import type { RouteRulesTable } from "../../server/route-rules";
import type { RouteTree } from "../../server/route-pattern";
import { testEnv } from "../support/context";
import { createTestDb, type TestDb } from "../support/db";
import { rawRequest } from "../support/raw-http";
import { routeRulesTable } from "../support/route-table";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** A secret as the mails carry it: 43 characters of base64url (256 bits). */
const SECRET = "Zx9_Q2sEcReT-tOkEn0123456789abcdefghijklmnO";

let table: RouteRulesTable;
let t: TestDb;
let port: number;
let close: () => void;
/** The suite's other request lines stay off the test output. */
let quiet: { stop(): void } | undefined;
const counted: { kind: string; subject: string; language: string | undefined }[] = [];

/** A counter that writes down what it is told. */
const counter: InsightsCounter = {
  listing: (event, slug, _visitor, _at, language) => void counted.push({ kind: event, subject: slug, language }),
  search: (query, _visitor, _at, language) => void counted.push({ kind: "search", subject: query, language }),
  embed: (subject, _visitor, _at, language) => void counted.push({ kind: "embed", subject, language }),
  flush: () => 0,
  stop: () => undefined,
};

beforeAll(async () => {
  quiet = captureLogLines();
  table = await routeRulesTable();
  t = createTestDb();
  const env = testEnv();
  const app = express();
  // server.js and server/app.ts in their order: the log, the rules, counting, then a page that
  // tries to set the headers a loader might (a long public lifetime, a cross-site referrer).
  app.use(logRequests({ OBSERVE_REQUESTS: true }, table));
  app.use(table.middleware);
  app.use(countRequests({ counter, db: t.db, env, routeOf: (req, res) => table.routeOf(req, res) }));
  app.use((req, res) => {
    const { rules } = table.routeOf(req, res);
    if (rules.counts === "apply") return void res.redirect(303, "https://example.org/apply");
    res.setHeader("Cache-Control", "public, max-age=600");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.type("html").send("<p>page</p>");
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => {
  quiet?.stop();
  close?.();
  t?.cleanup();
});

/** A request as written on the wire (any request-line form), with what it answered. */
const send = (path: string) => rawRequest(`http://127.0.0.1:${port}`, "GET", { path, headers: { "user-agent": BROWSER } });

/** The request log lines written while `action` runs (their `close` comes just after the answer). */
async function logged(action: () => Promise<unknown>): Promise<string[]> {
  const capture = captureLogLines();
  try {
    await action();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return capture.lines;
  } finally {
    capture.stop();
  }
}

/** Every route with a path of its own (not the layouts' pathless children, nor the 404 splat). */
function pages(): RouteTree[] {
  return table.routes.filter((route) => route.pattern && !route.path?.includes("*") && (route.path || route.index));
}

const secretsOf = (rules: RouteRules | undefined) => (rules?.audience === "private" ? (rules.secretParams ?? []) : []);

/** A path of the route: each parameter filled, a secret one with SECRET. */
function examplePath(route: RouteTree): string {
  const secrets = secretsOf(route.rules);
  return route.pattern!.replace(/:(\w+)/g, (_, name: string) => (secrets.includes(name) ? SECRET : `sample-${name}`));
}

/** The same address as the router also serves it: another case, an encoded letter, a language-less `.data`, absolute form. */
function variants(path: string): string[] {
  const encodedFirst = path.replace(/^\/([a-z])/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);
  const upper = path.replace(/^\/([^/]+)/, (segment) => segment.toUpperCase());
  return [path, upper, encodedFirst, `${path}.data`, `${path}?token=${SECRET}`, `http://careers.example.org${path}`, `${path}/no/such/page`];
}

describe("the route table in every language", () => {
  it("gives each twin its English route's rules, and every twinned page a twin in every language", () => {
    const byPattern = new Map(table.routes.map((route) => [route.pattern, route]));
    for (const english of TWINNED_PATTERNS) {
      for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
        const twin = byPattern.get(english === "/" ? `/${locale}` : `/${locale}${english}`);
        expect(twin, `${locale} twin of ${english}`).toBeDefined();
        expect(twin!.rules, `${locale} twin of ${english}`).toEqual(byPattern.get(english)!.rules);
      }
    }
  });

  it("declares secrets on every route with a token, and no secret page is public", () => {
    for (const route of pages()) {
      if (/:token\b/.test(route.pattern!)) expect(secretsOf(route.rules), route.pattern).toContain("token");
      if (isSecretPage(route.rules!)) expect(route.rules!.audience, route.pattern).toBe("private");
    }
  });

  it("matches each route's own path to it, in its language", () => {
    for (const route of pages()) {
      const path = examplePath(route);
      const found = table.routeOf({ path, originalUrl: path });
      expect(found.route?.pattern, path).toBe(route.pattern);
      expect(found.locale, path).toBe(localeOfPattern(route.pattern!));
      expect(found.rules, path).toEqual(route.rules);
    }
  });

  it("sends each secret page with no-store, noindex and a same-origin referrer, and leaves the others' headers alone", async () => {
    for (const route of pages()) {
      const path = examplePath(route);
      const { headers } = await send(path);
      if (isSecretPage(route.rules!)) {
        expect(headers["cache-control"], path).toBe("no-store");
        expect(headers["x-robots-tag"], path).toBe("noindex");
        expect(headers["referrer-policy"], path).toBe("same-origin");
      } else if (route.rules!.counts !== "apply") {
        expect(headers["cache-control"], path).toBe("public, max-age=600");
        expect(headers["x-robots-tag"], path).toBeUndefined();
      }
    }
  });

  it("never logs a secret parameter, whatever the case, encoding, prefix or request-line form", async () => {
    const secretRoutes = pages().filter((route) => secretsOf(route.rules).length > 0);
    // English and each twin: /manage/:token, /hi/manage/:token/edit, /alerts/confirm/:token…
    expect(new Set(secretRoutes.map((route) => localeOfPattern(route.pattern!)))).toEqual(new Set(ROUTED_LANGUAGES.map((language) => language.code)));
    for (const route of secretRoutes) {
      for (const path of variants(examplePath(route))) {
        const lines = await logged(() => send(path));
        const line = lines.find((text) => text.includes('"event":"request"'));
        expect(line, path).toBeDefined();
        expect(line, path).not.toContain(SECRET);
        expect(line, path).not.toContain(SECRET.slice(0, 12));
        expect(JSON.parse(line!).path, path).toContain("[token]");
      }
    }
  });

  it("refuses dot segments before routing and keeps tokens out of the log in 404s and other parameters' values", async () => {
    const secretRoutes = pages().filter((route) => secretsOf(route.rules).length > 0);
    for (const route of secretRoutes) {
      const path = examplePath(route);
      // The router would serve these as the secret page (fetch would normalise them; the wire does not).
      for (const dotted of [`/x/..${path}`, `/.${path}`, `/x/%2e%2e${path}`, `/x/%2E.${path}`, `/x/..;y${path}`]) {
        let status = 0;
        const lines = await logged(async () => ({ status } = await send(dotted)));
        expect(status, dotted).toBe(400);
        expect(lines.join("\n"), dotted).not.toContain(SECRET.slice(0, 12));
      }
      // Not the route (404s), or another page carrying the link: the secret page's headers, no token logged.
      const [, first, ...rest] = path.split("/");
      for (const other of [`/${first};x/${rest.join("/")}`, `/${first}%2F/${rest.join("/")}`, `/login?next=${encodeURIComponent(path)}`, `/?redirectTo=${path}`]) {
        let headers: Record<string, unknown> = {};
        const lines = await logged(async () => ({ headers } = await send(other)));
        const line = lines.find((text) => text.includes('"event":"request"'));
        expect(line, other).toBeDefined();
        expect(lines.join("\n"), other).not.toContain(SECRET.slice(0, 12));
        expect(headers["cache-control"], other).toBe("no-store");
        expect(headers["x-robots-tag"], other).toBe("noindex");
        expect(headers["referrer-policy"], other).toBe("same-origin");
      }
    }
  });

  it("answers a path that does not decode with a 400 of its own, logged as JSON without the path", async () => {
    for (const path of [`/manage/${SECRET}%E0%A4`, `/hi/alerts/manage/%ZZ${SECRET}`, "/%E0%A4%A"]) {
      let status = 0;
      const lines = await logged(async () => ({ status } = await send(path)));
      expect(status, path).toBe(400);
      const line = JSON.parse(lines.find((text) => text.includes('"event":"request"'))!);
      expect(line).toMatchObject({ status: 400, path: "[malformed]", route: "unmatched" });
      expect(lines.join("\n")).not.toContain(SECRET.slice(0, 12));
    }
  });

  it("counts what each route declares, under its language, and nothing else", async () => {
    for (const route of pages()) {
      const path = examplePath(route);
      counted.length = 0;
      await send(route.rules!.counts === "search" ? `${path}?query=water` : path);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const language = localeOfPattern(route.pattern!);
      if (route.rules!.counts === "search") expect(counted, path).toEqual([{ kind: "search", subject: "water", language }]);
      else if (route.rules!.counts === "embed") {
        expect(counted, path).toEqual([{ kind: "embed", subject: route.pattern!.includes(":slug") ? "organization:sample-slug" : "board", language }]);
      }
      else if (route.rules!.counts) expect(counted, path).toEqual([{ kind: route.rules!.counts, subject: "sample-slug", language }]);
      else expect(counted, path).toEqual([]);
    }
  });

  it("lets the page cache and the service worker keep only what is declared public, never a private page", () => {
    const keep = new RegExp(table.offline.keep);
    const declaredPublic = new RegExp(table.offline.public);
    for (const route of pages()) {
      const path = examplePath(route);
      const rules = route.rules!;
      const isPublic = rules.audience === "public";
      const request = { method: "GET", originalUrl: path, headers: {} };
      expect(isCacheableRequest(request, rules), path).toBe(isPublic && rules.pageCache === true);
      expect(keep.test(path), path).toBe(isPublic && rules.offline === "keep");
      expect(declaredPublic.test(path), path).toBe(isPublic);
    }
    // The offline page of every language, kept in that language.
    for (const locale of LOCALES) expect(localeOfPattern(table.offline.shells[locale] ?? ""), locale).toBe(locale);
    for (const path of ["/saved", "/manage/x", "/alerts/manage/x", "/admin", "/admin/insights"]) {
      for (const locale of LOCALES) {
        const localized = locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
        expect(keep.test(localized) || declaredPublic.test(localized), localized).toBe(false);
      }
    }
  });
});
