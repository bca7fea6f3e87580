/**
 * Reads a request body that may be a JSON object (the earlier client's API
 * calls) or a form (pages, with or without JavaScript) into one FormData, so
 * that one zod schema parses both. Bad bodies become 4xx answers, never a 500:
 * too large → 413, malformed JSON or not an object → 400, another content
 * type → 415. An empty body is an empty form (e.g. POST /api/setup-2fa).
 */
import { data } from "react-router";

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

function fail(status: number, message: string): never {
  throw data({ message }, { status });
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) fail(413, "Request body is too large");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      fail(413, "Request body is too large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function jsonToFormData(value: unknown): FormData {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(400, "Request body must be a JSON object");
  const form = new FormData();
  for (const [key, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") form.append(key, String(v));
    else if (Array.isArray(v)) for (const item of v) form.append(key, String(item));
    else fail(400, `Field ${key} has an unsupported value`);
  }
  return form;
}

export async function readFormOrJson(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const bytes = await readLimited(request, maxBytes);
  if (bytes.byteLength === 0) return new FormData();
  const text = () => new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (type === "application/json" || type.endsWith("+json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text());
    } catch {
      fail(400, "Malformed JSON body");
    }
    return jsonToFormData(parsed);
  }
  if (type === "application/x-www-form-urlencoded") {
    const form = new FormData();
    for (const [k, v] of new URLSearchParams(text())) form.append(k, v);
    return form;
  }
  if (type === "multipart/form-data") {
    try {
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return await new Response(buffer, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
    } catch {
      fail(400, "Malformed form body");
    }
  }
  fail(415, "Unsupported content type: send JSON or a form");
}

/** Page forms carry a few text fields: 64 KB unless the caller allows more (a Markdown body, an upload). */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

/**
 * A page's form post (urlencoded or multipart, with or without JavaScript):
 * another content type is a 415, a larger body a 413, a malformed one a 400,
 * never a 500 from `request.formData()`.
 */
export async function readPageForm(request: Request, maxBytes = PAGE_FORM_MAX_BYTES): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    fail(415, "Unsupported content type: send a form");
  }
  return readFormOrJson(request, maxBytes);
}

/** The same fields as a urlencoded request, for code that reads `request.formData()` (remix-auth-form). */
export function formRequest(request: Request, form: FormData): Request {
  const body = new URLSearchParams();
  for (const [k, v] of form) if (typeof v === "string") body.append(k, v);
  return new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: request.headers.get("Cookie") ?? "" },
    body,
  });
}
