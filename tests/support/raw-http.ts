/** One bare HTTP request (node:http, no body, no redirects followed): what any client gets, whatever its method. */
import { request as httpRequest } from "node:http";

export function rawRequest(url: string | URL, method: string) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path: pathname + search }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}
