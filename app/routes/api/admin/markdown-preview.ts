import type { Route } from "./+types/markdown-preview";
import { requireAdmin } from "~/auth/guard.server";
import { renderMarkdown } from "~/content/sanitize.server";
import { markdownPreviewSchema } from "~/content/schema";
import { jsonEndpoint, methodNotAllowed, parseWith, readJsonBody } from "~/lib/json-api.server";

/** POST /api/admin/markdown-preview {content} → {html}: the editors' live preview (sanitised). */
export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    if (request.method !== "POST") methodNotAllowed(["POST"]);
    await requireAdmin(request, context);
    const { content } = parseWith(markdownPreviewSchema, await readJsonBody(request, { limit: 400 * 1024 }));
    return Response.json({ html: renderMarkdown(content) });
  });
}
