/** DELETE /api/admin/content/{id} → 204. */
import { deleteContentPage } from "~/content/pages.server";
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { fail, noContent } from "~/lib/api.server";

const NOT_FOUND = "Content page not found";
const endpoint = adminEndpoint(
  ["DELETE"],
  ({ db, admin, id }) => (deleteContentPage(db, id, admin.id) ? noContent() : fail(404, NOT_FOUND)),
  NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
