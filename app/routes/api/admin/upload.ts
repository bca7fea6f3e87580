/** POST /api/admin/upload — multipart field `logo` → {url}; images only, judged by content. */
import type { Route } from "./+types/upload";
import { requireAdmin } from "~/auth/guard.server";
import { envContext } from "~/lib/context";
import { allowMethods, handleApi, json, methodNotAllowed, readMultipart } from "~/moderation/api.server";
import { MAX_LOGO_BYTES, storeLogo, UPLOAD_MESSAGES } from "~/moderation/upload.server";
import { ListingError } from "~/opportunities/write.server";

/** Room for the multipart envelope around a 2 MB file; the file itself is checked again. */
const MULTIPART_LIMIT = MAX_LOGO_BYTES + 64 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    await requireAdmin(request, context);
    allowMethods(request, ["POST"]);
    const form = await readMultipart(
      request,
      MULTIPART_LIMIT,
      () => new ListingError(413, UPLOAD_MESSAGES.tooLarge, UPLOAD_MESSAGES.failedTitle),
    );
    return json(await storeLogo(context.get(envContext), form.get("logo")));
  });
}
