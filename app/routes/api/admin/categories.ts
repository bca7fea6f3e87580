/** POST /api/admin/categories {name, color} (the public list is GET /api/categories). */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json, readJson } from "~/lib/api.server";
import { createCategory } from "~/moderation/categories.server";
import { categorySchema } from "~/moderation/schemas";

const endpoint = adminEndpoint(["POST"], async ({ request, db, admin }) =>
  json(createCategory(db, admin, await readJson(request, categorySchema)), { status: 201 }),
);
export const loader = endpoint.loader;
export const action = endpoint.action;
