/**
 * What happens to a posted opportunity, for the /submit form and for
 * POST /api/opportunities: the anti-bot checks, the shared schema, the per-IP
 * posting budget and the store. Route modules turn the outcome into a response.
 */
import { categoryValues } from "~/opportunities/categories.server";
import type { Db } from "../../db/client.server";
import type { Env } from "~/lib/env.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { normaliseEmail } from "~/mail/address";
import {
  checkFormToken,
  claimFormToken,
  FORM_TOKEN_FIELD,
  issueFormToken,
  releaseFormToken,
  tokenForRerender,
  TRAP_FIELD,
  trapFilled,
} from "./anti-bot.server";
import { type CreatedSubmission, createSubmission } from "./create.server";
import { POSTED_AGAIN_FIELD, verifyReference } from "~/posters/post-again.server";
import {
  apiFieldErrors,
  apiPayloadToInput,
  isOpportunityType,
  parseSubmission,
  submissionSchemas,
  type SubmissionValue,
} from "./schema";
import { log } from "~/lib/log.server";
import { withKnownCauses } from "~/causes/causes.server";
import type { Locale } from "~/i18n/locales";
import { ENGLISH, type Translator } from "~/i18n/translate";
import { SUBMIT_COPY, SUBMIT_TEXTS, SUBMIT_TOASTS } from "./texts";
import { withScheme } from "./url-scheme";
import type { SubmitType } from "./form-constants";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one accepted post against the IP's hourly budget (form and API share
 * it). Only submissions that would be stored count, so a person correcting
 * mistakes is never locked out (docs/decisions/051-anti-bot.md).
 */
function spendPostingBudget(db: Db, env: Pick<Env, "RATE_LIMIT_POSTS_PER_HOUR">, ip: string, now: number) {
  return hitRateLimit(db, `post-opportunity:${ip}`, {
    limit: env.RATE_LIMIT_POSTS_PER_HOUR,
    windowMs: HOUR_MS,
    now,
  });
}

export function rateLimitMessage(retryAfterSeconds: number, t: Translator["t"] = ENGLISH.t) {
  return t(SUBMIT_TOASTS.rateLimited, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

function store(
  { db, env, locale }: IntakeContext,
  value: SubmissionValue,
  postedBy: number | null,
  now: number,
  log: (error: unknown) => void,
  postedAgainFrom: number | null = null,
): { ok: true; created: CreatedSubmission } | { ok: false } {
  try {
    return { ok: true, created: createSubmission(db, value, { postedBy, now: new Date(now), site: env, language: locale, postedAgainFrom }) };
  } catch (error) {
    log(error);
    return { ok: false };
  }
}

export interface IntakeContext {
  db: Db;
  env: Pick<Env, "RATE_LIMIT_POSTS_PER_HOUR" | "FORM_MIN_FILL_SECONDS" | "SESSION_SECRET" | "SITE_URL" | "SITE_NAME">;
  ip: string;
  postedBy?: number | null;
  now?: number;
  log?: (error: unknown) => void;
  /** The language of the form's messages (the page's); the API answers in English. */
  t?: Translator["t"];
  /** The page's language, kept with the poster's email for their mails (decision 283). */
  locale?: Locale;
  /**
   * A form sent without JavaScript: an address typed without https:// is completed and shown
   * for a check before anything is saved (with JavaScript the browser completes it as the field is left).
   */
  plainForm?: boolean;
}

/** The fields whose addresses are completed with https://. */
const ADDRESS_FIELDS = ["applicationUrl", "companyLogo"] as const;

/** Completes the addresses typed without a scheme in place; the names of the fields it changed. */
function completeAddresses(formData: FormData): string[] {
  const changed: string[] = [];
  for (const name of ADDRESS_FIELDS) {
    const typed = formData.get(name);
    if (typeof typed !== "string") continue;
    const completed = withScheme(typed);
    if (completed === typed) continue;
    formData.set(name, completed);
    changed.push(name);
  }
  return changed;
}

const defaultLog = (error: unknown) => log.error({ err: error }, "submission: could not store");

// ── The HTML form ────────────────────────────────────────────────────────────

const parseForm = (db: Db, formData: FormData, t: Translator["t"], categories?: readonly [string, ...string[]]) =>
  parseSubmission(formData, t, withKnownCauses(db, submissionSchemas(categories).form));
type FormSubmission = ReturnType<typeof parseForm>;

export type FormOutcome =
  | { kind: "created"; type: SubmitType; created: CreatedSubmission; posterEmail: string | null }
  /** The trap field was filled: answered like a success, nothing stored. */
  | { kind: "trapped"; type: SubmitType }
  | { kind: "too-quick"; submission: FormSubmission; formToken: string }
  | { kind: "invalid"; submission: FormSubmission; formToken: string }
  | { kind: "rate-limited"; submission: FormSubmission; formToken: string; retryAfterSeconds: number }
  | { kind: "failed"; type: SubmitType; submission: FormSubmission; formToken: string }
  /** Sent without JavaScript with an address typed without https://: completed, shown, not yet saved. */
  | { kind: "check-addresses"; submission: FormSubmission; formToken: string; fieldErrors: Record<string, string[]> };

export function submitForm(ctx: IntakeContext, formData: FormData): FormOutcome {
  const now = ctx.now ?? Date.now();
  const { db, env } = ctx;
  const postedType = formData.get("opportunityType");
  const type: SubmitType = isOpportunityType(postedType) ? postedType : "internship";

  // A bot gets the success screen and learns nothing; nothing is stored or counted.
  if (trapFilled(formData.get(TRAP_FIELD))) return { kind: "trapped", type };

  const completed = ctx.plainForm ? completeAddresses(formData) : [];
  const submission = parseForm(db, formData, ctx.t ?? ENGLISH.t, categoryValues(db));
  const token = formData.get(FORM_TOKEN_FIELD);
  const minFillMs = env.FORM_MIN_FILL_SECONDS * 1000;
  const tokenCheck = checkFormToken(env.SESSION_SECRET, token, now, minFillMs);
  const formToken = tokenForRerender(env.SESSION_SECRET, tokenCheck, token, now, minFillMs);

  // Until the browser's own checks have loaded, Conform asks the server to check a field on blur
  // (an intent, not a submit): answer with that field's messages, never the too-quick refusal.
  if (submission.status === undefined) return { kind: "invalid", submission, formToken };
  // A form with mistakes hears about them first; the anti-bot wait is only ever the last thing to fix.
  if (submission.status !== "success") return { kind: "invalid", submission, formToken };
  // The completed address is shown in its field, with a word, before anything is saved.
  if (completed.length > 0) {
    const note = (ctx.t ?? ENGLISH.t)(SUBMIT_TEXTS.form.schemeAdded);
    return { kind: "check-addresses", submission, formToken, fieldErrors: Object.fromEntries(completed.map((name) => [name, [note]])) };
  }
  if (!tokenCheck.ok) return { kind: "too-quick", submission, formToken };

  const budget = spendPostingBudget(db, env, ctx.ip, now);
  if (!budget.allowed) {
    return { kind: "rate-limited", submission, formToken, retryAfterSeconds: budget.retryAfterSeconds };
  }
  // One token, one accepted submission: a replayed token is refused like a too-quick one, with a fresh token.
  if (!claimFormToken(db, token as string, tokenCheck.issuedAt, now)) {
    return { kind: "too-quick", submission, formToken: issueFormToken(env.SESSION_SECRET, now) };
  }
  // "Post again" (app/posters/post-again.server.ts): a signed reference, or nothing.
  const postedAgainFrom = verifyReference(env.SESSION_SECRET, formData.get(POSTED_AGAIN_FIELD));
  const stored = store(ctx, submission.value, ctx.postedBy ?? null, now, ctx.log ?? defaultLog, postedAgainFrom);
  if (!stored.ok) {
    releaseFormToken(db, token as string);
    return { kind: "failed", type, submission, formToken };
  }
  return {
    kind: "created",
    type: submission.value.opportunityType,
    created: stored.created,
    // The address the link was mailed to, as stored.
    posterEmail: submission.value.posterEmail && submission.value.opportunityType !== "job" ? normaliseEmail(submission.value.posterEmail) : null,
  };
}

// ── The JSON API ─────────────────────────────────────────────────────────────

export type ApiOutcome =
  | { kind: "created"; created: CreatedSubmission }
  /** The trap field was filled: answered like a success, nothing stored. */
  | { kind: "trapped"; type: SubmitType; title: string }
  | { kind: "bad-request"; message: string; errors: Record<string, string[]> }
  | { kind: "rate-limited"; message: string; retryAfterSeconds: number }
  | { kind: "failed"; message: string };

/** The trap field in a JSON payload: `data.contactEmail` (or at the top level). */
function apiTrapFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const record = body as Record<string, unknown>;
  const data = typeof record.data === "object" && record.data !== null ? (record.data as Record<string, unknown>) : {};
  for (const value of [data[TRAP_FIELD], record[TRAP_FIELD]]) {
    if (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null) return true;
  }
  return false;
}

/**
 * `body` is the parsed JSON; reading and size limits are the route's. Unlike
 * the form, every API attempt spends the posting budget, refused ones too
 * (a script probing the spam rules runs out), and a filled trap field is
 * answered like a success with nothing stored (docs/decisions/156-api-anti-bot.md).
 */
export function submitApiPayload(ctx: IntakeContext, body: unknown): ApiOutcome {
  const now = ctx.now ?? Date.now();
  const budget = spendPostingBudget(ctx.db, ctx.env, ctx.ip, now);
  if (!budget.allowed) {
    return {
      kind: "rate-limited",
      message: rateLimitMessage(budget.retryAfterSeconds),
      retryAfterSeconds: budget.retryAfterSeconds,
    };
  }
  const mapped = apiPayloadToInput(body);
  if (!mapped.ok) return { kind: "bad-request", message: mapped.message, errors: {} };
  if (apiTrapFilled(body)) {
    const type = isOpportunityType(mapped.input.opportunityType) ? mapped.input.opportunityType : "internship";
    const title = typeof mapped.input.positionTitle === "string" ? mapped.input.positionTitle.trim() : "";
    return { kind: "trapped", type, title };
  }
  const parsed = withKnownCauses(ctx.db, submissionSchemas(categoryValues(ctx.db)).api).safeParse(mapped.input);
  if (!parsed.success) {
    const errors = apiFieldErrors(parsed.error.issues);
    const messages = [...new Set(Object.values(errors).flat())];
    return {
      kind: "bad-request",
      message: messages.length === 1 ? messages[0]! : `The submission has ${messages.length} errors: ${messages.join("; ")}`,
      errors,
    };
  }
  const stored = store(ctx, parsed.data, ctx.postedBy ?? null, now, ctx.log ?? defaultLog);
  if (!stored.ok) return { kind: "failed", message: ENGLISH.t(SUBMIT_COPY[parsed.data.opportunityType].toastFailed) };
  return { kind: "created", created: stored.created };
}
