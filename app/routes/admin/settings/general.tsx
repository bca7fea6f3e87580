import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, Link, useActionData, useLoaderData, useSearchParams } from "react-router";
import { dataWithError, redirectWithError, redirectWithSuccess } from "remix-toast";
import type { Route } from "./+types/general";
import { requireAdmin } from "~/auth/guard.server";
import { btn, btnPrimary, table, td, th } from "~/components/cms/styles";
import { ConfirmDeleteDialog, UrlDialog } from "~/components/cms/url-dialog";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { KNOWN_SITE_SETTINGS } from "~/settings/known-keys";
import { siteSettingCreateSchema, siteSettingUpdateSchema } from "~/settings/schema";
import { SiteSettingForm } from "~/settings/site-setting-form";
import {
  createSiteSetting,
  deleteSiteSetting,
  getSiteSetting,
  listSiteSettings,
  updateSiteSetting,
} from "~/settings/site-settings.server";
import { readForm } from "~/lib/api.server";

const PANEL = "/admin/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { settings: listSiteSettings(context.get(dbContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));

  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: siteSettingCreateSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const saved = createSiteSetting(db, submission.value, user.id);
    if (!saved.ok) {
      return dataWithError(
        { intent, result: submission.reply({ fieldErrors: { key: [saved.message] } }) },
        { message: "Error", description: `Failed to save site setting: ${saved.message}` },
        { status: saved.status },
      );
    }
    return redirectWithSuccess(PANEL, { message: "Success", description: "Site setting has been saved successfully" });
  }

  if (intent === "update") {
    const existing = Number.isSafeInteger(id) ? getSiteSetting(db, id) : undefined;
    if (!existing) return redirectWithError(PANEL, { message: "Error", description: "Failed to update site setting: Site setting not found" });
    const submission = parseWithZod(formData, { schema: siteSettingUpdateSchema(existing.key) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const saved = updateSiteSetting(db, id, submission.value, user.id);
    if (!saved.ok) return redirectWithError(PANEL, { message: "Error", description: `Failed to update site setting: ${saved.message}` });
    return redirectWithSuccess(PANEL, { message: "Success", description: "Site setting has been updated successfully" });
  }

  if (intent === "delete") {
    if (!Number.isSafeInteger(id) || !deleteSiteSetting(db, id, user.id)) {
      return redirectWithError(PANEL, { message: "Error", description: "Failed to delete site setting: Site setting not found" });
    }
    return redirectWithSuccess(PANEL, { message: "Success", description: "Site setting has been deleted successfully" });
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export default function GeneralSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const editId = Number(params.get("edit"));
  const deleteId = Number(params.get("delete"));
  const editing = settings.find((s) => s.id === editId);
  const deleting = settings.find((s) => s.id === deleteId);
  const presetKey = params.get("new");
  const preset = KNOWN_SITE_SETTINGS.find((k) => k.key === presetKey);
  const missingKnown = KNOWN_SITE_SETTINGS.filter((k) => !settings.some((s) => s.key === k.key));

  return (
    <section aria-labelledby="site-settings-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="site-settings-heading" className="text-lg font-semibold">
            Site Settings
          </h3>
          <p className="text-sm text-slate-600">Words, addresses and images the public site shows.</p>
        </div>
        <Link to="?new" preventScrollReset className={btnPrimary}>
          Add Setting
        </Link>
      </div>

      {settings.length === 0 ? (
        <p className="mt-6 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No site settings found. Add some to customize your site.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-md border border-slate-200">
          <table className={table}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>Key</th>
                <th scope="col" className={th}>Label</th>
                <th scope="col" className={th}>Value</th>
                <th scope="col" className={th}>Type</th>
                <th scope="col" className={th}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {settings.map((s) => (
                <tr key={s.id}>
                  <td className={`${td} font-mono text-xs`}>{s.key}</td>
                  <td className={td}>{s.label}</td>
                  <td className={`${td} max-w-xs`}>
                    <SettingValue type={s.type} value={s.value} label={s.label} />
                  </td>
                  <td className={td}>{s.type}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <Link to={`?edit=${s.id}`} preventScrollReset className={btn} aria-label={`Edit ${s.label}`}>
                      Edit
                    </Link>{" "}
                    <Link to={`?delete=${s.id}`} preventScrollReset className={btn} aria-label={`Delete ${s.label}`}>
                      Delete
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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

      {params.has("new") ? (
        <UrlDialog title="Add Site Setting" closeTo={PANEL}>
          <SiteSettingForm
            preset={preset}
            lastResult={actionData?.intent === "create" ? actionData.result : undefined}
            closeTo={PANEL}
          />
        </UrlDialog>
      ) : null}
      {editing ? (
        <UrlDialog title="Edit Site Setting" closeTo={PANEL}>
          <SiteSettingForm
            setting={editing}
            lastResult={actionData?.intent === "update" ? actionData.result : undefined}
            closeTo={PANEL}
          />
        </UrlDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete "${deleting.label}"?`}
          message="This action cannot be undone. This will permanently delete the site setting from the database."
          closeTo={PANEL}
          id={deleting.id}
        />
      ) : null}
      <p className="mt-6 text-sm text-slate-600">
        Page titles, descriptions and indexing are set per page under{" "}
        <Link to={href("/admin/settings/seo")} className="text-brand-700 underline">
          SEO Management
        </Link>
        .
      </p>
    </section>
  );
}

function SettingValue({ type, value, label }: { type: string; value: string; label: string }) {
  if (type === "image") {
    return (
      <span className="flex items-center gap-2">
        <img src={value} alt={`${label} thumbnail`} className="h-10 w-16 shrink-0 rounded border border-slate-200 object-cover" loading="lazy" />
        <span className="truncate text-xs text-slate-600">{value}</span>
      </span>
    );
  }
  if (type === "color") {
    return (
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-5 w-5 rounded border border-slate-300" style={{ backgroundColor: value }} />
        <span className="font-mono text-xs">{value}</span>
      </span>
    );
  }
  return <span className="line-clamp-2 break-words">{type === "html" ? <code className="text-xs">{value}</code> : value}</span>;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Site Settings", noindex: true });
}
