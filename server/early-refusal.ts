/**
 * An answer sent before the request body was read: a refusal (401 without a session, 405, 413,
 * 415, a cross-site 403) or any other. Closing the connection at once would reset it while the
 * client is still sending, and the client (Node's fetch, a browser) would report a network error
 * instead of the answer (docs/decisions/311). So:
 * - a small body (a declared length of at most DRAIN_LIMIT bytes) is read and discarded before
 *   the answer leaves, and the connection stays open for the next request;
 * - after answering a larger body, or one of unknown length, the answer says `Connection: close`,
 *   the server half-closes, and goes on reading and discarding what the client still sends for a
 *   while, as nginx's lingering close does, so the client reads the answer before the connection ends.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type express from "express";

/** Bodies up to this declared length are read before the answer (a form, a small image). */
export const DRAIN_LIMIT = 16 * 1024;
/** How long an answer waits for a small body that does not come. */
const DRAIN_WAIT_MS = 2_000;
/** nginx's lingering_timeout and lingering_time: reading stops after this long without data, or in all. */
const LINGER_IDLE_MS = 5_000;
const LINGER_MAX_MS = 30_000;

/** Mounted first (server.js), before anything that may answer: the 405 of unknown methods included. */
export function answerBeforeBody(): express.RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (!req.complete) unreadBody(req, res);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function unreadBody(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket;
  const length = Number(req.headers["content-length"]);
  const small = req.headers["transfer-encoding"] === undefined && length <= DRAIN_LIMIT;
  const linger = lingerOnClose(socket);
  // Whoever was reading the body (React Router's request stream) is done with it: discard the rest.
  req.removeAllListeners("data");
  req.on("data", linger.onData);
  req.resume();
  if (!small) {
    res.setHeader("Connection", "close");
    return;
  }
  // The answer is held (the socket corked) until the body is in.
  socket.cork();
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    socket.uncork();
  };
  const timer = setTimeout(release, DRAIN_WAIT_MS);
  timer.unref();
  req.once("end", release);
  req.once("close", release);
}

/**
 * Node closes a connection after a `Connection: close` answer with `destroySoon()`: the socket is
 * destroyed as soon as the answer is written, and the client's unsent bytes then meet a reset. For
 * this socket, closing half-closes and keeps reading (the request's data is discarded) until the
 * client closes, sends nothing for LINGER_IDLE_MS, or LINGER_MAX_MS have passed.
 */
function lingerOnClose(socket: Socket): { onData: () => void } {
  let idle: NodeJS.Timeout | undefined;
  const onData = () => idle?.refresh();
  const closing = socket as Socket & { destroySoon?: () => void };
  closing.destroySoon = () => {
    socket.end();
    const stop = () => socket.destroy();
    idle = setTimeout(stop, LINGER_IDLE_MS);
    const max = setTimeout(stop, LINGER_MAX_MS);
    idle.unref();
    max.unref();
    socket.once("close", () => {
      clearTimeout(idle);
      clearTimeout(max);
    });
  };
  return { onData };
}
