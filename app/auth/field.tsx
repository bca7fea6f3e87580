import type { FieldMetadata } from "@conform-to/react";
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef } from "react";

/**
 * A labelled input wired to Conform: id, aria-invalid, aria-describedby and an
 * error line that keeps its space so buttons do not jump (STYLE.md, Forms).
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
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        aria-describedby={describedBy}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
      />
      <p id={meta.errorId} className="min-h-5 text-sm text-red-700">
        {meta.errors?.[0] ?? ""}
      </p>
    </div>
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
