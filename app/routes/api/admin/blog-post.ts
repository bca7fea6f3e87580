/** DELETE /api/admin/blog/{id} → 204. */
import { deleteBlogPost } from "~/content/blog.server";
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { fail, noContent } from "~/lib/api.server";

const NOT_FOUND = "Blog post not found";
const endpoint = adminEndpoint(
  ["DELETE"],
  ({ db, admin, id }) => (deleteBlogPost(db, id, admin.id) ? noContent() : fail(404, NOT_FOUND)),
  NOT_FOUND,
);
export const loader = endpoint.loader;
export const action = endpoint.action;
