/**
 * The plumbing of the /api/admin/* resource routes: method checks, bounded body
 * reading, JSON parsing against the shared schemas, and turning every refusal
 * into a 4xx JSON answer `{message, errors?}` — never a 500 for bad input.
 */
import type { z } from "zod";
import { ListingError } from "../opportunities/write.server";

export const JSON_BODY_LIMIT = 64 * 1024;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ message, ...extra }, { status });
}

/** 405 unless the request uses one of `methods`. */
export function allowMethods(request: Request, methods: string[]): void {
  if (!methods.includes(request.method.toUpperCase())) {
    throw json(
      { message: `Method ${request.method} not allowed` },
      { status: 405, headers: { Allow: methods.join(", ") } },
    );
  }
}

/** A positive integer id from a route param; anything else is an unknown id (404). */
export function idParam(value: string | undefined, notFoundMessage = "Not found"): number {
  const id = /^[1-9]\d{0,15}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new ListingError(404, notFoundMessage);
  return id;
}

/** `?limit=&offset=` of the admin lists: 100 by default, at most 500. */
export function pageParams(params: URLSearchParams): { limit: number; offset: number } {
  const limit = Number.parseInt(params.get("limit") ?? "", 10);
  const offset = Number.parseInt(params.get("offset") ?? "", 10);
  return {
    limit: Number.isSafeInteger(limit) && limit > 0 ? Math.min(limit, 500) : 100,
    offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** Reads at most `maxBytes` of the body; more is a 413 (checked before and while reading). */
export async function readBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => ListingError = () => new ListingError(413, "Request body too large"),
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Field errors as `{ "attributes.category": ["Category is required"] }`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses a JSON body with `schema`: 415 without a JSON content type, 413 too large, 400 malformed or invalid. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = JSON_BODY_LIMIT }: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new ListingError(415, "Expected a JSON body (Content-Type: application/json)");
  }
  const bytes = await readBody(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new ListingError(400, "Malformed JSON");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw json(
      { message: parsed.error.issues[0]?.message ?? "Invalid request", errors: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  return parsed.data;
}

/** Parses a multipart body of at most `maxBytes`: 415 for another content type, 413 too large. */
export async function readMultipart(
  request: Request,
  maxBytes: number,
  tooLarge?: () => ListingError,
): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ListingError(415, "Expected multipart/form-data");
  const bytes = await readBody(request, maxBytes, tooLarge);
  try {
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new ListingError(400, "Malformed multipart body");
  }
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Runs an endpoint: thrown Responses pass through; the guard's `data()` (401/403)
 * and `ListingError`s become JSON answers with their status.
 */
export async function handleApi(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDataWithInit(error)) {
      return json(error.data, { status: error.init?.status ?? 500, headers: error.init?.headers });
    }
    if (error instanceof ListingError) {
      return json({ message: error.message, ...(error.title ? { title: error.title } : {}) }, { status: error.status });
    }
    throw error;
  }
}

/** Form posts of the pages are small: at most 64 KB unless told otherwise (a file upload). */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The opportunity form: 20,000 characters of text fields at most, urlencoded, and a
 * Devanagari character costs 9 bytes there (%E0%A4%95).
 */
export const OPPORTUNITY_FORM_MAX_BYTES = 256 * 1024;

/**
 * Reads a page form (urlencoded or multipart) of at most `maxBytes`. Too large is
 * a 413, another content type a 415, thrown as responses the error boundary shows.
 */
export async function readFormData(request: Request, maxBytes: number = FORM_BODY_LIMIT): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i.test(type)) {
    throw new Response("Unsupported form encoding", { status: 415 });
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBody(request, maxBytes);
  } catch (error) {
    if (error instanceof ListingError) throw new Response(error.message, { status: error.status });
    throw error;
  }
  try {
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Response("Malformed form body", { status: 400 });
  }
}

/** The answer of an endpoint to a method it does not serve: 405 JSON with `Allow`. */
export function methodNotAllowed(request: Request, allowed: string[]): Response {
  return json({ message: `Method ${request.method} not allowed` }, { status: 405, headers: { Allow: allowed.join(", ") } });
}
