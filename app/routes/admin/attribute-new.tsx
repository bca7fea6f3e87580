import { parseWithZod } from "@conform-to/zod/v4";
import { href, useActionData } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/attribute-new";
import { requireAdmin } from "~/auth/guard.server";
import { AttributeForm } from "~/moderation/attribute-form";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/api.server";
import { createAttributeDefinition } from "~/moderation/attributes.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { formFailure, refusalToast } from "~/moderation/page-actions.server";
import { attributeDefinitionSchema } from "~/moderation/schemas";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseWithZod(await readForm(request), { schema: attributeDefinitionSchema() });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "Please correct the highlighted fields.";
    return formFailure(
      { result: submission.reply() },
      { message: MODERATION_TEXT.creationFailed, description: first },
      400,
    );
  }
  try {
    createAttributeDefinition(context.get(dbContext), admin, submission.value);
  } catch (error) {
    const toast = refusalToast(error, MODERATION_TEXT.creationFailed);
    return formFailure({ result: submission.reply({ fieldErrors: { name: [toast.description] } }) }, toast, 409);
  }
  return redirectWithSuccess(href("/admin/attributes"), {
    message: MODERATION_TEXT.attributeCreated,
    description: `“${submission.value.label}” (${submission.value.name}) was added.`,
  });
}

export default function NewAttribute() {
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-attribute-heading">
      <h2 id="new-attribute-heading" className="mb-4 text-xl font-semibold">
        Add Attribute
      </h2>
      <AttributeForm
        lastResult={actionData?.result}
        notice={actionData?.notice}
        submitLabel="Create Attribute"
        cancelHref={href("/admin/attributes")}
        defaultValue={{
          name: "",
          label: "",
          dataType: "string",
          opportunityTypes: [],
          isRequired: false,
          defaultValue: "",
          validationRules: "",
          displayOrder: "0",
        }}
      />
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Add Attribute · Admin", noindex: true });
}
