/**
 * A back-office list screen whose rows are added, edited and deleted in dialogs
 * kept in the URL (`?new`, `?edit=ID`, `?delete=ID`, decision 083): heading, the
 * Add link, the table (or the empty text), the dialogs. The server renders the
 * open dialog, so every step works without JavaScript. The action is
 * `crudAction` (app/lib/admin-crud.server.ts).
 */
import { type DefaultValue, type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Form, Link, useActionData, useSearchParams } from "react-router";
import { btn, btnPrimary } from "~/ui/classes";
import { ConfirmDeleteDialog, UrlDialog } from "~/components/admin-dialogs";
import { FormErrors } from "~/ui/form-notices";
import { TextField } from "~/ui/form-fields";
import { type AdminColumn, AdminTable } from "./admin-table";

export type CrudColumn<Row> = AdminColumn<Row>;

interface FormProps<Row> {
  row?: Row;
  /** The `?new=` value: a known key to start from. */
  preset?: string;
  lastResult?: SubmissionResult<string[]>;
  closeTo: string;
}

export interface CrudPanelProps<Row extends { id: number }> {
  panel: string;
  headingId: string;
  heading: string;
  /** 3 for a tab's own screen, 4 under a sub-navigation. */
  level: 3 | 4;
  description: ReactNode;
  addLabel: string;
  emptyText: string;
  rows: Row[];
  columns: CrudColumn<Row>[];
  /** Names the row in the Edit and Delete links ("Edit …", "Delete …"). */
  rowLabel(row: Row): string;
  dialog: { add: string; edit: string; size?: "md" | "lg" };
  form(props: FormProps<Row>): ReactNode;
  confirmDelete(row: Row): { title: string; message: string };
  /** Above the heading (a sub-navigation). */
  before?: ReactNode;
  /** Below the table, before the dialogs. */
  children?: ReactNode;
  /** After the dialogs. */
  after?: ReactNode;
}

type CrudActionData = { intent: unknown; result?: SubmissionResult<string[]> } | undefined;

export function CrudPanel<Row extends { id: number }>(props: CrudPanelProps<Row>) {
  const { panel, rows, columns, rowLabel, dialog } = props;
  const actionData = useActionData() as CrudActionData;
  const [params] = useSearchParams();
  const editing = rows.find((r) => r.id === Number(params.get("edit")));
  const deleting = rows.find((r) => r.id === Number(params.get("delete")));
  const resultFor = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const Heading = props.level === 3 ? "h3" : "h4";
  const confirm = deleting ? props.confirmDelete(deleting) : null;

  return (
    <section aria-labelledby={props.headingId}>
      {props.before}
      <div className={`${props.before ? "mt-4 " : ""}flex flex-wrap items-center justify-between gap-3`}>
        <div>
          <Heading id={props.headingId} className={props.level === 3 ? "text-lg font-semibold" : "font-semibold"}>
            {props.heading}
          </Heading>
          <p className="text-sm text-slate-600">{props.description}</p>
        </div>
        <Link to="?new" preventScrollReset className={btnPrimary}>
          {props.addLabel}
        </Link>
      </div>

      <AdminTable
        rows={rows}
        columns={columns}
        emptyText={props.emptyText}
        actions={(row) => (
          <>
            <Link to={`?edit=${row.id}`} preventScrollReset className={btn} aria-label={`Edit ${rowLabel(row)}`}>
              Edit
            </Link>{" "}
            <Link to={`?delete=${row.id}`} preventScrollReset className={btn} aria-label={`Delete ${rowLabel(row)}`}>
              Delete
            </Link>
          </>
        )}
      />

      {props.children}

      {params.has("new") ? (
        <UrlDialog title={dialog.add} closeTo={panel} size={dialog.size}>
          {props.form({ preset: params.get("new") || undefined, lastResult: resultFor("create"), closeTo: panel })}
        </UrlDialog>
      ) : null}
      {editing ? (
        <UrlDialog title={dialog.edit} closeTo={panel} size={dialog.size}>
          {props.form({ row: editing, lastResult: resultFor("update"), closeTo: panel })}
        </UrlDialog>
      ) : null}
      {deleting && confirm ? (
        <ConfirmDeleteDialog title={confirm.title} message={confirm.message} closeTo={panel} id={deleting.id} />
      ) : null}
      {props.after}
    </section>
  );
}

/**
 * The form in a CrudPanel dialog: it posts `intent` create (no row) or update (with the row's id)
 * to `crudAction`, shows the form-level errors, and ends with Cancel and the submit button.
 */
export function CrudForm({
  form,
  rowId,
  closeTo,
  submitLabel,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form schema
  form: FormMetadata<any, string[]>;
  rowId?: number;
  closeTo: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className="space-y-1">
      <input type="hidden" name="intent" value={rowId ? "update" : "create"} />
      {rowId ? <input type="hidden" name="id" value={rowId} /> : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      {children}
      <div className="flex justify-end gap-2 pt-2">
        <Link to={closeTo} preventScrollReset className={btn}>
          Cancel
        </Link>
        <button type="submit" className={btnPrimary}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** The Conform form of a CrudForm: validated with the resource's schema on blur, again on input. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint on a form's shape
export function useCrudForm<Shape extends Record<string, any>, Output>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: z.ZodType<Output, Shape>;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: DefaultValue<Shape>;
}) {
  return useForm<Shape, Output>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** The key of a keyed setting: typed with suggestions when new, read-only once saved. */
export function KeyField({
  meta,
  label,
  locked,
  listId,
  suggestions,
  hint,
}: {
  meta: Parameters<typeof TextField>[0]["meta"];
  label: string;
  locked: boolean;
  listId: string;
  suggestions: { value: string; label: string }[];
  hint: string;
}) {
  return (
    <>
      <TextField meta={meta} label={label} required readOnly={locked} list={locked ? undefined : listId} hint={hint} />
      {locked ? null : (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </datalist>
      )}
    </>
  );
}
