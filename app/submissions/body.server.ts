/**
 * Reading request bodies with a size limit, so that a huge or malformed body
 * gets a 4xx answer instead of exhausting memory or throwing a 500.
 */

/** Far above any valid submission (its texts total under 4,000 characters). */
export const MAX_SUBMISSION_BODY_BYTES = 64 * 1024;

export type BodyRead =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; status: 400 | 413; message: string };

export async function readBodyLimited(request: Request, limit: number = MAX_SUBMISSION_BODY_BYTES): Promise<BodyRead> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) {
    return { ok: false, status: 413, message: `The request body must be at most ${limit / 1024} KB` };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, status: 413, message: `The request body must be at most ${limit / 1024} KB` };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, message: "The request body could not be read" };
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Form data (url-encoded or multipart) from a size-limited body; null when it cannot be parsed. */
export async function readFormDataLimited(
  request: Request,
  limit: number = MAX_SUBMISSION_BODY_BYTES,
): Promise<{ ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415; message: string }> {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { ok: false, status: 415, message: "Please submit the form" };
  }
  const body = await readBodyLimited(request, limit);
  if (!body.ok) return body;
  try {
    const copy = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type")! },
      body: body.bytes,
    });
    return { ok: true, formData: await copy.formData() };
  } catch {
    return { ok: false, status: 400, message: "The form data could not be read" };
  }
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/** A JSON body (Content-Type application/json or +json), size-limited and parsed safely. */
export async function readJsonLimited(request: Request, limit: number = MAX_SUBMISSION_BODY_BYTES): Promise<JsonRead> {
  const type = mediaType(request);
  if (type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    return { ok: false, status: 415, message: "Content-Type must be application/json" };
  }
  const body = await readBodyLimited(request, limit);
  if (!body.ok) return body;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body.bytes);
  } catch {
    return { ok: false, status: 400, message: "The request body must be UTF-8 encoded JSON" };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON" };
  }
}

/**
 * Whether the browser is loading a whole page (a form posted without JavaScript)
 * rather than React Router fetching data. A flash toast set on such a response
 * would only show on the *next* page, because the page being rendered was read
 * with the old cookies (docs/decisions/053-submission-storage-and-page.md).
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
