/**
 * One read load against a running server with autocannon: requests per second, latency
 * percentiles (every response time recorded) and the server's CPU per request (its
 * process and its cluster workers, from /proc). `asVisitors` makes each request a person:
 * a browser's user agent and one of many addresses (the server must trust one proxy).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { processCpuMs } from "./load";

/** A person's browser (a request without one is not counted, like a bot). */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const VISITOR_ADDRESSES = 2000;

/** The address of the n-th visitor's request. */
export const visitorAddress = (n: number) => `10.${(n % VISITOR_ADDRESSES) >> 8}.${n % 256}.${(n * 7) % 250}`;

/** CPU of a process and its children (the cluster's workers). */
export function treeCpuMs(pid: number): number {
  let total = processCpuMs(pid);
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    for (const child of children) total += treeCpuMs(Number(child));
  } catch {
    // not Linux
  }
  return total;
}

export interface ReadOptions {
  paths: string[];
  asVisitors?: boolean;
}

export interface ReadResult {
  rps: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
  writes: number;
  writeErrors: number;
}

export async function readLoad(
  baseUrl: string,
  pid: number,
  connections: number,
  duration: number,
  { paths, asVisitors = false }: ReadOptions,
): Promise<ReadResult> {
  const latencies: number[] = [];
  const cpuBefore = treeCpuMs(pid);
  let n = 0;
  const result = await new Promise<{ duration: number; errors: number; timeouts: number; non2xx: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        requests: paths.map((path) => ({
          method: "GET",
          path,
          // People: a browser's user agent and one of many addresses (the server trusts one proxy).
          ...(asVisitors
            ? {
                setupRequest: (request: { headers?: Record<string, string> }) => {
                  n++;
                  request.headers = { ...request.headers, "user-agent": BROWSER_USER_AGENT, "x-forwarded-for": visitorAddress(n) };
                  return request;
                },
              }
            : {}),
        })),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_c: unknown, _s: number, _b: number, time: number) => latencies.push(time));
  });
  const cpu = treeCpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  return {
    rps: latencies.length / result.duration,
    requests: latencies.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: cpu / Math.max(1, latencies.length),
    writes: 0,
    writeErrors: 0,
  };
}
