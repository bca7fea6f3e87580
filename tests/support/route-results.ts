/** Reading what a loader or action returned, the way the server would send it. */
import { getToast } from "remix-toast";

interface DataLike {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataLike(value: unknown): value is DataLike {
  return typeof value === "object" && value !== null && (value as DataLike).type === "DataWithResponseInit";
}

/** Awaits a route result or a thrown response/data, and normalises it. */
export async function settle(run: () => unknown): Promise<{ status: number; headers: Headers; data: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const type = result.headers.get("Content-Type") ?? "";
    const data = type.includes("json") ? await result.json() : await result.text();
    return { status: result.status, headers: result.headers, data };
  }
  if (isDataLike(result)) {
    return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), data: result.data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, headers: new Headers(), data: result };
}

/** The toast a response set, as the next page would read it. */
export async function toastFrom(headers: Headers) {
  const cookie = headers.get("Set-Cookie");
  if (!cookie) return undefined;
  const request = new Request("http://localhost/", { headers: { Cookie: cookie.split(";")[0]! } });
  return (await getToast(request)).toast;
}
