/** The heading of a signed-in page (the admin dashboard, account security): who is signed in, and signing out. */
import { Form } from "react-router";
import { SHELL_TEXTS } from "~/components/texts";
import { useT } from "~/i18n/translate";

export function SignedInHeading({ heading, name, signOutLabel }: { heading: string; name: string; signOutLabel: string }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="text-sm text-slate-700">{t(SHELL_TEXTS.header.signedInAs, { name })}</p>
      </div>
      <Form method="post" action="/logout">
        <button type="submit" className="rounded-md border border-slate-400 px-3 py-2 text-sm font-medium hover:bg-slate-50">
          {signOutLabel}
        </button>
      </Form>
    </div>
  );
}
