import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { dataWithError, redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/sitemap";
import { requireAdmin } from "~/auth/guard.server";
import { btn, btnPrimary, table, td, th } from "~/components/cms/styles";
import { ConfirmDeleteDialog, UrlDialog } from "~/components/cms/url-dialog";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { priorityLabel, sitemapEntrySchema } from "~/seo/schema";
import { SitemapEntryForm } from "~/seo/sitemap-entry-form";
import { createSitemapEntry, deleteSitemapEntry, listSitemapEntries, updateSitemapEntry } from "~/seo/sitemap-entries.server";
import { SeoSubnav } from "~/seo/seo-subnav";
import { readForm } from "~/lib/api.server";

const PANEL = "/admin/settings/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { entries: listSitemapEntries(context.get(dbContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(formData, { schema: sitemapEntrySchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const saved =
      intent === "create"
        ? createSitemapEntry(db, submission.value, user.id)
        : updateSitemapEntry(db, Number.isSafeInteger(id) ? id : 0, submission.value, user.id);
    const failure = intent === "create" ? "Failed to create sitemap entry" : "Failed to update sitemap entry";
    if (!saved.ok && saved.status === 404) return redirectWithError(PANEL, { message: "Error", description: failure });
    if (!saved.ok) {
      return dataWithError(
        { intent, result: submission.reply({ fieldErrors: { url: [saved.message] } }) },
        { message: "Error", description: `${failure}: ${saved.message}` },
        { status: saved.status },
      );
    }
    return redirectWithSuccess(PANEL, `Sitemap entry ${intent === "create" ? "created" : "updated"} successfully`);
  }

  if (intent === "delete") {
    if (!Number.isSafeInteger(id) || !deleteSitemapEntry(db, id, user.id)) {
      return redirectWithError(PANEL, { message: "Error", description: "Failed to delete sitemap entry" });
    }
    return redirectWithSuccess(PANEL, "Sitemap entry deleted successfully");
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export default function SitemapPanel() {
  const { entries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const editing = entries.find((e) => e.id === Number(params.get("edit")));
  const deleting = entries.find((e) => e.id === Number(params.get("delete")));

  return (
    <section aria-labelledby="sitemap-heading">
      <SeoSubnav />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h4 id="sitemap-heading" className="font-semibold">
            Sitemap
          </h4>
          <p className="text-sm text-slate-600">
            Extra pages for <a href="/sitemap.xml" className="text-brand-700 underline">/sitemap.xml</a>. Published
            listings, content pages and blog posts are added automatically.
          </p>
        </div>
        <Link to="?new" preventScrollReset className={btnPrimary}>
          Add Entry
        </Link>
      </div>

      {entries.length === 0 ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No sitemap entries yet.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-md border border-slate-200">
          <table className={table}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>URL</th>
                <th scope="col" className={th}>Change Frequency</th>
                <th scope="col" className={th}>Priority</th>
                <th scope="col" className={th}>Last Modified</th>
                <th scope="col" className={th}>Include</th>
                <th scope="col" className={th}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className={`${td} font-mono text-xs`}>{e.url}</td>
                  <td className={td}>{e.changeFrequency}</td>
                  <td className={td}>{priorityLabel(e.priority)}</td>
                  <td className={td}>{new Date(e.lastModified).toISOString().slice(0, 10)}</td>
                  <td className={td}>{e.include ? "Yes" : "No"}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <Link to={`?edit=${e.id}`} preventScrollReset className={btn} aria-label={`Edit sitemap entry ${e.url}`}>
                      Edit
                    </Link>{" "}
                    <Link to={`?delete=${e.id}`} preventScrollReset className={btn} aria-label={`Delete sitemap entry ${e.url}`}>
                      Delete
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {params.has("new") ? (
        <UrlDialog title="Add Sitemap Entry" closeTo={PANEL}>
          <SitemapEntryForm lastResult={actionData?.intent === "create" ? actionData.result : undefined} closeTo={PANEL} />
        </UrlDialog>
      ) : null}
      {editing ? (
        <UrlDialog title="Edit Sitemap Entry" closeTo={PANEL}>
          <SitemapEntryForm entry={editing} lastResult={actionData?.intent === "update" ? actionData.result : undefined} closeTo={PANEL} />
        </UrlDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete the sitemap entry ${deleting.url}?`}
          message="Are you sure you want to delete this sitemap entry? This action cannot be undone."
          closeTo={PANEL}
          id={deleting.id}
        />
      ) : null}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Sitemap", noindex: true });
}
