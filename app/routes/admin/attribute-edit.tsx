import { href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/attribute-edit";
import { requireAdmin } from "~/auth/guard.server";
import { AttributeForm } from "~/moderation/attribute-form";
import { AdminScreen } from "~/components/admin-screens";
import { saveAttributeForm } from "~/moderation/attribute-save.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { getAttributeDefinition, updateAttributeDefinition } from "~/moderation/attributes.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { rowOr404 } from "~/moderation/page-actions.server";
import { attributeDefinitionSchema } from "~/moderation/schemas";
import { CORE_ATTRIBUTE_NAMES } from "~/opportunities/constants";

function loadOr404(db: Parameters<typeof getAttributeDefinition>[0], rawId: string) {
  return rowOr404(rawId, (id) => getAttributeDefinition(db, id));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const definition = loadOr404(context.get(dbContext), params.id);
  return { definition, core: (CORE_ATTRIBUTE_NAMES as readonly string[]).includes(definition.name) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const previous = loadOr404(db, params.id);
  return saveAttributeForm(
    request,
    attributeDefinitionSchema(previous),
    MODERATION_TEXT.updateFailed,
    (value) => updateAttributeDefinition(db, admin, previous.id, value),
    (value) => ({ message: MODERATION_TEXT.attributeUpdated, description: `“${value.label}” was saved.` }),
  );
}

export default function EditAttribute() {
  const { definition, core } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminScreen id="edit-attribute-heading" title="Edit Attribute">
      <AttributeForm
        key={definition.updatedAt.toString()}
        lastResult={actionData?.result}
        notice={actionData?.notice}
        submitLabel="Save Changes"
        cancelHref={href("/admin/attributes")}
        previous={{ dataType: definition.dataType, defaultValue: definition.defaultValue }}
        nameLocked={core ? "The public board relies on this name, so it cannot be changed." : undefined}
        defaultValue={{
          name: definition.name,
          label: definition.label,
          dataType: definition.dataType,
          opportunityTypes: definition.opportunityTypes,
          isRequired: definition.isRequired,
          defaultValue: definition.defaultValue ?? "",
          validationRules: definition.validationRules ? JSON.stringify(definition.validationRules) : "",
          displayOrder: String(definition.displayOrder),
        }}
      />
    </AdminScreen>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Edit Attribute · Admin", noindex: true });
}
