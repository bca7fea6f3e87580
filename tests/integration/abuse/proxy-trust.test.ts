/**
 * Proxies trusted by address (decision 307): TRUST_PROXY takes Express's address forms, a forged
 * X-Forwarded-For from a peer that is not the proxy changes nothing (a second loopback address plays
 * the proxy), a hop count on a public port is warned of at start, /metrics judges only the address
 * Express computes, and an IPv6 client is its /64.
 */
import { once } from "node:events";
import { request as httpRequest, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../../app/lib/env.server";
import { captureLogLines } from "../../../app/lib/log.server";
import { mayReadMetrics, type MetricsRequest } from "../../../app/lib/metrics.server";
import { clientNetwork } from "../../../app/lib/client-network";
import { proxyTrustWarning } from "../../../app/lib/proxy-trust.server";
import { startup } from "../../../server/startup";

const SECRET = "proxy-trust-test-secret-proxy-trust-0123";
const envWith = (vars: Record<string, string>) => loadEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET, DATABASE_PATH: ":memory:", ...vars });

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers the client address Express computes with the app's TRUST_PROXY. */
async function whoAmIServer(trustProxy: string, host: string) {
  const app = express();
  app.set("trust proxy", envWith({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.get("/", (req, res) => res.send(req.ip));
  server = app.listen(0, host);
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

function ask(host: string, port: number, from: string, forwardedFor: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, path: "/", localAddress: from, headers: { "X-Forwarded-For": forwardedFor } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("TRUST_PROXY by address", () => {
  it("believes X-Forwarded-For from the proxy's address only: a forged one from another peer changes nothing", async () => {
    const port = await whoAmIServer("127.0.0.2", "127.0.0.1");
    expect(await ask("127.0.0.1", port, "127.0.0.2", "198.51.100.7")).toBe("198.51.100.7");
    expect(await ask("127.0.0.1", port, "127.0.0.1", "198.51.100.7")).toBe("127.0.0.1");
    expect(await ask("127.0.0.1", port, "127.0.0.3", "127.0.0.1, 198.51.100.8")).toBe("127.0.0.3");
  });

  it("with `loopback` ignores a forged X-Forwarded-For from a peer on the network", async (context) => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
    if (!external) return context.skip(); // a machine with no network address cannot play the remote peer
    const port = await whoAmIServer("loopback", "0.0.0.0");
    expect(await ask(external, port, external, "127.0.0.1")).toBe(external);
    expect(await ask("127.0.0.1", port, "127.0.0.1", "198.51.100.9")).toBe("198.51.100.9");
  });

  it("takes Express's forms and refuses what Express cannot compile", () => {
    expect(envWith({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(envWith({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(envWith({}).TRUST_PROXY).toBe(false);
    expect(() => envWith({ TRUST_PROXY: "the-proxy" })).toThrow(/TRUST_PROXY must be a hop count, loopback/);
  });
});

describe("the start-up warning", () => {
  it("says a hop count on a public HOST lets anyone forge their address, and nothing for an address or a loopback HOST", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ic-proxy-"));
    const lines: string[] = [];
    const capture = captureLogLines(lines);
    try {
      const db = await startup(
        loadEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET, DATABASE_PATH: join(dir, "app.db"), TRUST_PROXY: "1", HOST: "0.0.0.0", SEED_DEMO_DATA: "false", LOG_LEVEL: "info" }),
      );
      db.$client.close();
    } finally {
      capture.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    const warning = lines.map((line) => JSON.parse(line) as { event?: string; msg: string; level: number }).find((line) => line.event === "config.trust-proxy");
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain("anyone who reaches this port directly can forge their address");
    expect(proxyTrustWarning({ TRUST_PROXY: ["loopback"], HOST: "0.0.0.0" })).toBeNull();
    expect(proxyTrustWarning({ TRUST_PROXY: 1, HOST: "127.0.0.1" })).toBeNull();
    expect(proxyTrustWarning({ TRUST_PROXY: false, HOST: "0.0.0.0" })).toBeNull();
  }, 90_000);
});

describe("/metrics and client networks", () => {
  const request = (ip: string, headers: MetricsRequest["headers"] = {}, socket = "127.0.0.1"): MetricsRequest => ({ ip, headers, socket: { remoteAddress: socket } });

  it("judges the address Express computed, as an address, and reads no X-Real-IP or Forwarded", () => {
    const env = { TRUST_PROXY: ["loopback"] };
    expect(mayReadMetrics(request("127.0.0.1"), env)).toBe(true);
    expect(mayReadMetrics(request("127.evil.example", { "x-forwarded-for": "127.evil.example" }), env)).toBe(false);
    expect(mayReadMetrics(request("::ffff:127.0.0.1", { "x-forwarded-for": "::ffff:127.0.0.1" }, "203.0.113.5"), env)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { "x-real-ip": "203.0.113.7" }), env)).toBe(false);
    expect(mayReadMetrics(request("127.0.0.1", { forwarded: "for=203.0.113.7" }), env)).toBe(false);
  });

  it("groups IPv6 clients by /64 and keeps IPv4 (and IPv4-mapped) addresses as they are", () => {
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe(clientNetwork("2001:db8:1:2:ffff:1:2:3"));
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
    expect(clientNetwork("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientNetwork("203.0.113.5")).toBe("203.0.113.5");
  });
});
