/** GET /api/admin/content: content page rows {id, title, slug, published, updatedAt}. */
import { listContentPages } from "~/content/pages.server";
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json } from "~/lib/api.server";

const endpoint = adminEndpoint(["GET"], ({ db }) => json(listContentPages(db)));
export const loader = endpoint.loader;
export const action = endpoint.action;
