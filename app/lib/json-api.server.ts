/**
 * Small helpers for JSON resource routes (/api/admin/*): read a size-limited
 * JSON body, validate it with the shared zod schema, and turn every refusal into
 * a 4xx JSON answer `{message, errors?}` — never a 500.
 *
 * React Router serialises a thrown `data()` in a resource route as a generic
 * error (the body is lost), so `jsonEndpoint` converts thrown `data()` values
 * (e.g. from `requireAdmin`) into real JSON responses first.
 */
import { data } from "react-router";
import type { z } from "zod";

export const JSON_BODY_LIMIT = 100 * 1024;

interface ThrownData {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isThrownData(value: unknown): value is ThrownData {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value
  );
}

/** Runs a JSON endpoint: thrown `data()` and Responses become the answer. */
export async function jsonEndpoint(handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isThrownData(error)) {
      return Response.json(error.data ?? null, {
        status: error.init?.status ?? 500,
        headers: error.init?.headers,
      });
    }
    throw error;
  }
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): never {
  throw data({ message, ...extra }, { status });
}

export function methodNotAllowed(allowed: string[]): never {
  throw data(
    { message: `Method not allowed; use ${allowed.join(" or ")}` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}

/** A positive integer id from a route parameter, or a 404. */
export function parseIdParam(value: string | undefined, notFoundMessage = "Not found"): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id < 1) jsonError(404, notFoundMessage);
  return id;
}

async function readTextWithLimit(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) jsonError(413, "Request body is too large");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      jsonError(413, "Request body is too large");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The parsed JSON body; 415 for another content type, 413 when too large, 400 when malformed. */
export async function readJsonBody(
  request: Request,
  { limit = JSON_BODY_LIMIT, invalidMessage = "Invalid JSON format" }: { limit?: number; invalidMessage?: string } = {},
): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) jsonError(415, "Content-Type must be application/json");
  const text = await readTextWithLimit(request, limit);
  if (text.trim() === "") jsonError(400, "Request body is required");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return jsonError(400, invalidMessage);
  }
}

export interface FieldError {
  path: string;
  message: string;
}

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** Validates with the shared schema; 400 `{message, errors}` on failure (message = first issue). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = issuesToErrors(result.error.issues);
    jsonError(400, errors[0]?.message ?? "Invalid request", { errors });
  }
  return result.data;
}

export const noContent = () => new Response(null, { status: 204 });

/**
 * The fields of an update: the earlier client sent either the fields themselves
 * or `{id, data: {…}}` (admin-back-office.md §7); both are accepted. Server-kept
 * fields (id, timestamps) are dropped.
 */
export function patchBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) jsonError(400, "Request body must be a JSON object");
  const record = body as Record<string, unknown>;
  const inner = record.data;
  const fields = inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : record;
  const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, lastModified: _l, ...rest } = fields;
  return rest;
}

/** A JSON object body (for creates). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) jsonError(400, "Request body must be a JSON object");
  return body as Record<string, unknown>;
}

/**
 * Form data (urlencoded or multipart) of at most `limit` bytes; null when the
 * body is larger, so the page can say so instead of buffering it all.
 */
export async function readFormDataWithLimit(request: Request, limit: number): Promise<FormData | null> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw data({ message: "Unsupported content type: send a form" }, { status: 415 });
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return null;
  if (declared > 0) return request.formData();
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    body: Buffer.concat(chunks),
  }).formData();
}
