import type { Route } from "./+types/markdown-preview";
import { requireAdmin } from "~/auth/guard.server";
import { renderMarkdown } from "~/content/sanitize.server";
import { markdownPreviewSchema } from "~/content/schema";
import { CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { jsonEndpoint, methodNotAllowed, parseWith, readJsonBody } from "~/lib/api.server";

/** POST /api/admin/markdown-preview {content} → {html}: the editors' live preview (sanitised). */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") throw methodNotAllowed(request, ["POST"]);
    await requireAdmin(request, context);
    const { content } = parseWith(markdownPreviewSchema, await readJsonBody(request, { ...CONTENT_JSON, limit: 400 * 1024 }));
    return Response.json({ html: renderMarkdown(content) });
  });
}
