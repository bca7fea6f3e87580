/** POST /api/admin/upload — multipart field `logo` → {url}; images only, judged by content. */
import type { Route } from "./+types/upload";
import { requireAdmin } from "~/auth/guard.server";
import { envContext } from "~/lib/context";
import { allowMethods, jsonEndpoint, json, methodNotAllowed, readForm } from "~/lib/api.server";
import { MAX_LOGO_BYTES, storeLogo, UPLOAD_MESSAGES } from "~/moderation/upload.server";

/** Room for the multipart envelope around a 2 MB file; the file itself is checked again. */
const MULTIPART_LIMIT = MAX_LOGO_BYTES + 64 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    allowMethods(request, ["POST"]);
    const form = await readForm(request, {
      limit: MULTIPART_LIMIT,
      multipart: true,
      tooLarge: { message: UPLOAD_MESSAGES.tooLarge, title: UPLOAD_MESSAGES.failedTitle },
    });
    return json(await storeLogo(context.get(envContext), form.get("logo")));
  });
}
