/**
 * Logo upload.
 * The file is judged by its content (file-type), never by its name or declared
 * type; at most 2 MB; decoded and re-encoded by sharp (so nothing but pixels
 * survives), fitted into 200×200 WebP; stored in the database under a random name
 * (docs/decisions/230). SVG is refused (docs/decisions/072-logo-uploads.md).
 */
import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "../../db/client.server";
import { uploads } from "../../db/schema";
import { UPLOADS_URL_PREFIX } from "../../server/assets";
import { ListingError } from "../opportunities/write.server";

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const MIN_LOGO_SIZE = 112;
export const LOGO_OUTPUT_SIZE = 200;
/** Raster formats sharp decodes safely. SVG (active content) is not among them. */
const ACCEPTED_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"]);

export const UPLOAD_MESSAGES = {
  invalidTitle: "Invalid file",
  invalid: "Please upload an image file",
  failedTitle: "Upload failed",
  failed: "Failed to upload image",
  tooLarge: "The image must be 2 MB or smaller",
  tooSmall: `The logo must be at least ${MIN_LOGO_SIZE}×${MIN_LOGO_SIZE} pixels`,
  missing: "Please choose an image to upload",
  success: "Logo uploaded",
} as const;

function invalid(message: string = UPLOAD_MESSAGES.invalid, status: 400 | 415 = 415) {
  return new ListingError(status, message, UPLOAD_MESSAGES.invalidTitle);
}

/** Checks and re-encodes an uploaded logo; returns its public URL (/uploads/<random>.webp). */
export async function storeLogo(db: Db, file: unknown): Promise<{ url: string }> {
  if (!(file instanceof Blob) || file.size === 0) throw invalid(UPLOAD_MESSAGES.missing, 400);
  if (file.size > MAX_LOGO_BYTES) throw new ListingError(413, UPLOAD_MESSAGES.tooLarge, UPLOAD_MESSAGES.failedTitle);
  const input = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw invalid();

  let output: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: "error" });
    const { width = 0, height = 0 } = await image.metadata();
    if (width < MIN_LOGO_SIZE || height < MIN_LOGO_SIZE) throw invalid(UPLOAD_MESSAGES.tooSmall, 400);
    output = await image
      .rotate()
      .resize(LOGO_OUTPUT_SIZE, LOGO_OUTPUT_SIZE, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ListingError) throw error;
    // Claims to be an image but does not decode: not an image we accept.
    throw invalid();
  }

  const name = `${randomBytes(16).toString("hex")}.webp`;
  db.insert(uploads).values({ name, contentType: "image/webp", data: output }).run();
  return { url: `${UPLOADS_URL_PREFIX}/${name}` };
}
