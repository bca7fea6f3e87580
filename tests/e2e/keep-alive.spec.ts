/**
 * Early refusals on a keep-alive connection, against the real built server: a
 * request refused before its body was read (413 too large, 415 wrong type, 401
 * no session) closes the connection, so the client's next request goes out on a
 * fresh one instead of failing with ECONNRESET or being read from the unread bytes.
 */
import http from "node:http";
import { expect, test } from "./support/fixtures";

// Plain HTTP calls: one project is enough.
test.skip(({ jsEnabled }) => !jsEnabled, "HTTP only");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    // The server may answer and close before the whole body is sent; the answer is what counts.
    req.on("error", reject);
    req.end(body);
  });
}

const oversized = Buffer.from(JSON.stringify({ data: { title: "x".repeat(200_000) } }));

for (const refusal of [
  { name: "a body over the limit (413)", path: "/api/opportunities", type: "application/json", status: 413 },
  { name: "a body of another type (415)", path: "/api/opportunities", type: "text/plain", status: 415 },
  { name: "a body without a session (401)", path: "/api/admin/categories", type: "application/json", status: 401 },
]) {
  test(`after ${refusal.name}, the next request on the same connection succeeds`, async ({ baseURL }) => {
    // One socket at most, kept alive: the second request reuses it unless the server closed it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, `${baseURL}${refusal.path}`, "POST", {
        "Content-Type": refusal.type,
        "Content-Length": String(oversized.byteLength),
        Origin: baseURL!,
      }, oversized);
      expect(refused.status).toBe(refusal.status);
      expect(refused.headers.connection).toBe("close");
      expect(JSON.parse(refused.body)).toMatchObject({ message: expect.any(String) });

      const next = await send(agent, `${baseURL}/healthz`, "GET", {});
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ status: "ok" });
    } finally {
      agent.destroy();
    }
  });
}

test("a request whose body was read keeps its connection alive", async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const bad = Buffer.from("{not json");
    const refused = await send(agent, `${baseURL}/api/opportunities`, "POST", {
      "Content-Type": "application/json",
      "Content-Length": String(bad.byteLength),
      Origin: baseURL!,
    }, bad);
    expect(refused.status).toBe(400);
    expect(refused.headers.connection).toBe("keep-alive");
    expect((await send(agent, `${baseURL}/healthz`, "GET", {})).status).toBe(200);
  } finally {
    agent.destroy();
  }
});
