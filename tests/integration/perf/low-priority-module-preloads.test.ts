import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/lib/low-priority-module-preloads.server";

/** Streams the chunks through the transform and returns what comes out. */
function through(chunks: (string | Buffer)[]) {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));
}

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js" fetchpriority="high"/><style>a>b{color:red}</style></head>';
const BODY = '<body><p>₹ 5,000 — <link rel="modulepreload" href="/in-body.js"/></p></body></html>';
const EXPECTED = HEAD.replace('nonce="n"/>', 'nonce="n" fetchpriority="low"/>') + BODY;

describe("module preloads at low priority", () => {
  it("marks the head's module preloads low, and leaves a chosen priority and the body alone", async () => {
    expect(await through([HEAD, BODY])).toBe(EXPECTED);
  });

  it("finds the head's end and the tags wherever the stream is cut, inside multi-byte characters too", async () => {
    const bytes = Buffer.from(HEAD + BODY);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through(["<p>no head</p>", "<p>at all</p>"])).toBe("<p>no head</p><p>at all</p>");
  });
});
