/**
 * The shared shape of the back office's one-row JSON endpoints for settings
 * (`/api/admin/site-settings/{id}`, `/api/admin/seo/{id}`, `/api/admin/sitemap/{id}`):
 * GET the row, PATCH some of its fields (the stored row fills in the rest and the
 * form's zod schema judges the result), DELETE → 204. Only the admin session
 * decides who may call them (admin-back-office.md §7, decision 086).
 */
import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import { dbContext } from "~/lib/context";
import type { Db } from "../../db/client.server";
import {
  allowMethods,
  jsonEndpoint,
  fail,
  noContent,
  parseId,
  patchBody,
  readJsonBody,
} from "./api.server";

/** The content, settings and import calls: 100 KB bodies; broken JSON is "Invalid JSON format" (decision 086). */
export const CONTENT_JSON = { limit: 100 * 1024, malformed: "Invalid JSON format" };

type Saved<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export interface AdminItemResource<Row, Input> {
  /** The 404 message, e.g. "SEO setting not found". */
  notFound: string;
  get(db: Db, id: number): Row | undefined;
  /** Lays the patch over the stored row's editable fields and validates it (throws a 400). */
  parsePatch(existing: Row, patch: Record<string, unknown>): Input;
  update(db: Db, id: number, input: Input, actorId: number): Saved<unknown>;
  remove(db: Db, id: number, actorId: number): boolean;
}

interface ItemArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

export function adminItemLoader<Row, Input>(resource: AdminItemResource<Row, Input>, { request, context, params }: ItemArgs) {
  return jsonEndpoint(async () => {
    await requireAdmin(request, context);
    const row = resource.get(context.get(dbContext), parseId(params.id, resource.notFound));
    if (!row) fail(404, resource.notFound);
    return Response.json(row);
  });
}

export function adminItemAction<Row, Input>(resource: AdminItemResource<Row, Input>, { request, context, params }: ItemArgs) {
  return jsonEndpoint(async () => {
    allowMethods(request, ["PATCH", "DELETE"]);
    const user = await requireAdmin(request, context);
    const db = context.get(dbContext);
    const id = parseId(params.id, resource.notFound);
    if (request.method === "DELETE") {
      if (!resource.remove(db, id, user.id)) fail(404, resource.notFound);
      return noContent();
    }
    const existing = resource.get(db, id);
    if (!existing) fail(404, resource.notFound);
    const input = resource.parsePatch(existing, patchBody(await readJsonBody(request, CONTENT_JSON)));
    const saved = resource.update(db, id, input, user.id);
    if (!saved.ok) fail(saved.status, saved.message);
    return Response.json(saved.value);
  });
}
