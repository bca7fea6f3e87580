import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?(\/?>)/g;
/** A head larger than this is not React's: pass it on untouched. */
const MAX_HEAD_BYTES = 512 * 1024;

/**
 * Asks the browser for the module preloads of the document's <head> at low
 * priority (docs/decisions/179-inline-stylesheet.md). The stylesheet is in the
 * document, so nothing the first paint needs waits behind them; React Router's
 * <Scripts> gives no way to set their priority, so the streamed head is edited on
 * its way out. Only the head is held back (React writes it in its first chunk);
 * the body streams as before.
 */
export function lowPriorityModulePreloads() {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const buffered = Buffer.concat(held);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1 && heldBytes < MAX_HEAD_BYTES) return callback();
      passing = true;
      held = [];
      if (end === -1) return callback(null, buffered);
      // "</head>" is ASCII, so the cut is never inside a multi-byte character.
      const head = buffered.subarray(0, end).toString("utf8").replace(MODULE_PRELOAD, lowPriority);
      callback(null, Buffer.concat([Buffer.from(head), buffered.subarray(end)]));
    },
    flush(callback) {
      callback(null, held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}

function lowPriority(tag: string, close: string) {
  return tag.includes("fetchpriority=") ? tag : `${tag.slice(0, -close.length)} fetchpriority="low"${close}`;
}
