import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/seo";
import { requireAdmin } from "~/auth/guard.server";
import { CrudPanel } from "~/components/crud-panel";
import { crudAction } from "~/lib/admin-crud.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { pathForPageKey, SEO_PAGES } from "~/seo/page-keys";
import { seoSettingCreateSchema, seoSettingUpdateSchema } from "~/seo/schema";
import { SeoSettingForm } from "~/seo/seo-setting-form";
import { createSeoSetting, deleteSeoSetting, getSeoSetting, listSeoSettings, updateSeoSetting } from "~/seo/seo-settings.server";
import { SeoSubnav } from "~/seo/seo-subnav";

const PANEL = "/admin/settings/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { settings: listSeoSettings(context.get(dbContext)) };
}

export async function action(args: Route.ActionArgs) {
  return crudAction(
    {
      panel: PANEL,
      keyField: "pageKey",
      createSchema: seoSettingCreateSchema,
      updateSchema: (existing) => seoSettingUpdateSchema(existing.pageKey),
      get: getSeoSetting,
      create: createSeoSetting,
      update: updateSeoSetting,
      remove: deleteSeoSetting,
      toasts: {
        created: "SEO setting created successfully",
        updated: "SEO setting updated successfully",
        deleted: "SEO setting deleted successfully",
        createFailed: (message) => ({ message: "Error: Failed to create SEO setting", description: message }),
        updateFailed: (message) => ({ message: "Failed to update SEO setting", description: message }),
        notFound: {
          update: { message: "Failed to update SEO setting", description: "SEO setting not found" },
          delete: { message: "Failed to delete SEO setting", description: "SEO setting not found" },
        },
      },
    },
    args,
  );
}

export default function SeoSettingsPanel() {
  const { settings } = useLoaderData<typeof loader>();
  const unset = SEO_PAGES.filter((p) => !settings.some((s) => s.pageKey === p.key));
  return (
    <CrudPanel
      panel={PANEL}
      before={<SeoSubnav />}
      headingId="seo-settings-heading"
      heading="SEO Settings"
      level={4}
      description="Title, description, social preview and indexing for one page each."
      addLabel="Add SEO Setting"
      emptyText="No SEO settings yet. Pages use their built-in titles and descriptions."
      rows={settings}
      columns={[
        {
          header: "Page Key",
          cell: (s) => (
            <>
              <span className="font-mono text-xs">{s.pageKey}</span>
              <span className="block text-xs text-slate-600">{pathForPageKey(s.pageKey)}</span>
            </>
          ),
        },
        { header: "Title", cell: (s) => s.metaTitle },
        { header: "Description", cell: (s) => <span className="line-clamp-2">{s.metaDescription}</span>, className: "max-w-sm" },
        { header: "Indexed", cell: (s) => (s.isIndexed ? "Yes" : "No (noindex)") },
      ]}
      rowLabel={(s) => `SEO setting ${s.pageKey}`}
      dialog={{ add: "Add SEO Setting", edit: "Edit SEO Setting", size: "lg" }}
      form={({ row, preset, ...props }) => <SeoSettingForm setting={row} presetKey={preset} {...props} />}
      confirmDelete={(s) => ({
        title: `Delete the SEO setting for ${s.pageKey}?`,
        message: "Are you sure you want to delete this SEO setting? This action cannot be undone.",
      })}
    >
      {unset.length > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          Pages without a setting:{" "}
          {unset.map((p, i) => (
            <span key={p.key}>
              {i > 0 ? ", " : ""}
              <Link to={`?new=${p.key}`} preventScrollReset className="text-brand-700 underline">
                {p.label}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </CrudPanel>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "SEO Settings", noindex: true });
}
