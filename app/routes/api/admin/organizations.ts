/** GET /api/admin/organizations — every organisation, by name. */
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json } from "~/lib/api.server";
import { listOrganizations } from "~/moderation/queries.server";

const endpoint = adminEndpoint(["GET"], ({ db }) => json(listOrganizations(db)));
export const loader = endpoint.loader;
export const action = endpoint.action;
