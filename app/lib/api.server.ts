/**
 * Request handling for every route that reads a body or answers JSON: one body
 * reader (form or JSON, size limit, content-type check), one error shape
 * `{message, errors?: {fieldPath: [messages]}}` (decision 100), one wrapper that
 * turns thrown refusals into JSON answers, one 405 with `Allow`, one id parser.
 *
 * Refusals are thrown as `data({message, …}, {status})`: a page's error boundary
 * shows them, and `jsonEndpoint` sends them as JSON (React Router would otherwise
 * answer a generic error for a `data()` thrown in a resource route).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";

/** JSON bodies and page forms carry a few fields: 64 KB unless the caller allows more. */
export const BODY_LIMIT = 64 * 1024;

/**
 * The opportunity form: 20,000 characters of text fields at most, urlencoded, and a
 * Devanagari character costs 9 bytes there (%E0%A4%95).
 */
export const OPPORTUNITY_FORM_MAX_BYTES = 256 * 1024;

/** A refusal by the domain code (unknown id, refused transition, duplicate…), answered with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 415,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export type FieldErrors = Record<string, string[]>;

/** The body of every API error. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

export const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/** An error answer `{message, …extra}`. */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): Response {
  return json({ message, ...extra }, { status, headers });
}

/** Throws the error answer `{message, …extra}`. */
export function fail(status: number, message: string, extra: Record<string, unknown> = {}, headers?: HeadersInit): never {
  throw data({ message, ...extra }, { status, headers });
}

/**
 * A refusal sent before the body was read: the server drains a small body or closes the
 * connection gracefully after a large one, so the client reads it (server/early-refusal.ts).
 */
function refuseUnread(status: 413 | 415, body: RefusalBody): never {
  const { message, ...extra } = body;
  fail(status, message, extra);
}

type RefusalBody = { message: string } & Record<string, unknown>;

interface ThrownData {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isThrownData(value: unknown): value is ThrownData {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The status of a thrown refusal (`data()`, Response or HttpError), if it is one. */
export function refusalStatus(error: unknown): number | undefined {
  if (error instanceof Response || error instanceof HttpError) return error.status;
  if (isThrownData(error)) return error.init?.status ?? 500;
  return undefined;
}

/**
 * Runs a JSON endpoint: thrown Responses pass through; thrown `data()` (the guard's
 * 401/403, the body reader's refusals) and HttpErrors become JSON answers.
 */
export async function jsonEndpoint(handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isThrownData(error)) return json(error.data ?? null, { status: error.init?.status ?? 500, headers: error.init?.headers });
    if (error instanceof HttpError) {
      return apiError(error.status, error.message, error.title ? { title: error.title } : {});
    }
    throw error;
  }
}

/** The 405 answer for a method an endpoint does not serve, with `Allow`. */
export function methodNotAllowed(request: Request | { method: string }, allowed: string[]): Response {
  return apiError(405, `Method ${request.method} not allowed`, {}, { Allow: allowed.join(", ") });
}

/** Throws the 405 unless the request uses one of `allowed`. */
export function allowMethods(request: Request, allowed: string[]): void {
  const method = request.method.toUpperCase();
  if (!allowed.includes(method === "HEAD" ? "GET" : method)) throw methodNotAllowed(request, allowed);
}

/** A positive integer id from a route parameter; anything else is an unknown id (404). */
export function parseId(value: string | undefined, notFoundMessage = "Not found"): number {
  const id = /^[1-9]\d{0,15}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) fail(404, notFoundMessage);
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

/** Field errors as `{ "attributes.category": ["Category is required"] }`, as Conform's `reply()` gives them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const messages = (errors[issue.path.map(String).join(".")] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Validates with the shared schema; 400 `{message, errors}` on failure (message = the first issue). */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) fail(400, result.error.issues[0]?.message ?? "Invalid request", { errors: fieldErrors(result.error.issues) });
  return result.data;
}

/** The first message of a failed Conform submission. */
export function firstMessage(result: SubmissionResult<string[]>, fallback = "Invalid request"): string {
  for (const messages of Object.values(result.error ?? {})) if (messages?.[0]) return messages[0];
  return fallback;
}

/** The 400 answer for a failed Conform submission: `{message, errors}` (message = the first error). */
export function invalidSubmission(result: SubmissionResult<string[]>): Response {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(result.error ?? {})) if (messages?.length) errors[field] = messages;
  return apiError(400, firstMessage(result), { errors });
}

const TOO_LARGE = { message: "Request body is too large" };

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function isJsonType(type: string): boolean {
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/** At most `limit` bytes of the body; more is a 413 (checked before and while reading). */
async function readBytes(request: Request, limit: number, tooLarge: RefusalBody = TOO_LARGE): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length") ?? "0") > limit) refuseUnread(413, tooLarge);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Not cancelled: that would reset the connection before the client reads the 413.
        reader.releaseLock();
        refuseUnread(413, tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (refusalStatus(error)) throw error;
    fail(400, "The request body could not be read");
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

interface JsonOptions {
  limit?: number;
  /** The 400 message for a body that is not JSON (each API keeps its documented text). */
  malformed?: string;
}

/** The parsed JSON body: 415 for another content type, 413 too large, 400 empty or malformed. */
export async function readJsonBody(request: Request, { limit = BODY_LIMIT, malformed = "Malformed JSON" }: JsonOptions = {}): Promise<unknown> {
  if (!isJsonType(mediaType(request))) refuseUnread(415, { message: "Content-Type must be application/json" });
  const bytes = await readBytes(request, limit);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return fail(400, malformed);
  }
}

/** A JSON body validated with `schema` (400 `{message, errors}`). */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, options?: JsonOptions): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(request, options));
}

/** A JSON object body (for creates); anything else is a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) fail(400, "Request body must be a JSON object");
  return body as Record<string, unknown>;
}

/**
 * The fields of an update: the earlier client sent either the fields themselves
 * or `{id, data: {…}}`; both are accepted. Server-kept
 * fields (id, timestamps) are dropped.
 */
export function patchBody(body: unknown): Record<string, unknown> {
  const record = objectBody(body);
  const inner = record.data;
  const fields = inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : record;
  const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, lastModified: _l, ...rest } = fields;
  return rest;
}

function jsonToFormData(value: unknown): FormData {
  const form = new FormData();
  for (const [key, v] of Object.entries(objectBody(value))) {
    if (v === null || v === undefined) continue;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") form.append(key, String(v));
    else if (Array.isArray(v)) for (const item of v) form.append(key, String(item));
    else fail(400, `Field ${key} has an unsupported value`);
  }
  return form;
}

interface FormOptions {
  limit?: number;
  /**
   * Also read a JSON object as a form (the earlier client's API calls), so one zod
   * schema parses both; an empty body is then an empty form (POST /api/setup-2fa).
   */
  json?: boolean;
  /** Only multipart/form-data (uploads). */
  multipart?: boolean;
  malformed?: string;
  /** The 413 body, when the page or API says it its own way. */
  tooLarge?: RefusalBody;
}

/**
 * A form post (urlencoded or multipart, with or without JavaScript) of at most
 * `limit` bytes: another content type is a 415, a larger body a 413, a malformed
 * one a 400 — never a 500 from `request.formData()`.
 */
export async function readForm(request: Request, { limit = BODY_LIMIT, json = false, multipart = false, malformed, tooLarge }: FormOptions = {}): Promise<FormData> {
  const type = mediaType(request);
  if (json && (!request.body || request.headers.get("Content-Length") === "0")) return new FormData();
  if (json && isJsonType(type)) return jsonToFormData(await readJsonBody(request, { limit, malformed }));
  const isForm = type === "multipart/form-data" || (!multipart && type === "application/x-www-form-urlencoded");
  if (!isForm) {
    const message = multipart ? "Expected multipart/form-data" : `Unsupported content type: send ${json ? "JSON or " : ""}a form`;
    refuseUnread(415, { message });
  }
  const bytes = await readBytes(request, limit, tooLarge);
  if (json && bytes.byteLength === 0) return new FormData();
  try {
    return await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    return fail(400, "Malformed form body");
  }
}

/** The body as text, whatever its type, of at most `limit` bytes (a larger one is a 413). */
export async function readBodyText(request: Request, limit: number = BODY_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, limit));
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

/** Sign-in, registration and two-factor bodies (pages and the earlier client's calls): a form or a JSON object of at most 16 KB. */
export function readFormOrJson(request: Request): Promise<FormData> {
  return readForm(request, { json: true, limit: 16 * 1024, malformed: "Malformed JSON body" });
}

/** The loader of a POST-only endpoint (loaders serve GET and HEAD): a GET changes nothing and is told so. */
export function postOnly(): Response {
  return methodNotAllowed({ method: "GET" }, ["POST"]);
}
