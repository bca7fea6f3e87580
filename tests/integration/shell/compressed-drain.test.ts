/**
 * A long compressed page leaves no `drain` listener behind (server/compressed-drain.ts): React
 * Router's writer waits for `drain` whenever a write fills the buffer; through the compression
 * middleware alone those waits pile listeners on the gzip stream until Node warns
 * (MaxListenersExceededWarning, as `GET /?show=200` did). Real Express, compression and writer.
 */
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterEach, describe, expect, it } from "vitest";
import { EventEmitter } from "node:events";
import { captureLogLines, logNodeWarnings } from "../../../app/lib/log.server";
import { drainListenersWhereAdded } from "../../../server/compressed-drain";

const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  process.off("warning", onWarning);
});

async function longPage(withFix: boolean) {
  warnings.length = 0;
  process.on("warning", onWarning);
  const app = express();
  app.use(compression());
  if (withFix) app.use(drainListenersWhereAdded());
  let gzipDrainListeners = -1;
  app.get("/", async (_req, res) => {
    res.type("html");
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 400; i++) controller.enqueue(encoder.encode(`<p>${String(i).repeat(2000)}</p>`));
        controller.close();
      },
    });
    await writeReadableStreamToWritable(body, res);
    // The gzip stream the middleware adds listeners to: what `res.on("drain")` returns.
    const gzip = (res.on as (type: string, listener: () => void) => unknown)("drain", () => undefined) as NodeJS.EventEmitter;
    gzipDrainListeners = gzip.listenerCount("drain") - 1;
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "Accept-Encoding": "gzip" } });
  // Read slowly at first, so that writes fill the buffer and the writer waits for drain many times.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await response.text()).length).toBeGreaterThan(400 * 2000);
  await new Promise((resolve) => setImmediate(resolve));
  return gzipDrainListeners;
}

describe("a long compressed page", () => {
  it("leaves no drain listener on the gzip stream, and Node has nothing to warn about", async () => {
    expect(await longPage(true)).toBe(0);
    expect(warnings).toEqual([]);
  });

  it("without the fix, piles them up (the test would see the leak)", async () => {
    expect(await longPage(false)).toBeGreaterThan(10);
  });
});

describe("Node's warnings", () => {
  it("are written as JSON lines through the logger, never Node's plain text", () => {
    const processLike = new EventEmitter();
    processLike.on("warning", () => process.stderr.write("(node) plain text\n"));
    const capture = captureLogLines();
    try {
      logNodeWarnings(processLike);
      const warning = Object.assign(new Error("url.parse() behavior is not standardized"), { name: "DeprecationWarning", code: "DEP0169" });
      processLike.emit("warning", warning);
    } finally {
      capture.stop();
    }
    expect(processLike.listenerCount("warning")).toBe(1);
    expect(capture.lines).toHaveLength(1);
    expect(JSON.parse(capture.lines[0]!)).toMatchObject({ level: 40, event: "node.warning", warning: { name: "DeprecationWarning", code: "DEP0169" } });
  });
});
