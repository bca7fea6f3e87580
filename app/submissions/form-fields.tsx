/**
 * Field wrappers for the submission form: each wires the label, the hint and
 * the error line to its control (id, aria-invalid, aria-describedby), and keeps
 * space for the error line so the form does not jump.
 */
import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ReactNode } from "react";

const controlClass =
  "mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600";

interface FieldShellProps {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}

function FieldShell({ field, label, hint, optional, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-900">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} />
    </div>
  );
}

export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  return (
    <div id={field.errorId} className="min-h-5 pt-1 text-sm text-red-700">
      {field.errors?.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

type Described = { hint?: ReactNode };
const describedBy = (field: FieldMetadata<unknown>, { hint }: Described) =>
  hint ? { ariaDescribedBy: field.descriptionId } : {};

export function TextField({
  field,
  label,
  hint,
  optional,
  type = "text",
  inputMode,
  autoComplete,
  min,
  max,
  list,
}: Omit<FieldShellProps, "children"> & {
  type?: "text" | "url" | "email" | "date";
  inputMode?: "text" | "url" | "email";
  autoComplete?: string;
  min?: string;
  max?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}) {
  const { key, ...props } = getInputProps(field, { type, ...describedBy(field, { hint }) });
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional}>
      <input
        key={key}
        {...props}
        required={!optional}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
        min={min}
        max={max}
        list={list}
        className={`${controlClass} border-slate-300`}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  field,
  label,
  hint,
  optional,
  rows = 5,
}: Omit<FieldShellProps, "children"> & { rows?: number }) {
  const { key, ...props } = getTextareaProps(field, describedBy(field, { hint }));
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional}>
      <textarea key={key} {...props} rows={rows} required={!optional} className={`${controlClass} border-slate-300`} />
    </FieldShell>
  );
}

export function SelectField({
  field,
  label,
  hint,
  options,
}: Omit<FieldShellProps, "children" | "optional"> & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { key, ...props } = getSelectProps(field, describedBy(field, { hint }));
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <select key={key} {...props} required className={`${controlClass} border-slate-300 bg-white`}>
        {/* No answer is chosen for the person (docs/decisions/216); also what HTML asks of a required select. */}
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { key, ...props } = getInputProps(field, { type: "checkbox", ...describedBy(field, { hint }) });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          key={key}
          {...props}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600"
        />
        <div>
          <label htmlFor={field.id} className="text-sm font-semibold text-slate-900">
            {label}
          </label>
          {hint ? (
            <p id={field.descriptionId} className="text-sm text-slate-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError field={field} />
    </div>
  );
}
