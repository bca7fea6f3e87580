/**
 * The action of a back-office list screen whose rows are created, edited and
 * deleted in dialogs on the same page (site settings, SEO settings, sitemap):
 * the form's `intent` picks create, update or delete; an invalid form re-renders
 * with Conform's reply (works without JavaScript); the outcome is a toast. A
 * resource declares only its schemas, store functions and texts.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { dataWithError, redirectWithError, redirectWithSuccess } from "remix-toast";
import type { z } from "zod";
import type { Db } from "../../db/client.server";
import { requireAdmin } from "~/auth/guard.server";
import { readForm } from "./api.server";
import { dbContext } from "./context";

type Toast = Parameters<typeof redirectWithSuccess>[1];
type Written = { ok: true } | { ok: false; status: number; message: string };

export interface CrudResource<Row, Create, Update> {
  /** The screen's URL: every outcome redirects back to it. */
  panel: string;
  /** The field a refused create or a conflicting update (409) is reported on. */
  keyField: string;
  createSchema: z.ZodType<Create>;
  updateSchema(existing: Row): z.ZodType<Update>;
  get(db: Db, id: number): Row | undefined;
  create(db: Db, input: Create, actorId: number): Written;
  update(db: Db, id: number, input: Update, actorId: number): Written;
  remove(db: Db, id: number, actorId: number): boolean;
  toasts: {
    created: Toast;
    updated: Toast;
    deleted: Toast;
    createFailed(message: string): Toast;
    updateFailed(message: string): Toast;
    notFound: { update: Toast; delete: Toast };
  };
}

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function crudAction<Row, Create, Update>(resource: CrudResource<Row, Create, Update>, { request, context }: ActionArgs) {
  const user = await requireAdmin(request, context);
  const db = context.get(dbContext);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));
  const { panel, toasts } = resource;
  const existing = Number.isSafeInteger(id) && id > 0 ? resource.get(db, id) : undefined;

  if (intent === "create" || intent === "update") {
    if (intent === "update" && !existing) return redirectWithError(panel, toasts.notFound.update);
    const schema = intent === "create" ? resource.createSchema : resource.updateSchema(existing!);
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const saved =
      intent === "create"
        ? resource.create(db, submission.value as Create, user.id)
        : resource.update(db, id, submission.value as Update, user.id);
    if (saved.ok) return redirectWithSuccess(panel, intent === "create" ? toasts.created : toasts.updated);
    if (intent === "update" && saved.status !== 409) return redirectWithError(panel, toasts.updateFailed(saved.message));
    return dataWithError(
      { intent, result: submission.reply({ fieldErrors: { [resource.keyField]: [saved.message] } }) },
      (intent === "create" ? toasts.createFailed : toasts.updateFailed)(saved.message),
      { status: saved.status },
    );
  }

  if (intent === "delete") {
    if (!existing || !resource.remove(db, id, user.id)) return redirectWithError(panel, toasts.notFound.delete);
    return redirectWithSuccess(panel, toasts.deleted);
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}
