/**
 * Calling the accounts routes the way the server does, with a tiny cookie jar.
 * Password hashes are made once per password (scrypt is deliberately slow).
 */
import type { RouterContextProvider } from "react-router";
import { users } from "../../../db/schema";
import type { Db } from "../../../db/client.server";
import { hashPassword } from "../../../app/auth/password.server";
import type { Env } from "../../../app/lib/env.server";
import { testContext, testEnv } from "../../support/context";

export const ORIGIN = "http://localhost:3000";

const hashes = new Map<string, Promise<string>>();
export function hashOnce(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createUser(
  db: Db,
  { username, password, isAdmin = false, fullName }: { username: string; password: string; isAdmin?: boolean; fullName?: string },
) {
  return db
    .insert(users)
    .values({ username, password: await hashOnce(password), isAdmin, fullName: fullName ?? `${username} Example` })
    .returning({ id: users.id })
    .get().id;
}

/** Cookies by name, updated from Set-Cookie headers (an expired cookie is removed). */
export class CookieJar {
  cookies = new Map<string, string>();
  update(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k, v] = a.split("=");
        if (k!.trim().toLowerCase() === "max-age") return Number(v) <= 0;
        if (k!.trim().toLowerCase() === "expires") return new Date(v!).getTime() < Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  clone() {
    const jar = new CookieJar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  location: string | null;
}

/** A route's answer as a client sees it: Response or data() alike. */
export async function toAnswer(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    const text = await result.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: result.status, headers: result.headers, body, location: result.headers.get("Location") };
  }
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const d = result as { data: unknown; init: ResponseInit | null };
    const headers = new Headers(d.init?.headers);
    return { status: d.init?.status ?? 200, headers, body: d.data, location: null };
  }
  return { status: 200, headers: new Headers(), body: result, location: null };
}

// Route modules type their args with their generated +types; any loader or action fits here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (args: any) => unknown;

export interface Client {
  jar: CookieJar;
  context: RouterContextProvider;
  post(handler: Handler, path: string, body?: Record<string, string> | string, opts?: { json?: boolean; headers?: Record<string, string> }): Promise<Answer>;
  get(handler: Handler, path: string, headers?: Record<string, string>): Promise<Answer>;
}

/** One browser (or API client) at one address. */
export function client(db: Db, { ip = "203.0.113.10", env, jar = new CookieJar() }: { ip?: string; env?: Env; jar?: CookieJar } = {}): Client {
  const context = testContext(db, { ip, env: env ?? testEnv() });
  const call = async (handler: Handler, request: Request) => {
    let result: unknown;
    try {
      result = await handler({ request, context, params: {}, url: new URL(request.url), pattern: new URL(request.url).pathname });
    } catch (thrown) {
      result = thrown;
    }
    const answer = await toAnswer(result);
    jar.update(answer.headers);
    return answer;
  };
  return {
    jar,
    context,
    post(handler, path, body = {}, opts = {}) {
      const json = opts.json ?? true;
      const headers: Record<string, string> = { Origin: ORIGIN, Cookie: jar.header(), ...opts.headers };
      let payload: string;
      if (typeof body === "string") payload = body;
      else if (json) {
        headers["Content-Type"] = "application/json";
        payload = JSON.stringify(body);
      } else {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        payload = new URLSearchParams(body).toString();
      }
      return call(handler, new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: payload }));
    },
    get(handler, path, headers = {}) {
      return call(handler, new Request(`${ORIGIN}${path}`, { headers: { Cookie: jar.header(), ...headers } }));
    },
  };
}

/** Answers "What is 7 plus 5?" / "What is 9 minus 4?". */
export function solve(question: unknown): string {
  const m = /What is (\d+) (plus|minus) (\d+)\?/.exec(String(question));
  if (!m) throw new Error(`not a CAPTCHA question: ${String(question)}`);
  const [a, b] = [Number(m[1]), Number(m[3])];
  return String(m[2] === "plus" ? a + b : a - b);
}

export function countRows(db: Db, table: string): number {
  return (db.$client.prepare(`select count(*) as c from ${table}`).get() as { c: number }).c;
}
