import type { FieldMetadata } from "@conform-to/react";
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { controlClass, describedBy, Field } from "~/ui/field";

/**
 * A labelled input of the account forms, from Conform's metadata and the input
 * props it built; one error at a time, as the sign-in form shows them.
 */
export function AuthField({
  label,
  meta,
  inputProps,
  hint,
}: {
  label: ReactNode;
  meta: FieldMetadata<string | undefined>;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | undefined };
  hint?: ReactNode;
}) {
  const { key, ...props } = inputProps;
  const shell = {
    id: meta.id,
    label,
    hint,
    hintId: meta.descriptionId,
    errorId: meta.errorId,
    errors: meta.errors?.slice(0, 1),
    look: "public" as const,
  };
  return (
    <Field {...shell}>
      <input key={key} {...props} aria-describedby={describedBy(shell)} className={controlClass("public")} />
    </Field>
  );
}

/** The inline form of a destructive toast: a title and the server's message. */
export function FailureNotice({
  failure,
  focus = false,
}: {
  failure?: { title: string; message: string } | null;
  /** Take focus when shown (after a failed form), so keyboard and screen reader users land on it. */
  focus?: boolean;
}) {
  return failure ? <Notice failure={failure} focus={focus} /> : null;
}

function Notice({ failure, focus }: { failure: { title: string; message: string }; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // Once, when it appears (the caller re-mounts it for each new answer).
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus}
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
    >
      <p className="font-semibold">{failure.title}</p>
      <p>{failure.message}</p>
    </div>
  );
}

/** The one full-width submit button of the sign-in, two-factor and registration cards; says it is busy while it is. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
