/**
 * The back office's JSON endpoints: every one checks the admin session, serves
 * its methods (405 with `Allow` otherwise) and answers refusals as JSON
 * (decision 100); one that names a row parses its id (404 otherwise).
 *
 * The shared shape of the one-row settings endpoints for settings
 * (`/api/admin/site-settings/{id}`, `/api/admin/seo/{id}`, `/api/admin/sitemap/{id}`):
 * GET the row, PATCH some of its fields (the stored row fills in the rest and the
 * form's zod schema judges the result), DELETE → 204. Only the admin session
 * decides who may call them (docs/decisions/086).
 */
import type { RouterContextProvider } from "react-router";
import { requireAdmin, type SessionUser } from "~/auth/guard.server";
import { dbContext, envContext } from "~/lib/context";
import type { Env } from "~/lib/env.server";
import type { Db } from "../../db/client.server";
import { allowMethods, fail, json, jsonEndpoint, methodNotAllowed, noContent, parseId, patchBody, readJsonBody } from "./api.server";

/** The content, settings and import calls: 100 KB bodies; broken JSON is "Invalid JSON format" (decision 086). */
export const CONTENT_JSON = { limit: 100 * 1024, malformed: "Invalid JSON format" };

export interface AdminCall {
  request: Request;
  db: Db;
  admin: SessionUser;
  env: Env;
  id: number;
}

type Handler<C> = (call: C) => Response | Promise<Response>;

/**
 * An /api/admin/… endpoint: `loader` serves GET when `methods` has it (405 otherwise),
 * `action` the other methods; with `notFound`, the `{id}` parameter is parsed first.
 */
export function adminEndpoint(methods: string[], handle: Handler<AdminCall>, notFound?: string) {
  const run = ({ request, context, params }: ItemArgs) =>
    jsonEndpoint(async () => {
      const admin = await requireAdmin(request, context);
      allowMethods(request, methods);
      const id = notFound === undefined ? 0 : parseId(params.id, notFound);
      return handle({ request, db: context.get(dbContext), env: context.get(envContext), admin, id });
    });
  const refuse = async ({ request }: ItemArgs) => methodNotAllowed(request, methods);
  return { loader: methods.includes("GET") ? run : refuse, action: methods.some((m) => m !== "GET") ? run : refuse };
}

/** The `id` in a status or featured body is optional; when present it must match the URL. */
export function sameId(bodyId: number | undefined, id: number): void {
  if (bodyId !== undefined && bodyId !== id) fail(400, "The id in the body does not match the URL");
}

type Saved<T> = { ok: true; value: T } | { ok: false; status: number; message: string; field?: string };

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

/** The loader and action of a one-row settings endpoint. */
export function adminItemEndpoint<Row, Input>(resource: AdminItemResource<Row, Input>) {
  const find = (db: Db, id: number) => resource.get(db, id) ?? fail(404, resource.notFound);
  return adminEndpoint(
    ["GET", "PATCH", "DELETE"],
    async ({ request, db, admin, id }) => {
      if (request.method === "GET") return json(find(db, id));
      if (request.method === "DELETE") {
        if (!resource.remove(db, id, admin.id)) fail(404, resource.notFound);
        return noContent();
      }
      const input = resource.parsePatch(find(db, id), patchBody(await readJsonBody(request, CONTENT_JSON)));
      const saved = resource.update(db, id, input, admin.id);
      return saved.ok ? json(saved.value) : fail(saved.status, saved.message);
    },
    resource.notFound,
  );
}

export interface AdminListResource<Input> {
  list(db: Db): unknown;
  /** Validates a create body (throws a 400). */
  parseCreate(body: unknown): Input;
  create(db: Db, input: Input, actorId: number): Saved<unknown> & { field?: string };
}

/** GET the list, POST → 201 with the new row; a refused create names its field in `errors`. */
export function adminListEndpoint<Input>(resource: AdminListResource<Input>) {
  return adminEndpoint(["GET", "POST"], async ({ request, db, admin }) => {
    if (request.method !== "POST") return json(resource.list(db));
    const saved = resource.create(db, resource.parseCreate(await readJsonBody(request, CONTENT_JSON)), admin.id);
    if (!saved.ok) fail(saved.status, saved.message, { errors: { [saved.field ?? ""]: [saved.message] } });
    return json(saved.value, { status: 201 });
  });
}

/** The stored `fields` of a row with a PATCH's fields over them: a partial update validated as the whole form. */
export function patchOver<Row, Field extends keyof Row & string>(existing: Row, fields: readonly Field[], patch: Record<string, unknown>) {
  return { ...Object.fromEntries(fields.map((field) => [field, existing[field]])), ...patch };
}
