/** What trust and safety adds to a listing page: the report link, and the page of a listing under review. */
import { href } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { OrgLogo } from "~/opportunities/org-logo";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { TRUST_TEXTS } from "./texts";
import { VerifiedBadge } from "./verified-badge";

export function ReportListingLink({ path }: { path: string }) {
  const t = useT();
  return (
    <div className="mt-10 space-y-2 border-t border-slate-200 pt-4 text-sm">
      {/* On every listing page, in every language (docs/scam-signals.md). */}
      <p data-never-pay="">
        <strong className="font-semibold text-slate-900">{t(TRUST_TEXTS.neverPay.line)}</strong>{" "}
        <LocalLink to={path} className="text-slate-700 underline hover:text-brand-800">
          {t(TRUST_TEXTS.neverPay.report)}
        </LocalLink>
      </p>
      <p>
        <LocalLink to={path} className="text-slate-700 underline hover:text-brand-800">
          {t(TRUST_TEXTS.reportLink)}
        </LocalLink>
      </p>
    </div>
  );
}

interface UnderReviewListing {
  type: string;
  title: string;
  organization: string;
  logo: string | null;
  verified: boolean;
  reportPath: string | null;
  /** The language it was posted in, which its words are marked with (app/lib/text-language.ts). */
  writtenIn?: string | null;
}

/** A listing hidden after scam reports: no details and no apply link until an admin decides. */
export function ListingUnderReview({ listing: l }: { listing: UnderReviewListing }) {
  const t = useT();
  const locale = useLocale();
  const type = OPPORTUNITY_TEXTS.types[l.type as keyof typeof OPPORTUNITY_TEXTS.types];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <LocalLink to={`${href("/")}#opportunities`} className="text-brand-700 underline">
        {t(OPPORTUNITY_TEXTS.listingPage.backToBoard)}
      </LocalLink>
      <article className="mt-6">
        <header className="flex gap-4">
          <OrgLogo name={l.organization} logo={l.logo} large />
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{type ? t(type) : l.type}</p>
            <h1 lang={langAttribute(l.title, locale, l.writtenIn)} className="text-2xl font-extrabold sm:text-3xl">{l.title}</h1>
            <p className="mt-1 text-lg text-slate-700">
              <span lang={langAttribute(l.organization, locale, l.writtenIn)}>{l.organization}</span>
              {l.verified ? <VerifiedBadge className="ml-2 align-middle" /> : null}
            </p>
          </div>
        </header>
        <div role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{t(TRUST_TEXTS.underReview.title)}</p>
          <p className="mt-1">{t(TRUST_TEXTS.underReview.description)}</p>
        </div>
        {l.reportPath ? <ReportListingLink path={l.reportPath} /> : null}
      </article>
    </main>
  );
}
