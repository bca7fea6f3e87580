/**
 * The back office's UI primitives, one set for every admin screen: class names,
 * badges, fields wired to Conform (label, `aria-invalid`, `aria-describedby`, a
 * reserved error line so buttons do not jump), buttons, the dialogs kept in the
 * URL, and the delete confirmation that is a page without JavaScript and a
 * <dialog> with it.
 */
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { STATUS_LABELS, statusBadgeClass } from "~/moderation/transitions";
import { typeLabel } from "~/opportunities/constants";

export const buttonClass = {
  primary:
    "inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60",
  danger:
    "inline-flex items-center justify-center gap-1 rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-medium text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60",
  dangerSolid:
    "inline-flex items-center justify-center gap-1 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60",
  success:
    "inline-flex items-center justify-center gap-1 rounded-md bg-green-700 px-3 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60",
} as const;

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600";

export function Badge({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge className={statusBadgeClass(status)}>{STATUS_LABELS[status] ?? status}</Badge>;
}

export function TypeBadge({ type }: { type: string }) {
  return <Badge className="bg-brand-100 text-brand-800">{typeLabel(type)}</Badge>;
}

export function FeaturedBadge() {
  return <Badge className="bg-yellow-100 text-yellow-900">Featured</Badge>;
}

/** Visually hidden text for screen readers ("Approve <title>"). */
export function Sr({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}

/** A label, the control, an optional hint and the error line (space kept so buttons do not jump). */
export function Field({
  id,
  label,
  required,
  hint,
  errors,
  errorId,
  hintId,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  errors?: string[];
  errorId: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="min-h-5 text-sm text-red-700">
        {errors?.join(" ")}
      </p>
    </div>
  );
}

export { useHydrated };

/** True while this page is submitting a form (for disabling buttons). */
export function useIsSubmitting() {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}

/** The spec's error toast for a refused form, shown in the form (title and description). */
export function Notice({ notice }: { notice?: { message: string; description?: string } | null }) {
  if (!notice) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{notice.message}</p>
      {notice.description ? <p>{notice.description}</p> : null}
    </div>
  );
}

export type NoticeData = { message: string; description?: string } | null | undefined;

export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {errors.join(" ")}
    </div>
  );
}

/** An admin screen: its heading (with what sits beside it: a status, a link) and its content. */
export function AdminScreen({
  id,
  title,
  aside,
  spread,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  /** Put `aside` at the far end of the heading row (an action) rather than next to the title (a badge). */
  spread?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className={`flex flex-wrap items-center gap-3 ${spread ? "justify-between" : "mb-4"}`}>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * A moderation edit form (Conform): the refused save's notice and the
 * form-level errors above the fields, Save (disabled while saving or when
 * `saveDisabled`) and Cancel below them.
 */
export function EditForm({
  form,
  notice,
  submitLabel,
  cancelHref,
  saveDisabled,
  multipart,
  className = "max-w-3xl space-y-2",
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  notice?: NoticeData;
  submitLabel: string;
  cancelHref?: string;
  saveDisabled?: boolean;
  /** For a file input (a logo) sent with the form. */
  multipart?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const submitting = useIsSubmitting();
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} {...getFormProps(form)} className={className}>
      <Notice notice={notice} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <div className="flex gap-3 pt-2">
        <button type="submit" className={buttonClass.primary} disabled={submitting || saveDisabled}>
          {submitting ? "Saving..." : submitLabel}
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className={buttonClass.secondary}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Delete with confirmation (§8): a link to the confirm page without JavaScript;
 * with it, the same question in a modal <dialog> that posts to that page.
 */
export function ConfirmDelete({
  confirmHref,
  message,
  itemName,
  label = "Delete",
}: {
  confirmHref: string;
  message: string;
  itemName: string;
  label?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === confirmHref;
  return (
    <>
      <Link
        to={confirmHref}
        className={buttonClass.danger}
        onClick={(event) => {
          if (!hydrated || !dialogRef.current?.showModal) return;
          event.preventDefault();
          dialogRef.current.showModal();
        }}
      >
        {label} <Sr>{itemName}</Sr>
      </Link>
      {hydrated ? (
        <dialog
          ref={dialogRef}
          aria-labelledby={titleId}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
        >
          <div className="p-5">
            <h2 id={titleId} className="text-lg font-semibold">
              Delete {itemName}?
            </h2>
            <p className="mt-2 text-sm text-slate-700">{message}</p>
            <div className="mt-5 flex justify-end gap-2">
              <button type="button" className={buttonClass.secondary} onClick={() => dialogRef.current?.close()}>
                Cancel
              </button>
              <Form method="post" action={confirmHref} onSubmit={() => dialogRef.current?.close()}>
                <button type="submit" name="intent" value="delete" className={buttonClass.dangerSolid} disabled={busy}>
                  Delete
                </button>
              </Form>
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}

/** The confirm step page without JavaScript (and the target of the dialog's form). */
export function ConfirmDeletePage({
  heading,
  itemName,
  message,
  cancelHref,
}: {
  heading: string;
  itemName: string;
  message: string;
  cancelHref: string;
}) {
  const submitting = useIsSubmitting();
  return (
    <section aria-labelledby="confirm-heading" className="max-w-xl rounded-lg border border-red-200 bg-white p-6">
      <h2 id="confirm-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-1 font-medium text-slate-800">{itemName}</p>
      <p className="mt-3 text-slate-700">{message}</p>
      <Form method="post" className="mt-6 flex gap-3">
        <button type="submit" name="intent" value="delete" className={buttonClass.dangerSolid} disabled={submitting}>
          Delete
        </button>
        <Link to={cancelHref} className={buttonClass.secondary}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

/** A one-button POST form carrying an intent and fields. */
export function IntentButton({
  intent,
  fields = {},
  className,
  children,
  disabled,
  describedBy,
  role,
  ariaChecked,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  className: string;
  children: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  role?: "switch";
  ariaChecked?: boolean;
}) {
  const submitting = useIsSubmitting();
  return (
    <Form method="post" className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={className}
        disabled={disabled || submitting}
        aria-describedby={describedBy}
        role={role}
        aria-checked={role ? Boolean(ariaChecked) : undefined}
      >
        {children}
      </button>
    </Form>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="mt-1 text-slate-600">{children}</div> : null}
    </div>
  );
}

/** Previous/next links that keep the current filters. */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass.secondary}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={buttonClass.secondary}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

// Class names of the content, settings, SEO and import screens.
export const btn =
  "inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const btnPrimary =
  "inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
export const btnDanger =
  "inline-flex items-center justify-center gap-1 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
export const input =
  "mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-sm aria-[invalid=true]:border-red-600";
export const table = "min-w-full divide-y divide-slate-200 text-left text-sm";
export const th = "px-3 py-2 font-semibold text-slate-700";
export const td = "px-3 py-2 align-top";

interface FieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

function describedBy(meta: FieldProps["meta"], hint: unknown) {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Label({ meta, label, required }: Pick<FieldProps, "meta" | "label" | "required">) {
  return (
    <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
    </label>
  );
}

function Messages({ meta, hint }: Pick<FieldProps, "meta" | "hint">) {
  return (
    <>
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={meta.errorId} className="min-h-5 text-sm text-red-700">
        {meta.errors?.join(" ")}
      </p>
    </>
  );
}

type NativeProps<E> = Omit<E, "id" | "name" | "type" | "form" | "required" | "defaultValue" | "value" | "className" | "children">;

/** A conform-bound input with its label, hint and error line; other props go to the <input>. */
export function TextField({
  meta,
  label,
  hint,
  required,
  type = "text",
  readOnly,
  mono,
  ...native
}: FieldProps & {
  type?: "text" | "url" | "email" | "date" | "number";
  mono?: boolean;
} & NativeProps<InputHTMLAttributes<HTMLInputElement>>) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: describedBy(meta, hint) });
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <input
        key={key}
        {...props}
        {...native}
        aria-describedby={describedBy(meta, hint)}
        readOnly={readOnly}
        className={`${inputClass}${readOnly ? " bg-slate-100" : ""}${mono ? " font-mono" : ""}`}
      />
      <Messages meta={meta} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  required,
  rows = 4,
  mono,
  onInput,
}: FieldProps & { rows?: number; mono?: boolean; onInput?: (value: string) => void }) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: describedBy(meta, hint) });
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <textarea
        key={key}
        {...props}
        aria-describedby={describedBy(meta, hint)}
        rows={rows}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
        className={`${inputClass} ${mono ? "font-mono" : ""}`}
      />
      <Messages meta={meta} hint={hint} />
    </div>
  );
}

/** A conform-bound select; `options` in order (an empty value first for "none"). */
export function SelectField({
  meta,
  label,
  hint,
  required,
  options,
  ...native
}: FieldProps & { options: ReadonlyArray<{ value: string; label: string }> } & NativeProps<
    SelectHTMLAttributes<HTMLSelectElement>
  >) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: describedBy(meta, hint) });
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <select key={key} {...props} {...native} aria-describedby={describedBy(meta, hint)} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages meta={meta} hint={hint} />
    </div>
  );
}

/** Select options from plain values, each its own label unless `label` says otherwise. */
export function optionsOf(values: readonly string[], label: (value: string) => string = (v) => v) {
  return values.map((value) => ({ value, label: label(value) }));
}

export function CheckboxField({ meta, label, hint }: FieldProps) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", ariaDescribedBy: describedBy(meta, hint) });
  return (
    <div>
      <div className="flex items-center gap-2">
        <input key={key} {...props} aria-describedby={describedBy(meta, hint)} className="h-4 w-4" />
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <Messages meta={meta} hint={hint} />
    </div>
  );
}

/**
 * A dialog whose open state lives in the URL (e.g. `?edit=5`): the server
 * renders it open, so it works without JavaScript; with JavaScript it becomes a
 * real modal (focus trapped, Escape closes by navigating to `closeTo`).
 */
export function UrlDialog({
  title,
  closeTo,
  children,
  description,
  size = "md",
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  description?: ReactNode;
  size?: "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState(false);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    setModal(true);
  }, []);

  return (
    <>
      {modal ? null : <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden="true" />}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault();
          navigate(closeTo, { preventScrollReset: true });
        }}
        className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40 ${
          size === "lg" ? "max-w-3xl" : "max-w-lg"
        }`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset className={btn} aria-label="Close">
            ✕
          </Link>
        </div>
        {description ? (
          <p id={descriptionId} className="mt-2 text-sm text-slate-700">
            {description}
          </p>
        ) : null}
        <div className="mt-4">{children}</div>
      </dialog>
    </>
  );
}

/** A delete confirmation: the text, Cancel, and a form posting `intent=delete`. */
export function ConfirmDeleteDialog({
  title,
  message,
  closeTo,
  id,
  intent = "delete",
  action,
  label = "Delete",
}: {
  title: string;
  message: string;
  closeTo: string;
  id: number;
  intent?: string;
  action?: string;
  label?: string;
}) {
  return (
    <UrlDialog title={title} closeTo={closeTo} description={message}>
      <Form method="post" action={action} className="flex justify-end gap-2" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <Link to={closeTo} preventScrollReset className={btn}>
          Cancel
        </Link>
        <button type="submit" className="inline-flex items-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
          {label}
        </button>
      </Form>
    </UrlDialog>
  );
}
