/** A refused form's messages shown inside the form: the toast's title and text, and the form-level errors. */
/** The spec's error toast for a refused form, shown in the form (title and description). */
export function Notice({ notice }: { notice?: { message: string; description?: string } | null }) {
  if (!notice) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{notice.message}</p>
      {notice.description ? <p>{notice.description}</p> : null}
    </div>
  );
}

export type NoticeData = { message: string; description?: string } | null | undefined;

export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {errors.join(" ")}
    </div>
  );
}
