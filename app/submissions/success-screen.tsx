import { useEffect, useRef } from "react";
import { href, Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { reviewTurnaround } from "~/lib/meta";
import type { OpportunityType } from "~/opportunities/constants";
import { LOST_LINK_TEXT, POSTER_LINK_TEXT } from "~/posters/texts";
import { SUBMIT_COPY, SUBMIT_TEXTS } from "./texts";
import { submitPath } from "./form-constants";

const TEXT = SUBMIT_TEXTS.success;

/** What a poster sees once the submission is stored: what happens next and where to go. */
export function SuccessScreen({ type, mailedTo }: { type: OpportunityType; mailedTo: string | null }) {
  const copy = SUBMIT_COPY[type];
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const supportEmail = root?.site.supportEmail ?? "";
  const turnaround = reviewTurnaround(root?.site ?? {});
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="submit-success-title" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-6">
      <h1 id="submit-success-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {TEXT.heading(copy.noun)}
      </h1>
      <p className="mt-3 text-slate-800">
        {TEXT.review(turnaround)}
      </p>
      <p className="mt-2 text-slate-800" data-testid="mailed-to">
        {mailedTo ? (
          <>
            {POSTER_LINK_TEXT.mailedTo} <strong>{mailedTo}</strong>. {POSTER_LINK_TEXT.mailedToAfter}{" "}
          </>
        ) : (
          <>{POSTER_LINK_TEXT.notMailed} </>
        )}
        <Link to={href("/manage")} className="font-medium text-brand-700 underline">
          {LOST_LINK_TEXT.heading}
        </Link>
      </p>
      <p className="mt-2 text-slate-800">
        {TEXT.questionsBefore}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
          {supportEmail}
        </a>
        {TEXT.questionsAfter}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link
          to={submitPath(type)}
          className="rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {copy.submitAnother}
        </Link>
        <Link
          to={href("/")}
          className="rounded-md border border-slate-300 bg-white px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
        >
          {TEXT.returnHome}
        </Link>
      </div>
    </section>
  );
}
