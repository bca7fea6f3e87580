import { data } from "react-router";
import type { Route } from "./+types/opportunities";
import { getOptionalUser } from "~/auth/guard.server";
import { dbContext, envContext, requestInfoContext } from "~/lib/context";
import { readJsonLimited } from "~/submissions/body.server";
import { submitApiPayload } from "~/submissions/intake.server";

const JSON_HEADERS = { "Cache-Control": "no-store" };

/** Only POST is served here (the public lists live under /api/opportunities/search). */
export function loader() {
  return data(
    { message: "Method not allowed: POST a submission to this address" },
    { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } },
  );
}

/** POST /api/opportunities (public-side.md §7): a submission, stored pending review. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return data({ message: "Method not allowed" }, { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } });
  }
  const body = await readJsonLimited(request);
  if (!body.ok) return data({ message: body.message, errors: {} }, { status: body.status, headers: JSON_HEADERS });
  const user = await getOptionalUser(request, context);
  const { ip, requestId } = context.get(requestInfoContext);
  const outcome = submitApiPayload(
    {
      db: context.get(dbContext),
      env: context.get(envContext),
      ip,
      postedBy: user?.id ?? null,
      log: (error) => console.error(`[${requestId}] api submission: could not store`, error),
    },
    body.value,
  );
  switch (outcome.kind) {
    case "created": {
      const { slug, status, id, opportunityType, title } = outcome.created;
      return data(
        {
          id,
          slug,
          status,
          opportunityType,
          title,
          message: `Your ${opportunityType} opportunity has been posted. Our team will review it and publish it within 24-48 hours.`,
        },
        { status: 201, headers: JSON_HEADERS },
      );
    }
    case "trapped":
      // The same words as a real post; nothing was stored.
      return data(
        {
          status: "pending",
          opportunityType: outcome.type,
          title: outcome.title,
          message: `Your ${outcome.type} opportunity has been posted. Our team will review it and publish it within 24-48 hours.`,
        },
        { status: 201, headers: JSON_HEADERS },
      );
    case "bad-request":
      return data({ message: outcome.message, errors: outcome.errors }, { status: 400, headers: JSON_HEADERS });
    case "rate-limited":
      return data(
        { message: outcome.message, errors: {} },
        { status: 429, headers: { ...JSON_HEADERS, "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "failed":
      return data({ message: outcome.message, errors: {} }, { status: 500, headers: JSON_HEADERS });
  }
}
