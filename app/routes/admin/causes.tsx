import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/causes";
import { requireAdmin } from "~/auth/guard.server";
import { CauseForm } from "~/causes/cause-form";
import { createCause, deleteCause, getCause, listCauses, updateCause } from "~/causes/causes.server";
import { causeSchema } from "~/causes/schema";
import { untaggedCount } from "~/causes/tagging.server";
import { CrudPanel } from "~/components/crud-panel";
import { crudAction } from "~/lib/admin-crud.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { languageName, TRANSLATED_LANGUAGES } from "~/i18n/locales";
import { namesOf } from "~/taxonomy/names.server";

const PANEL = "/admin/causes";
const failed = (verb: string) => (message: string) => ({ message: "Error", description: `Failed to ${verb} cause: ${message}` });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  return { causes: listCauses(db).map((cause) => ({ ...cause, names: namesOf(db, "cause", cause.id) })), untagged: untaggedCount(db) };
}

export async function action(args: Route.ActionArgs) {
  return crudAction(
    {
      panel: PANEL,
      keyField: "name",
      createSchema: causeSchema,
      updateSchema: () => causeSchema,
      get: getCause,
      create: createCause,
      update: updateCause,
      remove: deleteCause,
      toasts: {
        created: "Cause created successfully",
        updated: "Cause updated successfully",
        deleted: "Cause deleted successfully",
        createFailed: failed("create"),
        updateFailed: failed("update"),
        notFound: {
          update: { message: "Error", description: "Failed to update cause" },
          delete: { message: "Error", description: "Failed to delete cause" },
        },
      },
    },
    args,
  );
}

export default function CausesPanel() {
  const { causes, untagged } = useLoaderData<typeof loader>();
  return (
    <CrudPanel
      panel={PANEL}
      headingId="causes-heading"
      heading="Causes"
      level={3}
      description="The impact areas listings are tagged with (one to three each), beside their categories. Hidden causes leave /submit, the filters and their page."
      addLabel="Add Cause"
      emptyText="No causes yet."
      rows={causes}
      columns={[
        { header: "Order", cell: (c) => c.position },
        { header: "Name", cell: (c) => c.name, className: "font-medium" },
        ...TRANSLATED_LANGUAGES.map((language) => ({ header: `In ${languageName(language)}`, cell: (c: (typeof causes)[number]) => <span lang={language}>{c.names[language]?.name ?? "—"}</span> })),
        { header: "Address", cell: (c) => `/causes/${c.slug}`, className: "font-mono text-xs" },
        { header: "Shown", cell: (c) => (c.hidden ? "Hidden" : "Yes") },
      ]}
      rowLabel={(c) => `cause ${c.name}`}
      dialog={{ add: "Add Cause", edit: "Edit Cause", size: "lg" }}
      form={({ row, preset: _preset, ...props }) => <CauseForm cause={row} {...props} />}
      confirmDelete={(c) => ({
        title: `Delete the cause ${c.name}?`,
        message: "Its listings lose this cause. Hiding it instead keeps their tags. This action cannot be undone.",
      })}
      after={
        <p className="mt-4 text-sm text-slate-700">
          {untagged === 0 ? "Every live listing has a cause." : `${untagged.toLocaleString("en-IN")} live ${untagged === 1 ? "listing has" : "listings have"} no cause. `}
          {untagged > 0 ? (
            <Link to={href("/admin/causes/tag")} className="text-brand-700 underline">
              Tag them
            </Link>
          ) : null}
        </p>
      }
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Causes · Admin", noindex: true });
}
