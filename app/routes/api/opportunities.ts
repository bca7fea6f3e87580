import type { Route } from "./+types/opportunities";
import { getOptionalUser } from "~/auth/guard.server";
import { allowMethods, apiError, json, jsonEndpoint, postOnly, readJsonBody } from "~/lib/api.server";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { submitApiPayload } from "~/submissions/intake.server";
import { log } from "~/lib/log.server";

/** Only POST is served here (the public lists live under /api/opportunities/search). */
export const loader = postOnly;

/** POST /api/opportunities: a submission, stored pending review; every refusal has `errors`. */
export async function action({ request, context }: Route.ActionArgs) {
  const response = await jsonEndpoint(() => submit({ request, context }));
  if (response.status < 400) return response;
  const body = (await response.json()) as { message: string; errors?: unknown };
  return json({ ...body, errors: body.errors ?? {} }, { status: response.status, headers: response.headers });
}

async function submit({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  allowMethods(request, ["POST"]);
  const value = await readJsonBody(request);
  const user = await getOptionalUser(request, context);
  const { ip, requestId } = context.get(requestInfoContext);
  const outcome = submitApiPayload(
    {
      db: context.get(dbContext),
      env: context.get(envContext),
      ip,
      postedBy: user?.id ?? null,
      log: (error) => log.error({ requestId, err: error }, "api submission: could not store"),
    },
    value,
  );
  switch (outcome.kind) {
    case "created": {
      const { slug, status, id, opportunityType, title } = outcome.created;
      return json(
        {
          id,
          slug,
          status,
          opportunityType,
          title,
          message: `Your ${opportunityType} opportunity has been posted. Our team will review it and publish it within 24-48 hours.`,
        },
        { status: 201 },
      );
    }
    case "trapped":
      // The same words as a real post; nothing was stored.
      return json(
        {
          status: "pending",
          opportunityType: outcome.type,
          title: outcome.title,
          message: `Your ${outcome.type} opportunity has been posted. Our team will review it and publish it within 24-48 hours.`,
        },
        { status: 201 },
      );
    case "bad-request":
      return apiError(400, outcome.message, { errors: outcome.errors });
    case "rate-limited":
      return apiError(429, outcome.message, {}, { "Retry-After": String(outcome.retryAfterSeconds) });
    case "failed":
      return apiError(500, outcome.message);
  }
}
