/** One bare HTTP request (node:http, no body, no redirects followed): what any client gets, whatever its method. */
import { request as httpRequest } from "node:http";

/** `path` sends a request line as written (an absolute form, an undecodable path); `headers` are sent as given. */
export function rawRequest(url: string | URL, method: string, { path, headers }: { path?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path: path ?? pathname + search, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}
