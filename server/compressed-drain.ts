/**
 * `drain` listeners on a compressed response, kept where they are added (docs/request-cost.md).
 * The compression middleware adds a response's `drain` listeners to its gzip stream, but not the
 * removals: `res.once("drain", fn)`'s wrapper then removes itself from the response, where it is not,
 * and React Router's writer (which waits for `drain` whenever a write fills the buffer) leaves one
 * listener behind per wait: `GET /?show=200` printed MaxListenersExceededWarning for [Gzip]. Here a
 * `drain` listener is added, and removed, on the emitter the middleware really uses.
 */
import { EventEmitter } from "node:events";
import type { RequestHandler, Response } from "express";

type Listener = (...args: unknown[]) => void;

export function drainListenersWhereAdded(): RequestHandler {
  return (_req, res, next) => {
    // What each listener was added as, and on which emitter (the gzip stream, or the response).
    const added = new Map<Listener, { emitter: EventEmitter; as: Listener }>();
    const add = (listener: Listener, as: Listener) => {
      // The middleware's `on` returns the stream it added the listener to (or the response).
      const emitter = (res.on as (type: string, l: Listener) => unknown)("drain", as);
      added.set(listener, { emitter: emitter instanceof EventEmitter ? emitter : res, as });
    };
    const remove = (listener: Listener) => {
      const entry = added.get(listener);
      if (!entry) return false;
      added.delete(listener);
      entry.emitter.removeListener("drain", entry.as);
      return true;
    };
    const once = res.once;
    res.once = function (this: Response, type: string | symbol, listener: Listener) {
      if (type !== "drain") return once.call(this, type, listener);
      const fire = (...args: unknown[]) => {
        remove(listener);
        listener.apply(this, args);
      };
      add(listener, fire);
      return this;
    } as Response["once"];
    for (const name of ["off", "removeListener"] as const) {
      const original = res[name];
      res[name] = function (this: Response, type: string | symbol, listener: Listener) {
        if (type === "drain" && remove(listener)) return this;
        return original.call(this, type, listener);
      } as Response["off"];
    }
    next();
  };
}
