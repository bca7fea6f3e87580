/**
 * The one form-field kit of public and admin forms. Each field wires its label,
 * hint and error list to the control (id, `aria-invalid`, `aria-describedby`:
 * hint then errors) and keeps space for the error line so buttons do not jump.
 *
 * The kit holds no words: labels, hints, the optional marker and the messages
 * come in already written (and, later, translated) by the capability's texts.
 * Two looks: `public` (roomy, hint above the control, the control required
 * unless marked optional) and `admin` (compact, hint below, `*` for required).
 *
 * This file has no Conform in it, so a form that ships on every page (the
 * sign-in card) can use it; the Conform-bound fields are in form-fields.tsx.
 */
import type { ReactNode } from "react";

export type FieldLook = "public" | "admin";

export const LOOKS = {
  public: {
    label: "block text-sm font-semibold text-slate-900",
    hint: "mt-0.5 text-sm text-slate-600",
    control:
      "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600",
    checkbox: "mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600",
    checkRow: "flex items-start gap-3",
    checkLabel: "text-sm font-semibold text-slate-900",
    hintAbove: true,
  },
  admin: {
    label: "block text-sm font-medium text-slate-800",
    hint: "mt-1 text-xs text-slate-600",
    control: "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-600",
    checkbox: "h-4 w-4",
    checkRow: "flex items-center gap-2",
    checkLabel: "text-sm font-medium text-slate-800",
    hintAbove: false,
  },
} as const;

/** A look's control classes, for controls built by hand. */
export const controlClass = (look: FieldLook) => LOOKS[look].control;

/** The admin look's control classes, for the few controls built by hand (a logo picker, a URL list). */
export const inputClass = LOOKS.admin.control;

/** The ids a control is described by: its hint, then its errors when it has some. */
export function describedBy(ids: { hintId?: string; errorId: string; hint?: unknown; errors?: readonly string[] }) {
  const list = [ids.hint ? ids.hintId : null, ids.errors?.length ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

export function FieldLabel({
  htmlFor,
  required,
  optional,
  look = "admin",
  className,
  children,
}: {
  htmlFor: string;
  /** Shows the `*` marker (hidden from screen readers: the control says it is required). */
  required?: boolean;
  /** Text after the label, such as "(optional)". */
  optional?: ReactNode;
  look?: FieldLook;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={className ?? LOOKS[look].label}>
      {children}
      {optional ? <span className="font-normal text-slate-600"> {optional}</span> : null}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHint({ id, look = "admin", children }: { id?: string; look?: FieldLook; children?: ReactNode }) {
  return children ? (
    <p id={id} className={LOOKS[look].hint}>
      {children}
    </p>
  ) : null;
}

/** The error list under a control; always rendered, so its space is kept. */
export function FieldErrors({ id, errors }: { id: string; errors?: readonly string[] }) {
  return (
    <div id={id} className="min-h-5 pt-1 text-sm text-red-700">
      {errors?.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  errorId: string;
  errors?: readonly string[];
  required?: boolean;
  optional?: ReactNode;
  look?: FieldLook;
}

/** A label, the control, its hint and its errors, for controls the Conform-bound fields below do not cover. */
export function Field({
  id,
  label,
  hint,
  hintId,
  errorId,
  errors,
  required,
  optional,
  look = "admin",
  children,
}: FieldShellProps & { children: ReactNode }) {
  const hintBlock = <FieldHint id={hintId} look={look}>{hint}</FieldHint>;
  return (
    <div>
      <FieldLabel htmlFor={id} required={required} optional={optional} look={look}>
        {label}
      </FieldLabel>
      {LOOKS[look].hintAbove ? hintBlock : null}
      {children}
      {LOOKS[look].hintAbove ? null : hintBlock}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
