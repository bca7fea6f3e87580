/**
 * The back office's screens, one pattern per kind: a screen with its heading, an
 * edit form, a delete confirmation (a page without JavaScript, a <dialog> with
 * it), a one-button intent form, an empty state and a pager.
 */
import { type FormMetadata, getFormProps } from "@conform-to/react";
import { type ReactNode, useId, useRef } from "react";
import { Form, Link, Outlet, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import { FormErrors, Notice, type NoticeData } from "~/ui/form-notices";

/** True while this page is submitting a form (for disabling buttons). */
export function useIsSubmitting() {
  const navigation = useNavigation();
  return navigation.state === "submitting";
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

/** A row of section tabs (the admin's, the settings') and the chosen section below them. */
export function SectionTabs({ label, className, listClassName, children }: { label: string; className: string; listClassName: string; children: ReactNode }) {
  return (
    <>
      <nav aria-label={label} className={className}>
        <ul className={listClassName}>{children}</ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </>
  );
}
