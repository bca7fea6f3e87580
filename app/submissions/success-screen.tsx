import { useEffect, useRef } from "react";
import { href, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { LOST_LINK_TEXT, POSTER_LINK_TEXT } from "~/posters/texts";
import { SUBMIT_COPY, SUBMIT_TEXTS } from "./texts";
import { submitPath, type SubmitType } from "./form-constants";

const TEXT = SUBMIT_TEXTS.success;

/** What a poster sees once the submission is stored: what happens next and where to go. */
export function SuccessScreen({ type, mailedTo }: { type: SubmitType; mailedTo: string | null }) {
  const copy = SUBMIT_COPY[type];
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const supportEmail = root?.site.supportEmail ?? "";
  // The admin's `review_turnaround` as written; the spec's default in the page's language.
  const turnaround = root?.site.reviewTurnaround ?? t(SUBMIT_TEXTS.page.defaultTurnaround);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="submit-success-title" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-6">
      <h1 id="submit-success-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t(copy.thanks)}
      </h1>
      <p className="mt-3 text-slate-800">
        {t(TEXT.review, { turnaround })}
      </p>
      {type !== "job" && (
        <p className="mt-2 text-slate-800" data-testid="mailed-to">
          {mailedTo ? (
            <>
              {t(POSTER_LINK_TEXT.mailedTo)} <strong>{mailedTo}</strong>{t(POSTER_LINK_TEXT.mailedToEnd)} {t(POSTER_LINK_TEXT.mailedToAfter)}{" "}
            </>
          ) : (
            <>{t(POSTER_LINK_TEXT.notMailed)} </>
          )}
          <LocalLink to={href("/manage")} className="font-medium text-brand-700 underline">
            {t(LOST_LINK_TEXT.heading)}
          </LocalLink>
        </p>
      )}
      <p className="mt-2 text-slate-800">
        {t(TEXT.questionsBefore)}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
          {supportEmail}
        </a>
        {t(TEXT.questionsAfter)}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LocalLink
          to={submitPath(type)}
          className="rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t(copy.submitAnother)}
        </LocalLink>
        <LocalLink
          to={href("/")}
          className="rounded-md border border-slate-300 bg-white px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t(TEXT.returnHome)}
        </LocalLink>
      </div>
    </section>
  );
}
