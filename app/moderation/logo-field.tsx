/**
 * The logo field of the moderation editors (the legacy job's company logo, the
 * opportunity's organisation logo): an image URL, or a file uploaded with the
 * form (without JavaScript; the form must be multipart) or at once through
 * POST /api/admin/upload (with it), and a preview that falls back to a
 * placeholder when the image is missing or broken. The server side is
 * `readEditForm` (edit-form.server.ts).
 */
import { type FieldMetadata, type FormMetadata, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";
import { useActionData } from "react-router";
import { Field, inputClass } from "~/ui/field";
import { MODERATION_TEXT } from "~/moderation/messages";

export const LOGO_PLACEHOLDER = "/images/logo-placeholder.svg";

export function LogoPreview({ src, size = 96 }: { src: string | null | undefined; size?: number }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = !src || brokenSrc === src;
  return (
    <figure className="inline-block">
      <div
        className="overflow-hidden rounded-md border border-slate-200 bg-cover bg-center"
        style={{ width: size, height: size, backgroundImage: `url(${LOGO_PLACEHOLDER})` }}
      >
        {broken ? null : (
          // Without JavaScript a broken image shows nothing (empty alt), so the placeholder behind it shows.
          <img
            src={src}
            alt=""
            width={size}
            height={size}
            className="h-full w-full bg-white object-contain"
            onError={() => setBrokenSrc(src)}
            ref={(img) => {
              // The error may have happened before hydration.
              if (img && img.complete && img.naturalWidth === 0 && src) setBrokenSrc(src);
            }}
          />
        )}
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">Logo preview</figcaption>
    </figure>
  );
}

/** The name of the file input; the server reads it (LOGO_FILE_FIELD). */
const FILE_NAME = "logo";

export function LogoField({
  form,
  field,
  legend,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  field: FieldMetadata<string | null | undefined>;
  legend: string;
}) {
  // A refused file's message comes back in the action's reply (readEditForm) under the file input's name.
  const reply = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
  const fileField = {
    id: `${field.id}-file`,
    errorId: `${field.id}-file-error`,
    errors: reply?.result?.error?.[FILE_NAME] ?? undefined,
  };
  const onUploaded = (url: string) => form.update({ name: field.name, value: url });
  const [status, setStatus] = useState<{ kind: "ok" | "error" | "busy"; text: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const current = typeof field.value === "string" ? field.value : "";

  async function upload(file: File) {
    setStatus({ kind: "busy", text: "Uploading..." });
    const body = new FormData();
    body.set(FILE_NAME, file);
    try {
      const response = await fetch("/api/admin/upload", { method: "POST", body, credentials: "same-origin" });
      const result = (await response.json().catch(() => ({}))) as { url?: string; message?: string; title?: string };
      if (fileRef.current) fileRef.current.value = "";
      if (!response.ok || !result.url) {
        setStatus({
          kind: "error",
          text: `${result.title ?? MODERATION_TEXT.uploadFailed}: ${result.message ?? MODERATION_TEXT.failedUploadLogo}`,
        });
        return;
      }
      onUploaded(result.url);
      setStatus({ kind: "ok", text: MODERATION_TEXT.logoUploaded });
    } catch {
      if (fileRef.current) fileRef.current.value = "";
      setStatus({ kind: "error", text: `${MODERATION_TEXT.uploadFailed}: ${MODERATION_TEXT.failedUploadImage}` });
    }
  }

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <LogoPreview src={current} />
        <div className="min-w-60 flex-1 space-y-1">
          <Field
            id={fileField.id}
            label="Upload an image"
            hint="PNG, JPEG, WebP or GIF, at most 2 MB, at least 112×112 pixels (200×200 recommended)."
            hintId={`${fileField.id}-hint`}
            errors={fileField.errors}
            errorId={fileField.errorId}
          >
            <input
              ref={fileRef}
              id={fileField.id}
              name={FILE_NAME}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-describedby={`${fileField.id}-hint ${fileField.errorId}`}
              aria-invalid={fileField.errors?.length ? true : undefined}
              className="mt-1 block w-full text-sm"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void upload(file);
              }}
            />
          </Field>
          <p
            role="status"
            className={`min-h-5 text-sm ${status?.kind === "error" ? "text-red-700" : "text-green-800"}`}
          >
            {status?.text}
          </p>
          <Field id={field.id} label="…or an image URL" errors={field.errors} errorId={field.errorId}>
            <input
              {...getInputProps(field, { type: "text" })}
              key={field.key}
              inputMode="url"
              placeholder="https://"
              className={inputClass}
            />
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
