import { useLoaderData } from "react-router";
import type { Route } from "./+types/sitemap";
import { requireAdmin } from "~/auth/guard.server";
import { CrudPanel } from "~/components/crud-panel";
import { crudAction } from "~/lib/admin-crud.server";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { priorityLabel, sitemapEntrySchema } from "~/seo/schema";
import { SeoSubnav } from "~/seo/seo-subnav";
import { SitemapEntryForm } from "~/seo/sitemap-entry-form";
import {
  createSitemapEntry,
  deleteSitemapEntry,
  getSitemapEntry,
  listSitemapEntries,
  updateSitemapEntry,
} from "~/seo/sitemap-entries.server";

const PANEL = "/admin/settings/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { entries: listSitemapEntries(context.get(dbContext)) };
}

export async function action(args: Route.ActionArgs) {
  return crudAction(
    {
      panel: PANEL,
      keyField: "url",
      createSchema: sitemapEntrySchema,
      updateSchema: () => sitemapEntrySchema,
      get: getSitemapEntry,
      create: createSitemapEntry,
      update: updateSitemapEntry,
      remove: deleteSitemapEntry,
      toasts: {
        created: "Sitemap entry created successfully",
        updated: "Sitemap entry updated successfully",
        deleted: "Sitemap entry deleted successfully",
        createFailed: (message) => ({ message: "Error", description: `Failed to create sitemap entry: ${message}` }),
        updateFailed: (message) => ({ message: "Error", description: `Failed to update sitemap entry: ${message}` }),
        notFound: {
          update: { message: "Error", description: "Failed to update sitemap entry" },
          delete: { message: "Error", description: "Failed to delete sitemap entry" },
        },
      },
    },
    args,
  );
}

export default function SitemapPanel() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <CrudPanel
      panel={PANEL}
      before={<SeoSubnav />}
      headingId="sitemap-heading"
      heading="Sitemap"
      level={4}
      description={
        <>
          Extra pages for <a href="/sitemap.xml" className="text-brand-700 underline">/sitemap.xml</a>. Published
          listings, content pages and blog posts are added automatically.
        </>
      }
      addLabel="Add Entry"
      emptyText="No sitemap entries yet."
      rows={entries}
      columns={[
        { header: "URL", cell: (e) => e.url, className: "font-mono text-xs" },
        { header: "Change Frequency", cell: (e) => e.changeFrequency },
        { header: "Priority", cell: (e) => priorityLabel(e.priority) },
        { header: "Last Modified", cell: (e) => new Date(e.lastModified).toISOString().slice(0, 10) },
        { header: "Include", cell: (e) => (e.include ? "Yes" : "No") },
      ]}
      rowLabel={(e) => `sitemap entry ${e.url}`}
      dialog={{ add: "Add Sitemap Entry", edit: "Edit Sitemap Entry" }}
      form={({ row, preset: _preset, ...props }) => <SitemapEntryForm entry={row} {...props} />}
      confirmDelete={(e) => ({
        title: `Delete the sitemap entry ${e.url}?`,
        message: "Are you sure you want to delete this sitemap entry? This action cannot be undone.",
      })}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Sitemap", noindex: true });
}
