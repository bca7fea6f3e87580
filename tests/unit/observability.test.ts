/** The rules that keep secrets out of the log and /metrics away from the public. */
import { describe, expect, it } from "vitest";
import { redactQuery } from "../../app/lib/log.server";
import { mayReadMetrics, type MetricsRequest } from "../../app/lib/metrics.server";
import { parseLitestreamLine } from "../../server/replication";

// The secret route parameters: tests/integration/foundation/route-rules.test.ts walks the route table.
describe("redactQuery", () => {
  it("cuts out the values of query parameters named like secrets", () => {
    expect(redactQuery("token=abc&next=%2Fadmin")).toBe("token=%5Bredacted%5D&next=%2Fadmin");
    expect(redactQuery("q=water")).toBe("q=water");
  });
});

const TOKEN = "metrics-token-0123456789abcdef";
const request = (ip: string, headers: MetricsRequest["headers"] = {}, socket = ip): MetricsRequest => ({
  ip,
  headers,
  socket: { remoteAddress: socket },
});

describe("mayReadMetrics", () => {
  it("lets a direct loopback client in, and anyone with the bearer token", () => {
    const env = { TRUST_PROXY: 0, METRICS_TOKEN: TOKEN };
    expect(mayReadMetrics(request("127.0.0.1"), env)).toBe(true);
    expect(mayReadMetrics(request("::1"), env)).toBe(true);
    expect(mayReadMetrics(request("::ffff:127.0.0.1"), env)).toBe(true);
    expect(mayReadMetrics(request("203.0.113.9"), env)).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: `Bearer ${TOKEN}` }), env)).toBe(true);
    expect(mayReadMetrics(request("127.0.0.1", { authorization: "Bearer wrong" }), env)).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: `Bearer ${TOKEN}` }), { TRUST_PROXY: 0 })).toBe(false);
  });

  it("judges the real client behind a trusted proxy, and refuses forwarded requests it does not trust", () => {
    // nginx on this machine forwards a remote visitor: the socket is loopback, the client is not.
    expect(mayReadMetrics(request("203.0.113.9", { "x-forwarded-for": "203.0.113.9" }, "127.0.0.1"), { TRUST_PROXY: 1 })).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "127.0.0.1" }, "127.0.0.1"), { TRUST_PROXY: 1 })).toBe(true);
    // TRUST_PROXY unset behind a proxy: every request looks loopback, so a forwarded one is refused.
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), { TRUST_PROXY: 0 })).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { forwarded: "for=203.0.113.9" }), { TRUST_PROXY: 0 })).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { "x-real-ip": "203.0.113.9" }), { TRUST_PROXY: 0 })).toBe(false);
  });
});

describe("parseLitestreamLine", () => {
  it("reads Litestream's logfmt lines into fields, quoted values included", () => {
    const line =
      'time=2026-11-25T07:42:10.385Z level=INFO msg="wal segment written" db=/srv/data/app.db replica=file position=495f058d16e49bfa/00000000:16512 elapsed=4.759387ms sz=4120';
    expect(parseLitestreamLine(line)).toEqual({
      time: "2026-11-25T07:42:10.385Z",
      level: "INFO",
      msg: "wal segment written",
      db: "/srv/data/app.db",
      replica: "file",
      position: "495f058d16e49bfa/00000000:16512",
      elapsed: "4.759387ms",
      sz: "4120",
    });
    expect(parseLitestreamLine('level=ERROR msg="sync error" error="disk \\"full\\""')).toEqual({
      level: "ERROR",
      msg: "sync error",
      error: 'disk "full"',
    });
  });
});
