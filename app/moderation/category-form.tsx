/**
 * The category form (admin-back-office.md §2 Categories, §5 Category): a name and
 * a colour picker plus a hex field (default #6366f1). Without JavaScript the
 * picker and the hex field are both sent and the server keeps the one that
 * changed; with it they follow each other and Save waits for a name.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link } from "react-router";
import {
  buttonClass,
  Field,
  FormErrors,
  inputClass,
  Notice,
  type NoticeData,
  useHydrated,
  useIsSubmitting,
} from "~/components/admin-ui";
import { categorySchema } from "~/moderation/schemas";
import { DEFAULT_CATEGORY_COLOR } from "~/opportunities/constants";

export function CategoryForm({
  id,
  defaultValue,
  lastResult,
  notice,
  submitLabel,
  cancelHref,
}: {
  id: string;
  defaultValue: { name: string; color: string };
  lastResult?: SubmissionResult<string[]> | null;
  notice?: NoticeData;
  submitLabel: string;
  cancelHref?: string;
}) {
  const submitting = useIsSubmitting();
  const hydrated = useHydrated();
  const initialColor = defaultValue.color || DEFAULT_CATEGORY_COLOR;
  const [color, setColor] = useState(initialColor);
  const [name, setName] = useState(defaultValue.name);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { name: defaultValue.name, color: initialColor },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: categorySchema });
    },
  });
  const validHex = /^#[0-9a-fA-F]{6}$/.test(color);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <Notice notice={notice} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="colorInitial" value={initialColor} />
      <div className="grid gap-x-4 sm:grid-cols-[1fr_auto_10rem] sm:items-start">
        <Field id={fields.name.id} label="Name" required errors={fields.name.errors} errorId={fields.name.errorId}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            key={fields.name.key}
            maxLength={50}
            className={inputClass}
            onInput={(event) => setName(event.currentTarget.value)}
          />
        </Field>
        <div>
          <label htmlFor={`${id}-picker`} className="block text-sm font-medium">
            Colour picker
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            name="colorPicker"
            value={validHex ? color.toLowerCase() : initialColor}
            onChange={(event) => setColor(event.currentTarget.value)}
            className="mt-1 h-10 w-16 cursor-pointer rounded border border-slate-400 bg-white p-1"
          />
        </div>
        <Field id={fields.color.id} label="Hex colour" errors={fields.color.errors} errorId={fields.color.errorId}>
          <input
            id={fields.color.id}
            name={fields.color.name}
            type="text"
            value={color}
            onChange={(event) => setColor(event.currentTarget.value)}
            aria-invalid={fields.color.errors ? true : undefined}
            aria-describedby={fields.color.errors ? fields.color.errorId : undefined}
            maxLength={7}
            pattern="#[0-9a-fA-F]{6}"
            className={`${inputClass} font-mono`}
          />
        </Field>
      </div>
      <div className="flex gap-3">
        <button type="submit" className={buttonClass.primary} disabled={submitting || (hydrated && name.trim() === "")}>
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
