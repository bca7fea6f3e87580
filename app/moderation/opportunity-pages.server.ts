/** The opportunity create and edit pages: their loader pieces and their one save action. */
import { href, type RouterContextProvider } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "../auth/guard.server";
import { OPPORTUNITY_FORM_MAX_BYTES } from "../lib/api.server";
import { dbContext } from "../lib/context";
import { type OpportunityInput, opportunitySchema } from "../opportunities/opportunity-schema";
import { createOpportunity, listAttributeDefinitionsForSchema, updateOpportunity } from "../opportunities/write.server";
import { readEditForm } from "./edit-form.server";
import { MODERATION_TEXT } from "./messages";
import { redirectWithRefusal } from "./page-actions.server";
import { listOrganizations } from "./queries.server";
import { listCauses } from "../causes/causes.server";

export function opportunityFormData(db: Db) {
  return {
    definitions: listAttributeDefinitionsForSchema(db),
    organizations: listOrganizations(db).map(({ id, name }) => ({ id, name })),
    causes: listCauses(db).map(({ slug, name, hidden }) => ({ slug, name: hidden ? `${name} (hidden)` : name })),
  };
}

/**
 * Fields the schema reads as "absent: keep what is stored" (for API clients
 * that do not know them). The form always sends them, and Conform reads a
 * blank input as absent: a blank one the form sent means "none".
 */
const CLEARABLE_FIELDS = ["city", "organizationLogo"] as const;

function blankSentMeansNone(value: OpportunityInput, formData: FormData): OpportunityInput {
  const result = { ...value };
  for (const name of CLEARABLE_FIELDS) if (result[name] === undefined && formData.has(name)) result[name] = null;
  return result;
}

/**
 * The action of /admin/opportunities/new (no `id`: a draft is created) and of
 * /admin/opportunities/{id}/edit: the form with its optional logo file, checked
 * with the one edit schema; a refusal re-renders the page (4xx), a save goes
 * back to the list with the spec's toast. The route has found the row (404) first.
 */
export async function saveOpportunityForm(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  id?: number,
) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const failedTitle = id ? MODERATION_TEXT.updateFailed : MODERATION_TEXT.creationFailed;
  const read = await readEditForm(request, db, {
    schema: opportunitySchema(listAttributeDefinitionsForSchema(db)),
    logoField: "organizationLogo",
    limit: OPPORTUNITY_FORM_MAX_BYTES,
    failedTitle,
  });
  if (read.failure) return read.failure;
  const value = blankSentMeansNone(read.value, read.formData);
  try {
    if (id) updateOpportunity(db, admin, id, value);
    else createOpportunity(db, admin, value, { status: "draft" });
  } catch (error) {
    return redirectWithRefusal(href("/admin/opportunities"), error, failedTitle);
  }
  return redirectWithSuccess(
    href("/admin/opportunities"),
    id
      ? { message: MODERATION_TEXT.opportunityUpdated, description: `“${value.title}” was saved.` }
      : {
          message: MODERATION_TEXT.opportunityCreated,
          description: `“${value.title}” was saved as a draft. Publish it when it is ready.`,
        },
  );
}
