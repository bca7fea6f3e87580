/**
 * Form fields wired to Conform metadata: label, `aria-invalid`,
 * `aria-describedby` (hint and errors) and a reserved error line so buttons do
 * not jump (STYLE.md "Forms").
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { input } from "./styles";

interface BaseProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

function describedBy(meta: BaseProps["meta"], hint: unknown) {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Label({ meta, label, required }: Pick<BaseProps, "meta" | "label" | "required">) {
  return (
    <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
    </label>
  );
}

function Messages({ meta, hint }: Pick<BaseProps, "meta" | "hint">) {
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

export function TextField({
  meta,
  label,
  hint,
  required,
  type = "text",
  readOnly,
  list,
  placeholder,
}: BaseProps & { type?: "text" | "url" | "email"; readOnly?: boolean; list?: string; placeholder?: string }) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: describedBy(meta, hint) });
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <input
        key={key}
        {...props}
        aria-describedby={describedBy(meta, hint)}
        readOnly={readOnly}
        list={list}
        placeholder={placeholder}
        className={`${input} ${readOnly ? "bg-slate-100" : ""}`}
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
}: BaseProps & { rows?: number; mono?: boolean; onInput?: (value: string) => void }) {
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
        className={`${input} ${mono ? "font-mono" : ""}`}
      />
      <Messages meta={meta} hint={hint} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  hint,
  required,
  options,
}: BaseProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: describedBy(meta, hint) });
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <select key={key} {...props} aria-describedby={describedBy(meta, hint)} className={input}>
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

export function CheckboxField({ meta, label, hint }: BaseProps) {
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

/** Form-level errors (e.g. a server failure), announced. */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {errors.join(" ")}
    </div>
  );
}
