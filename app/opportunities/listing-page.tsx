import { useId } from "react";
import { href, useLocation } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useDateLocale, useLocale, useLocalePath, useT } from "~/i18n/translate";
import { BackToBoardLink } from "./back-to-board";
import { OrgLogo } from "./org-logo";
import { categoryBadgeClass, categoryLabel } from "./constants";
import { formatDeadline, formatInstantDate } from "./listing-rules";
import type { ListingView } from "./listing-view.server";
import { langAttribute } from "~/lib/text-language";
import { ShareLinks } from "~/sharing/share-links";
import { ListingSaveButton } from "~/offline/listing-save";
import { ListingUnderReview, ReportListingLink } from "~/trust/listing-parts";
import { VerifiedBadge } from "~/trust/verified-badge";
import { NotFoundPage } from "~/components/not-found-page";
import { SHELL_TEXTS } from "~/components/texts";
import { englishPath } from "~/i18n/locales";
import { OPPORTUNITY_TEXTS } from "./texts";
import type { RelatedListings } from "./related.server";
import { ListingCauses, SimilarListings } from "./related-listings";
import { WhoCanApplyBlock } from "~/eligibility/who-block";
import { ClosingSoon } from "./opportunity-card";

const TEXT = OPPORTUNITY_TEXTS.listingPage;

function Section({ title, text, writtenIn }: { title: string; text: string | null; writtenIn: string | null }) {
  const locale = useLocale();
  if (!text?.trim()) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">{title}</h2>
      <div lang={langAttribute(text, locale, writtenIn)} className="mt-2 whitespace-pre-line break-words text-slate-800">
        {text.trim()}
      </div>
    </section>
  );
}

function ApplyNow({ href }: { href: string }) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow noopener noreferrer"
      className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      {t(TEXT.applyNow)}<span className="sr-only">{t(TEXT.opensInNewTab)}</span>
    </a>
  );
}

/** The detail page of a public listing (§2 Detail). */
export function ListingPage({ listing: l, related }: { listing: ListingView; related: RelatedListings }) {
  const t = useT();
  const dateLocale = useDateLocale();
  // Listing text carries its own language where it differs from the page's (decision 257).
  const locale = useLocale();
  // The poster's words in the language they were written in (the board's own words by their script).
  const lang = (text: string | null) => langAttribute(text, locale, l.writtenIn);
  const boardLang = (text: string | null) => langAttribute(text, locale);
  // The apply link in the page's language, so the click is counted under it.
  const local = useLocalePath();
  // The heading names the Save button too, in the title's own language.
  const titleId = useId();
  if (l.underReview) return <ListingUnderReview listing={l} />;
  const apply = !l.closed && l.applyUrl && local(l.applyUrl);
  const date = (value: string) => formatDeadline(value, dateLocale);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8">
      <BackToBoardLink />
      <article className="mt-6">
        <header className="flex gap-4">
          <OrgLogo name={l.organization} logo={l.logo} large />
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t(OPPORTUNITY_TEXTS.types[l.kind === "job" ? "job" : l.type])}</p>
            <h1 lang={lang(l.title)} id={titleId} className="text-2xl font-extrabold sm:text-3xl">
              {l.title}
            </h1>
            <p className="mt-1 text-lg text-slate-700">
              <span lang={lang(l.organization)}>
                {l.organizationSlug ? (
                  <LocalLink to={href("/organizations/:slug", { slug: l.organizationSlug })} className="underline">
                    {l.organization}
                  </LocalLink>
                ) : (
                  l.organization
                )}
              </span>
              {l.verified ? <VerifiedBadge className="ml-2 align-middle" /> : null}
            </p>
          </div>
        </header>
        <ListingSaveButton listing={l} titleId={titleId} />

        {l.closed && (
          <div className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
            <p role="status" className="font-semibold">
              {l.deadline ? t(TEXT.closedOn, { date: date(l.deadline) }) : t(TEXT.closed)}
            </p>
            {l.organizationSlug && (
              <p className="mt-2">
                <LocalLink to={href("/organizations/:slug", { slug: l.organizationSlug })} className="text-brand-800 underline">
                  {t(TEXT.organizationOpen, { organization: l.organization })}
                </LocalLink>
              </p>
            )}
          </div>
        )}

        <ul className="mt-6 flex flex-wrap gap-2 text-sm" aria-label={t(TEXT.keyFacts)}>
          {l.category && (
            <li lang={boardLang(t(categoryLabel(l.category)))} className={`rounded px-2 py-1 ${categoryBadgeClass(l.category)}`}>
              {t(categoryLabel(l.category))}
            </li>
          )}
          {l.location && <li className="rounded bg-slate-100 px-2 py-1">{t(l.location)}</li>}
          {l.city && (
            <li className="rounded bg-slate-100 px-2 py-1">
              <span className="sr-only">{t(TEXT.city)}</span>
              {l.city}
            </li>
          )}
          {l.salary && (
            <li lang={boardLang(t(l.salary))} className="rounded bg-emerald-50 px-2 py-1 text-emerald-900">
              {t(l.salary)}
            </li>
          )}
          {l.duration && <li className="rounded bg-amber-100 px-2 py-1 text-amber-900">{t(l.duration)}</li>}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          {t(TEXT.posted, { date: formatInstantDate(l.postedAt, dateLocale) })}
          {/* A closed listing says when it closed, not a date to apply by that has passed. */}
          {l.deadline && <> · {t(l.closed ? TEXT.closedDate : TEXT.applyByDate, { date: date(l.deadline) })}</>}
          {l.closesInDays !== null && (
            <>
              {" "}
              <ClosingSoon days={l.closesInDays} />
            </>
          )}
          {l.calendarPath && (
            <>
              {" · "}
              <a href={local(l.calendarPath)} className="text-brand-700 underline">
                {t(TEXT.addToCalendar)}
              </a>
            </>
          )}
        </p>

        {l.skills.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t(TEXT.skills)}>
            {l.skills.map((skill) => (
              <li key={skill} lang={lang(skill)} className="rounded-full border border-slate-300 px-3 py-0.5 text-sm">
                {skill}
              </li>
            ))}
          </ul>
        )}

        {apply && (
          <div className="mt-6">
            <ApplyNow href={apply} />
          </div>
        )}

        <WhoCanApplyBlock who={l.who} />
        <Section title={t(TEXT.description)} text={l.description} writtenIn={l.writtenIn} />
        <Section title={t(TEXT.requirements)} text={l.requirements} writtenIn={l.writtenIn} />
        {/* A closed listing asks nothing: no way to apply, only where to look next (docs/lifecycle.md). */}
        {!l.closed && (
        <section className="mt-8">
          <h2 className="text-xl font-bold">{t(TEXT.howToApply)}</h2>
          {l.applicationInstructions?.trim() && (
            <div lang={lang(l.applicationInstructions)} className="mt-2 whitespace-pre-line break-words text-slate-800">
              {l.applicationInstructions.trim()}
            </div>
          )}
          {l.applicationUrl && (
            <p className="mt-3 break-all">
              <span className="font-semibold">{t(TEXT.applicationLink)}</span>
              {apply ? (
                <a href={apply} target="_blank" rel="nofollow noopener noreferrer" className="text-brand-700 underline">
                  {l.applicationUrl}
                  <span className="sr-only">{t(TEXT.opensInNewTab)}</span>
                </a>
              ) : (
                <span>{l.applicationUrl}</span>
              )}
            </p>
          )}
        </section>
        )}

        <ListingCauses related={related} />
        <ShareLinks title={l.title} url={l.url} />

        {!l.closed && (
          <aside aria-labelledby="ready-heading" className="mt-10 rounded-lg bg-brand-50 p-6 text-center">
            <h2 id="ready-heading" className="text-xl font-bold">
              {t(TEXT.readyToApply)}
            </h2>
            {l.deadline && <p className="mt-1 text-slate-700">{t(TEXT.applicationsClose, { date: date(l.deadline) })}</p>}
            {apply && (
              <div className="mt-4">
                <ApplyNow href={apply} />
              </div>
            )}
          </aside>
        )}
        {l.reportPath ? <ReportListingLink path={l.reportPath} /> : null}
      </article>
      <SimilarListings related={related} />
    </main>
  );
}

/** Not found, or the load failed: the same page, with the real status kept by the server. */
/** A missing listing's words by its address's type: the spec's "Job Not Found" for /jobs, the type's own otherwise. */
export function listingNotFoundTexts(pathname: string) {
  const prefix = englishPath(pathname).split("/")[1] as keyof typeof TEXT.notFound;
  return TEXT.notFound[prefix] ?? { heading: TEXT.notFoundHeading, message: TEXT.notFoundMessage };
}

export function ListingNotFound() {
  const t = useT();
  const { pathname } = useLocation();
  const texts = listingNotFoundTexts(pathname);
  const job = texts.heading === TEXT.notFoundHeading;
  return (
    <NotFoundPage
      focusable
      heading={t(texts.heading)}
      message={t(texts.message)}
      back={job ? SHELL_TEXTS.notFoundPage.backToBoard : SHELL_TEXTS.notFoundPage.backToOpportunities}
    />
  );
}
