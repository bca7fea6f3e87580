import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { dataWithError, redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/seo";
import { requireAdmin } from "~/auth/guard.server";
import { btn, btnPrimary, table, td, th } from "~/components/cms/styles";
import { ConfirmDeleteDialog, UrlDialog } from "~/components/cms/url-dialog";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { pathForPageKey, SEO_PAGES } from "~/seo/page-keys";
import { seoSettingCreateSchema, seoSettingUpdateSchema } from "~/seo/schema";
import { SeoSettingForm } from "~/seo/seo-setting-form";
import { createSeoSetting, deleteSeoSetting, getSeoSetting, listSeoSettings, updateSeoSetting } from "~/seo/seo-settings.server";
import { SeoSubnav } from "~/seo/seo-subnav";
import { readForm } from "~/lib/api.server";

const PANEL = "/admin/settings/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { settings: listSeoSettings(context.get(dbContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: seoSettingCreateSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const saved = createSeoSetting(db, submission.value, user.id);
    if (!saved.ok) {
      return dataWithError(
        { intent, result: submission.reply({ fieldErrors: { pageKey: [saved.message] } }) },
        { message: "Error: Failed to create SEO setting", description: saved.message },
        { status: saved.status },
      );
    }
    return redirectWithSuccess(PANEL, "SEO setting created successfully");
  }

  if (intent === "update") {
    const existing = Number.isSafeInteger(id) ? getSeoSetting(db, id) : undefined;
    if (!existing) return redirectWithError(PANEL, { message: "Failed to update SEO setting", description: "SEO setting not found" });
    const submission = parseWithZod(formData, { schema: seoSettingUpdateSchema(existing.pageKey) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const saved = updateSeoSetting(db, id, submission.value, user.id);
    if (!saved.ok) return redirectWithError(PANEL, { message: "Failed to update SEO setting", description: saved.message });
    return redirectWithSuccess(PANEL, "SEO setting updated successfully");
  }

  if (intent === "delete") {
    if (!Number.isSafeInteger(id) || !deleteSeoSetting(db, id, user.id)) {
      return redirectWithError(PANEL, { message: "Failed to delete SEO setting", description: "SEO setting not found" });
    }
    return redirectWithSuccess(PANEL, "SEO setting deleted successfully");
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export default function SeoSettingsPanel() {
  const { settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const editing = settings.find((s) => s.id === Number(params.get("edit")));
  const deleting = settings.find((s) => s.id === Number(params.get("delete")));
  const presetKey = params.get("new") || undefined;
  const unset = SEO_PAGES.filter((p) => !settings.some((s) => s.pageKey === p.key));

  return (
    <section aria-labelledby="seo-settings-heading">
      <SeoSubnav />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h4 id="seo-settings-heading" className="font-semibold">
            SEO Settings
          </h4>
          <p className="text-sm text-slate-600">Title, description, social preview and indexing for one page each.</p>
        </div>
        <Link to="?new" preventScrollReset className={btnPrimary}>
          Add SEO Setting
        </Link>
      </div>

      {settings.length === 0 ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No SEO settings yet. Pages use their built-in titles and descriptions.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-md border border-slate-200">
          <table className={table}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Page Key</th>
                <th scope="col" className={th}>Title</th>
                <th scope="col" className={th}>Description</th>
                <th scope="col" className={th}>Indexed</th>
                <th scope="col" className={th}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {settings.map((s) => (
                <tr key={s.id}>
                  <td className={td}>
                    <span className="font-mono text-xs">{s.pageKey}</span>
                    <span className="block text-xs text-slate-600">{pathForPageKey(s.pageKey)}</span>
                  </td>
                  <td className={td}>{s.metaTitle}</td>
                  <td className={`${td} max-w-sm`}>
                    <span className="line-clamp-2">{s.metaDescription}</span>
                  </td>
                  <td className={td}>{s.isIndexed ? "Yes" : "No (noindex)"}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <Link to={`?edit=${s.id}`} preventScrollReset className={btn} aria-label={`Edit SEO setting ${s.pageKey}`}>
                      Edit
                    </Link>{" "}
                    <Link to={`?delete=${s.id}`} preventScrollReset className={btn} aria-label={`Delete SEO setting ${s.pageKey}`}>
                      Delete
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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

      {params.has("new") ? (
        <UrlDialog title="Add SEO Setting" closeTo={PANEL} size="lg">
          <SeoSettingForm
            presetKey={presetKey}
            lastResult={actionData?.intent === "create" ? actionData.result : undefined}
            closeTo={PANEL}
          />
        </UrlDialog>
      ) : null}
      {editing ? (
        <UrlDialog title="Edit SEO Setting" closeTo={PANEL} size="lg">
          <SeoSettingForm
            setting={editing}
            lastResult={actionData?.intent === "update" ? actionData.result : undefined}
            closeTo={PANEL}
          />
        </UrlDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete the SEO setting for ${deleting.pageKey}?`}
          message="Are you sure you want to delete this SEO setting? This action cannot be undone."
          closeTo={PANEL}
          id={deleting.id}
        />
      ) : null}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "SEO Settings", noindex: true });
}
