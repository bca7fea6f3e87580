/** POST /api/admin/upload — multipart field `logo` → {url}; images only, judged by content. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, readForm } from "~/lib/api.server";
import { MAX_LOGO_BYTES, storeLogo, UPLOAD_MESSAGES } from "~/moderation/upload.server";

/** Room for the multipart envelope around a 2 MB file; the file itself is checked again. */
const MULTIPART_LIMIT = MAX_LOGO_BYTES + 64 * 1024;

const endpoint = adminEndpoint(["POST"], async ({ request, db }) => {
  const form = await readForm(request, {
    limit: MULTIPART_LIMIT,
    multipart: true,
    tooLarge: { message: UPLOAD_MESSAGES.tooLarge, title: UPLOAD_MESSAGES.failedTitle },
  });
  return json(await storeLogo(db, form.get("logo")));
});
export const loader = endpoint.loader;
export const action = endpoint.action;
