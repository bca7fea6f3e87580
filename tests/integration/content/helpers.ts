/** Requests and results for the content and settings integration tests (the admin and database: tests/support/admin.ts). */

const BASE = "http://localhost:3000";

export function jsonRequest(path: string, method: string, body?: unknown, cookie?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  return new Request(BASE + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
  const form = new URLSearchParams(fields);
  return new Request(BASE + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
}

export function getRequest(path: string, cookie?: string) {
  return new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {} });
}

/** Loader/action results: a Response, or `data()` (type DataWithResponseInit), or plain data. */
export function unwrap(result: unknown): { status: number; data: unknown; headers: Headers } {
  if (result instanceof Response) return { status: result.status, data: undefined, headers: result.headers };
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init: ResponseInit | null };
    return { status: r.init?.status ?? 200, data: r.data, headers: new Headers(r.init?.headers) };
  }
  return { status: 200, data: result, headers: new Headers() };
}

/** Runs a loader/action and returns the thrown or returned outcome. */
export async function settle(fn: () => unknown): Promise<{ status: number; data: unknown; headers: Headers }> {
  try {
    return unwrap(await fn());
  } catch (error) {
    return unwrap(error);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyArgs = any;
