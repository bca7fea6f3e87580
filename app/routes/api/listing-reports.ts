import { data } from "react-router";
import type { Route } from "./+types/listing-reports";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { readJsonLimited } from "~/submissions/body.server";
import { submitReportApi } from "~/trust/report-intake.server";

const JSON_HEADERS = { "Cache-Control": "no-store" };

/** Only POST is served here. */
export function loader() {
  return data({ message: "Method not allowed: POST a report to this address" }, { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } });
}

/** POST /api/opportunities/slug/{slug}/reports: `{reason, details?, email?}` → 201 `{id}`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return data({ message: "Method not allowed" }, { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } });
  }
  const body = await readJsonLimited(request, 16 * 1024);
  if (!body.ok) return data({ message: body.message }, { status: body.status, headers: JSON_HEADERS });
  const outcome = submitReportApi(
    { db: context.get(dbContext), env: context.get(envContext), ip: context.get(requestInfoContext).ip },
    params.slug,
    body.value,
  );
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if (outcome.status === 429 && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data(outcome.body, { status: outcome.status, headers });
}
