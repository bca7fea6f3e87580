/**
 * One load run with autocannon: requests per second and latency percentiles.
 * autocannon reports p97.5 but not p95, so every response time is recorded and
 * the percentiles are computed from them.
 */
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
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(
  url: string,
  { connections = 50, duration = 10 }: { connections?: number; duration?: number } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<Parameters<Parameters<typeof autocannon>[1]>[1]>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    });
  });
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
  };
}

/** A short warm-up so the first measured requests do not pay for cold caches and JIT. */
export async function warmUp(url: string, seconds = 2) {
  await runLoad(url, { connections: 10, duration: seconds });
}
