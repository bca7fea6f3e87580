/**
 * The salt that makes a visitor's hash worthless outside one day. It is random, lives only
 * in memory (never in the database, a file or a log) and moves forward one SHA-256 step per
 * UTC day, so today's salt cannot give yesterday's: yesterday's hashes can no longer be
 * recomputed from anything the server holds. With several worker processes the primary
 * draws it and hands it to each worker over IPC (server.js), so all count alike.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Cluster } from "node:cluster";

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of an instant, UTC: the day every count belongs to. */
export function utcDay(at: number = Date.now()): string {
  return new Date(at).toISOString().slice(0, 10);
}

export interface VisitorSalt {
  /** The salt of `day`, or null for a day already forgotten. */
  saltFor(day: string): Buffer | null;
  /** Today's salt, to hand to a worker. */
  handOver(): SaltMessage;
}

interface SaltMessage {
  type: "visitor-salt";
  day: string;
  salt: string;
}

export function createVisitorSalt(start: { day: string; salt: Buffer } = { day: utcDay(), salt: randomBytes(32) }): VisitorSalt {
  let day = start.day;
  let salt = start.salt;
  function advanceTo(wanted: string) {
    const steps = Math.round((Date.parse(wanted) - Date.parse(day)) / DAY_MS);
    if (steps > 400) salt = randomBytes(32); // a clock leap: start afresh rather than hash for long
    else for (let i = 0; i < steps; i++) salt = createHash("sha256").update(salt).digest();
    day = wanted;
  }
  return {
    saltFor(wanted) {
      if (wanted < day) return null;
      if (wanted > day) advanceTo(wanted);
      return salt;
    },
    handOver() {
      this.saltFor(utcDay());
      return { type: "visitor-salt", day, salt: salt.toString("base64") };
    },
  };
}

function isSaltMessage(message: unknown): message is SaltMessage {
  return (message as SaltMessage | null)?.type === "visitor-salt";
}

/** In the primary process: answer each worker's request for the salt. Call before forking. */
export function shareVisitorSalt(cluster: Cluster): void {
  const salt = createVisitorSalt();
  cluster.on("message", (worker, message: unknown) => {
    if ((message as { type?: string } | null)?.type === "visitor-salt?") worker.send(salt.handOver());
  });
}

/** In a worker process: ask the primary for the salt. */
export function receiveVisitorSalt(): Promise<VisitorSalt> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isSaltMessage(message)) return;
      process.off("message", onMessage);
      resolve(createVisitorSalt({ day: message.day, salt: Buffer.from(message.salt, "base64") }));
    };
    process.on("message", onMessage);
    process.send?.({ type: "visitor-salt?" });
  });
}
