import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { btn } from "~/ui/classes";

/**
 * A dialog whose open state lives in the URL (e.g. `?edit=5`): the server
 * renders it open, so it works without JavaScript; with JavaScript it becomes a
 * real modal (focus trapped, Escape closes by navigating to `closeTo`).
 */
export function UrlDialog({
  title,
  closeTo,
  children,
  description,
  size = "md",
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  description?: ReactNode;
  size?: "md" | "lg";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState(false);
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
    setModal(true);
  }, []);

  return (
    <>
      {modal ? null : <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden="true" />}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault();
          navigate(closeTo, { preventScrollReset: true });
        }}
        className={`fixed inset-0 z-50 m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/40 ${
          size === "lg" ? "max-w-3xl" : "max-w-lg"
        }`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset className={btn} aria-label="Close">
            ✕
          </Link>
        </div>
        {description ? (
          <p id={descriptionId} className="mt-2 text-sm text-slate-700">
            {description}
          </p>
        ) : null}
        <div className="mt-4">{children}</div>
      </dialog>
    </>
  );
}

/** A delete confirmation: the text, Cancel, and a form posting `intent=delete`. */
export function ConfirmDeleteDialog({
  title,
  message,
  closeTo,
  id,
  intent = "delete",
  action,
  label = "Delete",
}: {
  title: string;
  message: string;
  closeTo: string;
  id: number;
  intent?: string;
  action?: string;
  label?: string;
}) {
  return (
    <UrlDialog title={title} closeTo={closeTo} description={message}>
      <Form method="post" action={action} className="flex justify-end gap-2" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <Link to={closeTo} preventScrollReset className={btn}>
          Cancel
        </Link>
        <button type="submit" className="inline-flex items-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
          {label}
        </button>
      </Form>
    </UrlDialog>
  );
}
