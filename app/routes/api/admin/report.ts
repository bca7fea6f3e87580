/** PATCH /api/admin/reports/{id} — `{status: "dismissed" | "resolved"}`; admin only. */
import type { Route } from "./+types/report";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import { handleApi, idParam, json, methodNotAllowed, readJson } from "~/moderation/api.server";
import { REPORT_NOT_FOUND, setReportStatus } from "~/trust/reports.server";
import { reportStatusSchema } from "~/trust/schema";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["PATCH"]);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
  return handleApi(async () => {
    const admin = await requireAdmin(request, context);
    const id = idParam(params.id, REPORT_NOT_FOUND);
    const { status } = await readJson(request, reportStatusSchema);
    return json(setReportStatus(context.get(dbContext), admin, id, status));
  });
}
