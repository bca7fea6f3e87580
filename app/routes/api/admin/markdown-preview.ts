/** POST /api/admin/markdown-preview {content} → {html}: the editors' live preview (sanitised). */
import { renderMarkdown } from "~/content/sanitize.server";
import { markdownPreviewSchema } from "~/content/schema";
import { adminEndpoint, CONTENT_JSON } from "~/lib/admin-item-endpoint.server";
import { json, parseWith, readJsonBody } from "~/lib/api.server";

const endpoint = adminEndpoint(["POST"], async ({ request }) => {
  const { content } = parseWith(markdownPreviewSchema, await readJsonBody(request, { ...CONTENT_JSON, limit: 400 * 1024 }));
  return json({ html: renderMarkdown(content) });
});
export const loader = endpoint.loader;
export const action = endpoint.action;
