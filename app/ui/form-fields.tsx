/**
 * The field kit's Conform-bound fields (app/ui/field.tsx has the pieces and the
 * looks): each takes Conform's field metadata and already-written texts.
 */
import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { describedBy, Field, FieldErrors, FieldHint, FieldLabel, type FieldLook, type FieldShellProps, LOOKS } from "./field";

interface BoundProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  optional?: ReactNode;
  look?: FieldLook;
  /** Errors to show in place of Conform's (the sign-in forms show the first only). */
  errors?: readonly string[];
}

function shellOf({ meta, label, hint, required, optional, look, errors }: BoundProps): FieldShellProps {
  return {
    id: meta.id,
    label,
    hint,
    hintId: meta.descriptionId,
    errorId: meta.errorId,
    errors: errors ?? meta.errors,
    required,
    optional,
    look,
  };
}

/** Separates the kit's props from those meant for the native control. */
function splitProps<T extends BoundProps>({ meta, label, hint, required, optional, look = "admin", errors, ...native }: T) {
  return { bound: { meta, label, hint, required, optional, look, errors }, native };
}

function controlAria(shell: FieldShellProps) {
  return { "aria-describedby": describedBy(shell) };
}

/** Public controls are required unless marked optional; admin ones follow the schema's constraint. */
function nativeRequired(look: FieldLook, optional: ReactNode, fromConstraint: boolean | undefined) {
  return look === "public" ? !optional : fromConstraint;
}

type NativeProps<E> = Omit<E, "id" | "name" | "type" | "form" | "required" | "defaultValue" | "value" | "className" | "children">;

/** A Conform-bound input with its label, hint and error list; other props go to the <input>. */
export function TextField({
  type = "text",
  readOnly,
  mono,
  ...rest
}: BoundProps & {
  type?: "text" | "url" | "email" | "date" | "number" | "password";
  mono?: boolean;
} & NativeProps<InputHTMLAttributes<HTMLInputElement>>) {
  const { bound, native } = splitProps(rest);
  const { meta, optional, look } = bound;
  const shell = shellOf(bound);
  const { key, ...props } = getInputProps(meta, { type });
  return (
    <Field {...shell}>
      <input
        key={key}
        {...props}
        autoComplete={look === "public" ? "off" : undefined}
        {...native}
        {...controlAria(shell)}
        required={nativeRequired(look, optional, props.required)}
        readOnly={readOnly}
        className={`${LOOKS[look].control}${readOnly ? " bg-slate-100" : ""}${mono ? " font-mono" : ""}`}
      />
    </Field>
  );
}

export function TextAreaField({
  rows,
  mono,
  onInput,
  ...rest
}: BoundProps & { rows?: number; mono?: boolean; onInput?: (value: string) => void } & Pick<
    NativeProps<InputHTMLAttributes<HTMLTextAreaElement>>,
    "maxLength"
  >) {
  const look = rest.look ?? "admin";
  const shell = shellOf({ ...rest, look });
  const { key, ...props } = getTextareaProps(rest.meta);
  return (
    <Field {...shell}>
      <textarea
        key={key}
        {...props}
        {...controlAria(shell)}
        required={nativeRequired(look, rest.optional, props.required)}
        rows={rows ?? (look === "public" ? 5 : 4)}
        maxLength={rest.maxLength}
        onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
        className={`${LOOKS[look].control}${mono ? " font-mono" : ""}`}
      />
    </Field>
  );
}

/** A Conform-bound select; `options` in order (an empty value first for "none"). */
export function SelectField({
  options,
  ...rest
}: BoundProps & { options: ReadonlyArray<{ value: string; label: string }> } & NativeProps<
    SelectHTMLAttributes<HTMLSelectElement>
  >) {
  const { bound, native } = splitProps(rest);
  const { meta, optional, look } = bound;
  const shell = shellOf(bound);
  const { key, ...props } = getSelectProps(meta);
  return (
    <Field {...shell}>
      <select
        key={key}
        {...props}
        {...native}
        {...controlAria(shell)}
        required={nativeRequired(look, optional, props.required)}
        className={`${LOOKS[look].control}${look === "public" ? " bg-white" : ""}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Select options from plain values, each its own label unless `label` says otherwise. */
export function optionsOf(values: readonly string[], label: (value: string) => string = (v) => v) {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A Conform-bound checkbox: the box, then its label and hint beside it. */
export function CheckboxField(props: BoundProps) {
  const look = props.look ?? "admin";
  const shell = shellOf({ ...props, look });
  const { key, ...input } = getInputProps(props.meta, { type: "checkbox" });
  const hint = <FieldHint id={shell.hintId} look={look}>{props.hint}</FieldHint>;
  return (
    <div>
      <div className={LOOKS[look].checkRow}>
        <input key={key} {...input} {...controlAria(shell)} className={LOOKS[look].checkbox} />
        <div>
          <FieldLabel htmlFor={shell.id} look={look} className={LOOKS[look].checkLabel}>
            {props.label}
          </FieldLabel>
          {look === "public" ? hint : null}
        </div>
      </div>
      {look === "public" ? null : hint}
      <FieldErrors id={shell.errorId} errors={shell.errors} />
    </div>
  );
}
