import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { uploads } from "../../../db/schema";
import { importLegacyUploads, registerAssetRoutes } from "../../../server/assets";
import * as uploadRoute from "../../../app/routes/api/admin/upload";
import { useAdminTestDb } from "../../support/admin";
import { callApi } from "../../support/route-calls";

const s = useAdminTestDb();

/** The stored logo behind a /uploads/<name> URL: logos live in the database. */
const stored = (url: string) => s.db.select().from(uploads).where(eq(uploads.name, url.replace("/uploads/", ""))).get()!.data;
const storedNames = () => s.db.select({ name: uploads.name }).from(uploads).all();

async function upload(bytes: Uint8Array | Buffer, filename: string, type: string, cookie = s.adminCookie) {
  const form = new FormData();
  form.set("logo", new File([new Uint8Array(bytes)], filename, { type }));
  const request = new Request("http://localhost:3000/api/admin/upload", { method: "POST", body: form });
  return callApi(uploadRoute, {
    method: "POST",
    path: "/api/admin/upload",
    context: s.context,
    cookie,
    body: await request.arrayBuffer(),
    contentType: request.headers.get("Content-Type")!,
  });
}

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 67, g: 56, b: 202, alpha: 1 } } })
    .png()
    .toBuffer();
}

describe("POST /api/admin/upload", () => {
  it("accepts a real PNG named .txt, judged by content, re-encoded to 200×200 WebP under a random name", async () => {
    const source = await png(400, 300);
    const res = await upload(source, "logo.txt", "text/plain");
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(stored(url).equals(source)).toBe(false);
    const meta = await sharp(stored(url)).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 200 });
  });

  it("strips what is not pixels (metadata, trailing bytes)", async () => {
    const withExif = await sharp(await png(200, 200))
      .withMetadata({ exif: { IFD0: { Copyright: "secret-marker" } } })
      .jpeg()
      .toBuffer();
    const payload = Buffer.concat([withExif, Buffer.from("<script>alert(1)</script>")]);
    const res = await upload(payload, "logo.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(stored(url).includes("secret-marker")).toBe(false);
    expect(stored(url).includes("<script>")).toBe(false);
  });

  it("refuses text renamed .png with 'Invalid file' / 'Please upload an image file'", async () => {
    const res = await upload(Buffer.from("just some text, not an image"), "logo.png", "image/png");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ title: "Invalid file", message: "Please upload an image file" });
    expect(storedNames()).toEqual([]);
  });

  it("refuses an SVG with a script", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script><rect width="200" height="200"/></svg>';
    const res = await upload(Buffer.from(svg), "logo.svg", "image/svg+xml");
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe("Please upload an image file");
    expect(storedNames()).toEqual([]);
  });

  it("refuses a file over 2 MB with 413, and an image under 112×112", async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    (await png(200, 200)).copy(big);
    const res = await upload(big, "big.png", "image/png");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ title: "Upload failed", message: "The image must be 2 MB or smaller" });
    const small = await upload(await png(100, 150), "small.png", "image/png");
    expect(small.status).toBe(400);
    expect(((await small.json()) as { message: string }).message).toBe("The logo must be at least 112×112 pixels");
  });

  it("refuses a truncated image, a missing field and a non-multipart body without a 500", async () => {
    const truncated = (await png(300, 300)).subarray(0, 60);
    expect((await upload(truncated, "x.png", "image/png")).status).toBe(415);
    const empty = await s.asAdmin(uploadRoute, { method: "POST", path: "/api/admin/upload", body: new FormData() });
    expect(empty.status).toBe(400);
    const json = await s.asAdmin(uploadRoute, { method: "POST", path: "/api/admin/upload", json: { logo: "x" } });
    expect(json.status).toBe(415);
  });

  it("is admin-only", async () => {
    expect((await upload(await png(200, 200), "a.png", "image/png", s.userCookie)).status).toBe(403);
    expect((await upload(await png(200, 200), "a.png", "image/png", "")).status).toBe(401);
  });
});

describe("serving uploaded logos from the database", () => {
  async function serveUploads() {
    const app = express();
    registerAssetRoutes(app, s.db);
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  }

  it("serves a logo at its URL, immutable, with nosniff and a sandboxing CSP; an unknown name is a 404", async () => {
    const { url } = (await (await upload(await png(300, 300), "logo.png", "image/png")).json()) as { url: string };
    const { base, close } = await serveUploads();
    try {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(Buffer.from(await res.arrayBuffer()).equals(stored(url))).toBe(true);
      expect((await fetch(`${base}/uploads/0123456789abcdef0123456789abcdef.webp`)).status).toBe(404);
    } finally {
      close();
    }
  });

  it("copies logos uploaded before, from the data folder's uploads/, into the database once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ic-legacy-uploads-"));
    try {
      mkdirSync(join(dataDir, "uploads"));
      const logo = await sharp(await png(200, 200)).webp().toBuffer();
      writeFileSync(join(dataDir, "uploads", "00112233445566778899aabbccddeeff.webp"), logo);
      expect(importLegacyUploads(s.db, { dataDir })).toBe(1);
      expect(importLegacyUploads(s.db, { dataDir })).toBe(0);
      expect(stored("/uploads/00112233445566778899aabbccddeeff.webp").equals(logo)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
