/**
 * Mail bodies at rest: a queued message's text, HTML and headers hold manage, confirm and
 * unsubscribe links, so the outbox stores them sealed with AES-256-GCM under a key derived
 * (HKDF-SHA-256) from the server's secret, which lives outside the database (SESSION_SECRET or
 * <data folder>/.session-secret). The message's Message-ID is the associated data, so a body
 * cannot be moved to another row. A copy of the database alone (a backup, a replica, free pages,
 * old WAL frames) never shows a link (docs/decisions/260).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Env } from "../lib/env.server";

export interface MailBody {
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
}

/** What the outbox needs from the configuration: the secret its key is derived from. */
export type OutboxSecret = Pick<Env, "SESSION_SECRET">;

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new Map<string, Buffer>();

function outboxKey({ SESSION_SECRET }: OutboxSecret): Buffer {
  let key = keys.get(SESSION_SECRET);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", SESSION_SECRET, "impact-careers", "outbox mail body v1", 32));
    keys.set(SESSION_SECRET, key);
  }
  return key;
}

/** [version][12-byte IV][16-byte tag][ciphertext of the JSON body]. */
export function sealBody(secret: OutboxSecret, messageId: string, body: MailBody): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", outboxKey(secret), iv);
  cipher.setAAD(Buffer.from(messageId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(body), "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), sealed]);
}

export class UnreadableBodyError extends Error {}

/** The body, or UnreadableBodyError when it was sealed under another secret or altered. */
export function openBody(secret: OutboxSecret, messageId: string, sealed: Buffer): MailBody {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new UnreadableBodyError("unknown body format");
  try {
    const decipher = createDecipheriv("aes-256-gcm", outboxKey(secret), sealed.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(messageId));
    decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as MailBody;
  } catch {
    throw new UnreadableBodyError("the body cannot be opened with this server's secret (SESSION_SECRET changed?)");
  }
}
