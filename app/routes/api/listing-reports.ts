import { data } from "react-router";
import type { Route } from "./+types/listing-reports";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { allowMethods, json, jsonEndpoint, readJsonBody } from "~/lib/api.server";
import { submitReportApi } from "~/trust/report-intake.server";

const JSON_HEADERS = { "Cache-Control": "no-store" };

/** Only POST is served here. */
export function loader() {
  return data({ message: "Method not allowed: POST a report to this address" }, { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } });
}

/** POST /api/opportunities/slug/{slug}/reports: `{reason, details?, email?}` → 201 `{id}`. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    allowMethods(request, ["POST"]);
    const value = await readJsonBody(request, { limit: 16 * 1024 });
    const outcome = submitReportApi(
      { db: context.get(dbContext), env: context.get(envContext), ip: context.get(requestInfoContext).ip },
      params.slug,
      value,
    );
    const headers: Record<string, string> = {};
    if (outcome.status === 429 && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
    return json(outcome.body, { status: outcome.status, headers });
  });
}
