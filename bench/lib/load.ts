/**
 * One load run with autocannon: requests per second and latency percentiles.
 * autocannon reports p97.5 but not p95, so every response time is recorded and
 * the percentiles are computed from them.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /**
   * CPU time the server process spent per request (user + system, from
   * /proc/<pid>/stat): what a request costs, independent of how busy the machine is.
   * NaN where /proc is not available.
   */
  cpuMsPerRequest: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU milliseconds used so far by a process (Linux), or NaN. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(
  url: string,
  { connections = 50, duration = 10, serverPid }: { connections?: number; duration?: number; serverPid?: number } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  const cpuBefore = serverPid ? processCpuMs(serverPid) : NaN;
  const result = await new Promise<Parameters<Parameters<typeof autocannon>[1]>[1]>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
  const cpuMs = serverPid ? processCpuMs(serverPid) - cpuBefore : NaN;
  latencies.sort((a, b) => a - b);
  return {
    url,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: cpuMs / Math.max(1, latencies.length),
  };
}

/** A short warm-up so the first measured requests do not pay for cold caches and JIT. */
export async function warmUp(url: string, seconds = 2) {
  await runLoad(url, { connections: 10, duration: seconds });
}
