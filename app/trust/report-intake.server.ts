/**
 * A visitor's report, from the /report/{slug} form or the JSON API: the form
 * gets the anti-bot checks of /submit (app/submissions/anti-bot.server.ts:
 * the trap field and the signed minimum time, one second for this one-choice form), both get the shared schema, the
 * per-IP budget and the store (reports.server.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { checkFormToken, FORM_TOKEN_FIELD, REPORT_MIN_FILL_MS, tokenForRerender, TRAP_FIELD, trapFilled } from "~/submissions/anti-bot.server";
import { fileReport, type ReportContext, reportRateLimitMessage } from "./reports.server";
import { englishReportError, REPORT_MESSAGES, reportErrors, reportSchema } from "./schema";
import { REPORT_TEXTS } from "./report-texts";
import type { Msg } from "~/i18n/define-texts";
import { ENGLISH, type MessageValues, type Translator } from "~/i18n/translate";

/** The form's reply is written in the page's language (the schema carries message ids). */
const parseForm = (formData: FormData, t: Translator["t"]) =>
  parseWithZod(formData, { schema: reportSchema, formatError: reportErrors(t).formatErrors });
type FormSubmission = ReturnType<typeof parseForm>;

export type ReportFormOutcome =
  | { kind: "stored" }
  /** The trap field was filled: answered like a success, nothing stored. */
  | { kind: "trapped" }
  | { kind: "not-found" }
  | {
      kind: "refused";
      submission: FormSubmission;
      formToken: string;
      status: 400 | 429;
      /** A message for the whole form (too quick, rate-limited), for the page to translate; field errors are in the submission. */
      message?: { msg: Msg; values?: MessageValues };
      retryAfterSeconds?: number;
    };


export function submitReportForm(ctx: ReportContext, slug: string, formData: FormData, t: Translator["t"] = ENGLISH.t): ReportFormOutcome {
  const now = ctx.now ?? Date.now();
  if (trapFilled(formData.get(TRAP_FIELD))) return { kind: "trapped" };
  const submission = parseForm(formData, t);
  const token = formData.get(FORM_TOKEN_FIELD);
  const check = checkFormToken(ctx.env.SESSION_SECRET, token, now, REPORT_MIN_FILL_MS);
  const formToken = tokenForRerender(ctx.env.SESSION_SECRET, check, token, now);
  if (!check.ok) {
    return { kind: "refused", submission, formToken, status: 400, message: { msg: REPORT_TEXTS.messages.tooQuick } };
  }
  if (submission.status !== "success") return { kind: "refused", submission, formToken, status: 400 };
  const outcome = fileReport({ ...ctx, now }, slug, submission.value);
  if (outcome.kind === "not-found") return outcome;
  if (outcome.kind === "rate-limited") {
    return {
      kind: "refused",
      submission,
      message: reportRateLimitMessage(outcome.retryAfterSeconds),
      formToken,
      status: 429,
      retryAfterSeconds: outcome.retryAfterSeconds,
    };
  }
  return { kind: "stored" };
}

export type ReportApiOutcome =
  | { status: 201; body: { id: number } }
  | { status: 400 | 404 | 429; body: { message: string; errors?: Record<string, string[]> }; retryAfterSeconds?: number };

/** POST /api/opportunities/slug/{slug}/reports with `{reason, details?, email?}`; `body` is the parsed JSON. */
export function submitReportApi(ctx: ReportContext, slug: string, body: unknown): ReportApiOutcome {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { status: 400, body: { message: "The request body must be a JSON object", errors: {} } };
  }
  const parsed = reportSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    // In English, the API's language.
    const messages = parsed.error.issues.map((issue) => ({ ...issue, message: englishReportError(issue.message) }));
    for (const issue of messages) (errors[String(issue.path[0] ?? "body")] ??= []).push(issue.message);
    return { status: 400, body: { message: messages[0]?.message ?? "Invalid report", errors } };
  }
  const outcome = fileReport(ctx, slug, parsed.data);
  if (outcome.kind === "not-found") return { status: 404, body: { message: REPORT_MESSAGES.notFound } };
  if (outcome.kind === "rate-limited") {
    const limit = reportRateLimitMessage(outcome.retryAfterSeconds);
    return {
      status: 429,
      body: { message: ENGLISH.t(limit.msg, limit.values) },
      retryAfterSeconds: outcome.retryAfterSeconds,
    };
  }
  return { status: 201, body: { id: outcome.id } };
}
