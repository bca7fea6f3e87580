/**
 * What an operator watches: one log line and the request metrics per answered request,
 * and GET /metrics summed over the worker processes (docs/decisions/220-structured-logs.md,
 * 223-metrics.md, 224-metrics-access.md).
 */
import type { Cluster } from "node:cluster";
import cluster from "node:cluster";
import type express from "express";
import { AggregatorRegistry, register } from "prom-client";
import type { Env } from "../app/lib/env.server";
import { log } from "../app/lib/log.server";
import { mayReadMetrics } from "../app/lib/metrics.server";
import { replicationRegistry } from "./replication";
import { buildRoutes } from "./build-routes";
import { logRequests } from "./request-log";

/** Mounted first in server.js: logs and counts every answer, static files included. */
export function observeRequests(env: Pick<Env, "OBSERVE_REQUESTS">): express.RequestHandler {
  return logRequests(env, buildRoutes);
}

// ── GET /metrics ──────────────────────────────────────────────────────────────

const METRICS_ANSWER = "metrics";
const METRICS_ASK = "metrics?";
let asked = 0;

/** Replication is supervised by the primary (or the only process): its metrics are added there. */
async function withReplication(metrics: Promise<string>): Promise<string> {
  const replicating = replicationRegistry.getSingleMetric("replication_lag_seconds") !== undefined;
  return replicating ? `${await metrics}\n${await replicationRegistry.metrics()}` : metrics;
}

/** In a worker: the primary's sum over all workers; one process: its own. */
function readMetrics(): Promise<string> {
  if (!cluster.isWorker) return withReplication(register.metrics());
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error("the primary did not answer")), 10_000);
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      finish(message.error ? new Error(message.error) : null, message.text);
    };
    function finish(error: Error | null, text?: string) {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error) reject(error);
      else resolve(text!);
    }
    process.on("message", onMessage);
    process.send?.({ type: METRICS_ASK, id });
  });
}

export function metricsEndpoint(env: Env): express.RequestHandler {
  return (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!mayReadMetrics(req, env)) {
      res.status(403).type("text/plain").send("Forbidden: /metrics answers loopback clients or the METRICS_TOKEN bearer token.\n");
      return;
    }
    readMetrics().then(
      (text) => res.type(register.contentType).send(text),
      (error: unknown) => {
        log.error({ err: error }, "metrics: could not collect");
        res.status(503).type("text/plain").send("Metrics unavailable\n");
      },
    );
  };
}

/** In the primary process: sum the workers' metrics when one of them is asked for /metrics. */
export function serveClusterMetrics(workers: Cluster) {
  const aggregator = new AggregatorRegistry();
  workers.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_ASK) return;
    withReplication(aggregator.clusterMetrics()).then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: METRICS_ANSWER, id: message.id, error: String(error) }),
    );
  });
}
