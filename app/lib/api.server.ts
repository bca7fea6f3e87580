/**
 * Small helpers for JSON resource routes: answers are never cached, and a
 * thrown `data()` (from requireUser/requireAdmin or the body reader) becomes a
 * JSON answer with its own status and message — React Router would otherwise
 * answer "Unexpected Server Error" for it in a resource route.
 */
import type { SubmissionResult } from "@conform-to/react";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

interface ThrownData {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isThrownData(error: unknown): error is ThrownData {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

export async function jsonEndpoint(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isThrownData(error)) return json(error.data, error.init ?? { status: 500 });
    throw error;
  }
}

/** The first message of a failed Conform/zod submission, for `{message}` answers. */
export function firstMessage(result: SubmissionResult<string[]>, fallback = "Invalid request"): string {
  const errors = result.error ?? {};
  for (const messages of Object.values(errors)) if (messages?.[0]) return messages[0];
  return fallback;
}

/** The loader of a POST-only endpoint: a GET changes nothing and is told so. */
export function postOnly(): Response {
  return json({ message: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
