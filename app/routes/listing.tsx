import { data, href, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/listing";
import { OrgLogo } from "~/opportunities/org-logo";
import { dbContext, envContext } from "~/lib/context";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { categoryBadgeClass, categoryLabel, typeLabel } from "~/opportunities/constants";
import { getPublicListing, salaryText } from "~/opportunities/detail.server";
import { listingJsonLd } from "~/opportunities/job-posting";
import { formatDeadline, formatInstantDate } from "~/opportunities/listing-rules";
import { applicationTarget } from "~/insights/apply.server";
import { ShareLinks } from "~/sharing/share-links";
import { ListingUnderReview, ReportListingLink } from "~/trust/listing-parts";
import { VerifiedBadge } from "~/trust/verified-badge";

/** /internships/:slug, /fellowships/:slug, /courses/:slug, /scholarships/:slug and /jobs/:slug (§2 Detail). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  const listing = getPublicListing(context.get(dbContext), params.slug);
  if (!listing) throw data(null, { status: 404 });
  // A listing opened under another type's prefix answers with its own address.
  const url = new URL(request.url);
  if (url.pathname.split("/")[1] !== listing.pathPrefix) throw redirect(`${listing.path}${url.search}`, 301);
  return {
    listing: {
      path: listing.path,
      type: listing.opportunityType,
      title: listing.title,
      organization: listing.organization.name,
      organizationSlug: listing.organization.slug,
      url: absoluteUrl(env.SITE_URL, listing.path),
      logo: listing.organization.logo,
      category: listing.category,
      location: listing.location,
      city: listing.city,
      kind: listing.kind,
      salary: salaryText(listing),
      duration: listing.duration,
      postedAt: listing.postedAt.toISOString(),
      deadline: listing.deadline?.toISOString() ?? null,
      skills: listing.skills,
      description: listing.description,
      requirements: listing.requirements,
      applicationInstructions: listing.applicationInstructions,
      applicationUrl: listing.applicationUrl,
      // Through /apply/{slug}, which counts the click (app/insights).
      applyUrl: applicationTarget(listing.applicationUrl) ? href("/apply/:slug", { slug: listing.slug }) : null,
      closed: listing.closed,
      verified: listing.organization.verified,
      underReview: listing.underReview,
      // Visitors report opportunities; legacy jobs are not reported (docs/decisions/130).
      reportPath: listing.kind === "opportunity" ? href("/report/:slug", { slug: listing.slug }) : null,
    },
    jsonLd: listing.underReview ? null : listingJsonLd(listing, { siteUrl: env.SITE_URL, siteName: env.SITE_NAME }),
  };
}

function Section({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-2 whitespace-pre-line break-words text-slate-800">{text.trim()}</div>
    </section>
  );
}

function ApplyNow({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow noopener noreferrer"
      className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      Apply Now<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const l = loaderData.listing;
  if (l.underReview) return <ListingUnderReview listing={l} />;
  const apply = !l.closed && l.applyUrl;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/#opportunities" className="text-brand-700 underline">
        ← Back to opportunities
      </Link>
      <article className="mt-6">
        <header className="flex gap-4">
          <OrgLogo name={l.organization} logo={l.logo} large />
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{typeLabel(l.kind === "job" ? "job" : l.type)}</p>
            <h1 className="text-2xl font-extrabold sm:text-3xl">{l.title}</h1>
            <p className="mt-1 text-lg text-slate-700">
              {l.organizationSlug ? (
                <Link to={href("/organizations/:slug", { slug: l.organizationSlug })} className="underline">
                  {l.organization}
                </Link>
              ) : (
                l.organization
              )}
              {l.verified ? <VerifiedBadge className="ml-2 align-middle" /> : null}
            </p>
          </div>
        </header>

        {l.closed && (
          <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
            {l.deadline
              ? `This opportunity is closed. Applications closed on ${formatDeadline(l.deadline)}.`
              : "This opportunity is closed. It no longer accepts applications."}
          </p>
        )}

        <ul className="mt-6 flex flex-wrap gap-2 text-sm" aria-label="Key facts">
          {l.category && <li className={`rounded px-2 py-1 ${categoryBadgeClass(l.category)}`}>{categoryLabel(l.category)}</li>}
          {l.location && <li className="rounded bg-slate-100 px-2 py-1">{l.location}</li>}
          {l.city && (
            <li className="rounded bg-slate-100 px-2 py-1">
              <span className="sr-only">City: </span>
              {l.city}
            </li>
          )}
          {l.salary && <li className="rounded bg-emerald-50 px-2 py-1 text-emerald-900">{l.salary}</li>}
          {l.duration && <li className="rounded bg-amber-100 px-2 py-1 text-amber-900">{l.duration}</li>}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          Posted {formatInstantDate(l.postedAt)}
          {l.deadline && <> · Apply by {formatDeadline(l.deadline)}</>}
        </p>

        {l.skills.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Skills">
            {l.skills.map((skill) => (
              <li key={skill} className="rounded-full border border-slate-300 px-3 py-0.5 text-sm">
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

        <Section title="Description" text={l.description} />
        <Section title="Requirements" text={l.requirements} />
        <section className="mt-8">
          <h2 className="text-xl font-bold">How to Apply</h2>
          {l.applicationInstructions?.trim() && (
            <div className="mt-2 whitespace-pre-line break-words text-slate-800">{l.applicationInstructions.trim()}</div>
          )}
          {l.applicationUrl && (
            <p className="mt-3 break-all">
              <span className="font-semibold">Application Link: </span>
              {apply ? (
                <a href={apply} target="_blank" rel="nofollow noopener noreferrer" className="text-brand-700 underline">
                  {l.applicationUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span>{l.applicationUrl}</span>
              )}
            </p>
          )}
        </section>

        <ShareLinks title={l.title} url={l.url} />

        {!l.closed && (
          <aside aria-labelledby="ready-heading" className="mt-10 rounded-lg bg-brand-50 p-6 text-center">
            <h2 id="ready-heading" className="text-xl font-bold">
              Ready to Apply?
            </h2>
            {l.deadline && <p className="mt-1 text-slate-700">Applications close on {formatDeadline(l.deadline)}</p>}
            {apply && (
              <div className="mt-4">
                <ApplyNow href={apply} />
              </div>
            )}
          </aside>
        )}
        {l.reportPath ? <ReportListingLink path={l.reportPath} /> : null}
      </article>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  const loaded = args.loaderData;
  if (!loaded) return pageMeta(args, { title: "Job Not Found", noindex: true });
  const l = loaded.listing;
  const summary = l.description.replace(/\s+/g, " ").trim();
  return pageMeta(args, {
    title: `${l.title} at ${l.organization}`,
    description: summary.length > 160 ? `${summary.slice(0, 157)}...` : summary,
    path: l.path,
    jsonLd: loaded.jsonLd ?? undefined,
    noindex: l.underReview || undefined,
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Not found, or the load failed (§2, §8): the same page, with the real status kept by the server.
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Job Not Found</h1>
      <p className="mt-4 text-slate-600">The job listing you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link
        to="/#opportunities"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Back to Job Listings
      </Link>
    </main>
  );
}
