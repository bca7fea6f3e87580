/**
 * The category form: a name and
 * a colour picker plus a hex field (default #6366f1). Without JavaScript the
 * picker and the hex field are both sent and the server keeps the one that
 * changed; with it they follow each other and Save waits for a name.
 */
import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { EditForm } from "~/components/admin-screens";
import { Field, inputClass } from "~/ui/field";
import { TextField } from "~/ui/form-fields";
import { type NoticeData } from "~/ui/form-notices";
import { useHydrated } from "~/lib/use-hydrated";
import { categorySchema } from "~/moderation/schemas";
import { DEFAULT_CATEGORY_COLOR } from "~/opportunities/constants";
import { translatedDefaults, type TranslatedNames } from "~/taxonomy/languages";
import { TranslatedNameFields } from "~/taxonomy/name-fields";

export function CategoryForm({
  id,
  defaultValue,
  lastResult,
  notice,
  submitLabel,
  cancelHref,
}: {
  id: string;
  defaultValue: { name: string; color: string; names?: TranslatedNames };
  lastResult?: SubmissionResult<string[]> | null;
  notice?: NoticeData;
  submitLabel: string;
  cancelHref?: string;
}) {
  const hydrated = useHydrated();
  const initialColor = defaultValue.color || DEFAULT_CATEGORY_COLOR;
  const [color, setColor] = useState(initialColor);
  const [name, setName] = useState(defaultValue.name);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { name: defaultValue.name, color: initialColor, ...translatedDefaults(defaultValue.names) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithZod(formData, { schema: categorySchema });
    },
  });
  const validHex = /^#[0-9a-fA-F]{6}$/.test(color);
  return (
    <EditForm form={form} notice={notice} submitLabel={submitLabel} cancelHref={cancelHref} className="space-y-1"
      saveDisabled={hydrated && name.trim() === ""}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="colorInitial" value={initialColor} />
      <div className="grid gap-x-4 sm:grid-cols-[1fr_auto_10rem] sm:items-start">
        <TextField meta={fields.name} label="Name" required maxLength={50} onInput={(event) => setName(event.currentTarget.value)} />
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
      <TranslatedNameFields fields={fields} nameMax={50} />
    </EditForm>
  );
}
