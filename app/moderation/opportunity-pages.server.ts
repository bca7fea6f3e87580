/** Loader pieces shared by the opportunity create and edit pages. */
import type { Db } from "../../db/client.server";
import { listAttributeDefinitionsForSchema } from "../opportunities/write.server";
import { listOrganizations } from "./queries.server";

export function opportunityFormData(db: Db) {
  return {
    definitions: listAttributeDefinitionsForSchema(db),
    organizations: listOrganizations(db).map(({ id, name }) => ({ id, name })),
  };
}
