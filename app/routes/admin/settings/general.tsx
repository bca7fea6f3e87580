import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/general";
import { requireAdmin } from "~/auth/guard.server";
import { CrudPanel } from "~/components/crud-panel";
import { crudAction } from "~/lib/admin-crud.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { KNOWN_SITE_SETTINGS } from "~/settings/known-keys";
import { siteSettingCreateSchema, siteSettingUpdateSchema } from "~/settings/schema";
import { SettingValue, SiteSettingForm } from "~/settings/site-setting-form";
import {
  createSiteSetting,
  deleteSiteSetting,
  getSiteSetting,
  listSiteSettings,
  updateSiteSetting,
} from "~/settings/site-settings.server";

const PANEL = "/admin/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { settings: listSiteSettings(context.get(dbContext)) };
}

export async function action(args: Route.ActionArgs) {
  return crudAction(
    {
      panel: PANEL,
      keyField: "key",
      createSchema: siteSettingCreateSchema,
      updateSchema: (existing) => siteSettingUpdateSchema(existing.key),
      get: getSiteSetting,
      create: createSiteSetting,
      update: updateSiteSetting,
      remove: deleteSiteSetting,
      toasts: {
        created: { message: "Success", description: "Site setting has been saved successfully" },
        updated: { message: "Success", description: "Site setting has been updated successfully" },
        deleted: { message: "Success", description: "Site setting has been deleted successfully" },
        createFailed: (message) => ({ message: "Error", description: `Failed to save site setting: ${message}` }),
        updateFailed: (message) => ({ message: "Error", description: `Failed to update site setting: ${message}` }),
        notFound: {
          update: { message: "Error", description: "Failed to update site setting: Site setting not found" },
          delete: { message: "Error", description: "Failed to delete site setting: Site setting not found" },
        },
      },
    },
    args,
  );
}

export default function GeneralSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const missingKnown = KNOWN_SITE_SETTINGS.filter((k) => !settings.some((s) => s.key === k.key));
  return (
    <CrudPanel
      panel={PANEL}
      headingId="site-settings-heading"
      heading="Site Settings"
      level={3}
      description="Words, addresses and images the public site shows."
      addLabel="Add Setting"
      emptyText="No site settings found. Add some to customize your site."
      rows={settings}
      columns={[
        { header: "Key", cell: (s) => s.key, className: "font-mono text-xs" },
        { header: "Label", cell: (s) => s.label },
        { header: "Value", cell: (s) => <SettingValue type={s.type} value={s.value} label={s.label} />, className: "max-w-xs" },
        { header: "Type", cell: (s) => s.type },
      ]}
      rowLabel={(s) => s.label}
      dialog={{ add: "Add Site Setting", edit: "Edit Site Setting" }}
      form={({ row, preset, ...props }) => (
        <SiteSettingForm setting={row} preset={KNOWN_SITE_SETTINGS.find((k) => k.key === preset)} {...props} />
      )}
      confirmDelete={(s) => ({
        title: `Delete "${s.label}"?`,
        message: "This action cannot be undone. This will permanently delete the site setting from the database.",
      })}
      after={
        <p className="mt-6 text-sm text-slate-600">
          Page titles, descriptions and indexing are set per page under{" "}
          <Link to={href("/admin/settings/seo")} className="text-brand-700 underline">
            SEO Management
          </Link>
          .
        </p>
      }
    >
      {missingKnown.length > 0 ? (
        <div className="mt-6 rounded-md bg-slate-50 p-4 text-sm">
          <h4 className="font-semibold">Settings the site reads</h4>
          <p className="mt-1 text-slate-700">Until you add them, the site uses its built-in values.</p>
          <ul className="mt-2 space-y-1">
            {missingKnown.map((k) => (
              <li key={k.key}>
                <Link to={`?new=${k.key}`} preventScrollReset className="font-mono text-brand-700 underline">
                  {k.key}
                </Link>{" "}
                ({k.type}) — {k.description}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </CrudPanel>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Site Settings", noindex: true });
}
