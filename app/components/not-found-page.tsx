/** A public page that is not there (a listing, an organisation): its heading and words, and the way back to the board. */
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import type { Msg } from "~/i18n/define-texts";
import { SHELL_TEXTS } from "./texts";

export function NotFoundPage({
  heading,
  message,
  focusable,
  back = SHELL_TEXTS.notFoundPage.backToOpportunities,
}: {
  heading: string;
  message: string;
  focusable?: boolean;
  /** The spec's "Back to Job Listings" for a job's page; every other page goes back to all opportunities. */
  back?: Msg;
}) {
  const t = useT();
  return (
    <main id="main" tabIndex={focusable ? -1 : undefined} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <LocalLink
        to="/#opportunities"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t(back)}
      </LocalLink>
    </main>
  );
}
