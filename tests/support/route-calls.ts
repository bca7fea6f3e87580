/** Calling route modules the way the server does: a real Request, the route's params and context. */

/** A loader or action of any route module (their generated argument types differ per route). */
type Handler = (args: never) => Promise<unknown>;
type HandlerArgs = { request: Request; context: unknown; params: Record<string, string>; url: URL };

/** Calls a resource route's loader (GET) or action (other methods) the way the server does. */
export async function callApi(
  module: { loader?: Handler; action?: Handler },
  options: {
    method?: string;
    path: string;
    params?: Record<string, string>;
    cookie?: string;
    json?: unknown;
    body?: BodyInit;
    contentType?: string;
    context: unknown;
  },
): Promise<Response> {
  const method = options.method ?? "GET";
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("Content-Type", "application/json");
  }
  if (options.contentType) headers.set("Content-Type", options.contentType);
  const request = new Request(`http://localhost:3000${options.path}`, { method, headers, body });
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`no handler for ${method}`);
  const result = await handler({
    request,
    context: options.context,
    params: options.params ?? {},
    url: new URL(request.url),
  } satisfies HandlerArgs as never);
  if (!(result instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  return result;
}

/** Runs a page action and returns its Response (redirect) or thrown Response/data. */
export async function callPage(
  handler: Handler,
  options: {
    path: string;
    /** The route's normalised URL when it differs from the request's (JavaScript submissions post to `….data`). */
    routeUrl?: string;
    params?: Record<string, string>;
    cookie?: string;
    form?: Record<string, string> | FormData;
    method?: string;
    context: unknown;
  },
): Promise<unknown> {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.form instanceof FormData) body = options.form;
  else if (options.form) body = new URLSearchParams(options.form);
  const request = new Request(`http://localhost:3000${options.path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  try {
    // The route's `url` argument is the normalised URL (no `.data` suffix).
    return await handler({
      request,
      context: options.context,
      params: options.params ?? {},
      url: new URL(options.routeUrl ?? request.url, request.url),
    } satisfies HandlerArgs as never);
  } catch (thrown) {
    return thrown;
  }
}

/** The toast a redirect or data response carries (remix-toast flash cookie). */
export async function toastOf(
  result: unknown,
): Promise<{ message: string; description?: string; type: string } | undefined> {
  const headers =
    result instanceof Response
      ? result.headers
      : (result as { init?: { headers?: HeadersInit } })?.init?.headers
        ? new Headers((result as { init: { headers: HeadersInit } }).init.headers)
        : undefined;
  const setCookie = headers?.get("Set-Cookie");
  if (!setCookie) return undefined;
  const { getToast } = await import("remix-toast");
  const cookie = setCookie
    .split(/,(?=\s*[\w-]+=)/)
    .map((c) => c.split(";")[0]!.trim())
    .join("; ");
  const { toast } = await getToast(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }));
  return toast as { message: string; description?: string; type: string } | undefined;
}
