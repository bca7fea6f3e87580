import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as uploadRoute from "../../../app/routes/api/admin/upload";
import { useAdminTestDb } from "../../support/admin";
import { callApi } from "../../support/route-calls";

// The data folder (and so the uploads folder) is the test database's folder.
const s = useAdminTestDb({ dataFolder: true });

const uploadsDir = () => join(s.env.dataDir, "uploads");

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
    const stored = readFileSync(join(uploadsDir(), url.replace("/uploads/", "")));
    expect(stored.equals(source)).toBe(false);
    const meta = await sharp(stored).metadata();
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
    const stored = readFileSync(join(uploadsDir(), url.replace("/uploads/", "")));
    expect(stored.includes("secret-marker")).toBe(false);
    expect(stored.includes("<script>")).toBe(false);
  });

  it("refuses text renamed .png with 'Invalid file' / 'Please upload an image file'", async () => {
    const res = await upload(Buffer.from("just some text, not an image"), "logo.png", "image/png");
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ title: "Invalid file", message: "Please upload an image file" });
    expect(existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []).toEqual([]);
  });

  it("refuses an SVG with a script", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script><rect width="200" height="200"/></svg>';
    const res = await upload(Buffer.from(svg), "logo.svg", "image/svg+xml");
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe("Please upload an image file");
    expect(existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []).toEqual([]);
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
