/**
 * A feature's cost measured on a busy machine: two servers on copies of one database, the
 * feature off in one and on in the other, loaded in short alternating rounds (off, on, on,
 * off, off, on…: each pair's order flips, so a load that drifts during a pair favours
 * neither). Each pair gives a ratio of throughputs taken seconds apart under the same
 * background load; the median of those ratios is the figure. CPU per request is each
 * server's CPU over all its rounds (the idle time between them included, so work done off
 * the request path, such as the counts written every few seconds, is counted too) divided
 * by the requests it answered.
 */
import { copyFileSync, existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { BenchContext } from "../suites/types";
import { type ReadOptions, type ReadResult, readLoad, treeCpuMs } from "./read-load";
import { ms, table } from "./report";
import { type RunningServer, startProductionServer } from "./server";

export interface AlternatingResult {
  /** Per pair: on's throughput over off's. */
  ratios: number[];
  /** Per pair: on's server CPU per request over off's. */
  cpuRatios: number[];
  medianRatio: number;
  /** Median throughput and latency of each mode's rounds. */
  off: ReadResult;
  on: ReadResult;
  /** Server CPU ms per request over the whole run. */
  cpuPerRequest: { off: number; on: number };
  /** 1-minute load average at each pair's start. */
  loads: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function copyDatabase(dbPath: string, copy: string) {
  copyFileSync(dbPath, copy);
  for (const suffix of ["-wal", "-shm"]) if (existsSync(`${dbPath}${suffix}`)) copyFileSync(`${dbPath}${suffix}`, `${copy}${suffix}`);
}

export async function alternatingRounds(
  ctx: BenchContext,
  dbPath: string,
  name: string,
  envFor: (on: boolean) => Record<string, string>,
  load: ReadOptions,
): Promise<AlternatingResult> {
  const pairs = ctx.rounds ?? (ctx.quick ? 3 : 6);
  const servers = new Map<boolean, RunningServer>();
  try {
    for (const on of [false, true]) {
      const copy = join(ctx.tmpDir, `${name}-${on ? "on" : "off"}.db`);
      copyDatabase(dbPath, copy);
      servers.set(on, await startProductionServer(copy, envFor(on)));
    }
    // Warm both: caches filled, code compiled, before anything is timed.
    for (const server of servers.values()) {
      for (const path of load.paths) await fetch(`${server.baseUrl}${path}`);
      await readLoad(server.baseUrl, server.pid, ctx.connections, 2, load);
    }
    const cpuBefore = new Map([...servers].map(([on, s]) => [on, treeCpuMs(s.pid)]));
    const rounds = new Map<boolean, ReadResult[]>([
      [false, []],
      [true, []],
    ]);
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    const loads: number[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      loads.push(loadavg()[0]!);
      const order = pair % 2 === 0 ? [false, true] : [true, false];
      for (const on of order) {
        const server = servers.get(on)!;
        rounds.get(on)!.push(await readLoad(server.baseUrl, server.pid, ctx.connections, ctx.duration, load));
      }
      const [off, on] = [rounds.get(false)![pair]!, rounds.get(true)![pair]!];
      ratios.push(on.rps / off.rps);
      cpuRatios.push(on.cpuPerRequest / off.cpuPerRequest);
    }
    const cpuPerRequest = (on: boolean) => {
      const requests = rounds.get(on)!.reduce((sum, r) => sum + r.requests, 0);
      return (treeCpuMs(servers.get(on)!.pid) - cpuBefore.get(on)!) / Math.max(1, requests);
    };
    const typical = (on: boolean): ReadResult => {
      const all = rounds.get(on)!;
      const pick = (key: keyof ReadResult) => median(all.map((r) => r[key]));
      return { rps: pick("rps"), requests: pick("requests"), p50: pick("p50"), p95: pick("p95"), p99: pick("p99"), errors: all.reduce((s, r) => s + r.errors, 0), cpuPerRequest: pick("cpuPerRequest"), writes: 0, writeErrors: 0 };
    };
    return {
      ratios,
      cpuRatios,
      medianRatio: median(ratios),
      off: typical(false),
      on: typical(true),
      cpuPerRequest: { off: cpuPerRequest(false), on: cpuPerRequest(true) },
      loads,
    };
  } finally {
    for (const server of servers.values()) await server.stop();
  }
}

/** The result as the bench prints it: a table per mode, the pairs, the median ratio, the CPU. */
export function describeAlternating(ctx: BenchContext, feature: string, offLabel: string, r: AlternatingResult): string[] {
  const row = (label: string, x: ReadResult, cpu: number) => [label, x.rps.toFixed(0), ms(x.p50), ms(x.p95), ms(x.p99), cpu.toFixed(3), x.errors];
  const percent = (x: number) => `${(x * 100).toFixed(0)}%`;
  return [
    `${r.ratios.length} pairs of ${ctx.duration} s rounds, off and on in turn; load average ${Math.min(...r.loads).toFixed(1)}-${Math.max(...r.loads).toFixed(1)} during the pairs`,
    table(
      [feature, "req/s (median)", "p50", "p95", "p99", "CPU ms/req (whole run)", "errors"],
      [row(offLabel, r.off, r.cpuPerRequest.off), row("on", r.on, r.cpuPerRequest.on)],
    ),
    `on/off per pair: ${r.ratios.map(percent).join(", ")}; median ${percent(r.medianRatio)}`,
    `CPU per request on/off per pair: ${r.cpuRatios.map(percent).join(", ")}; median ${percent(median(r.cpuRatios))}`,
    `CPU per request: ${r.cpuPerRequest.off.toFixed(3)} ms off, ${r.cpuPerRequest.on.toFixed(3)} ms on: ` +
      `${((r.cpuPerRequest.on - r.cpuPerRequest.off) * 1000).toFixed(0)} µs more; a server bound by its CPU keeps ` +
      `${percent(r.cpuPerRequest.off / r.cpuPerRequest.on)} of its throughput`,
  ];
}
