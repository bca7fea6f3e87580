/** The dashboard's panels below the counts: listings by category and the latest decisions. */
import { href, Link } from "react-router";
import { categoryLabel } from "~/opportunities/constants";
import { formatTimestamp, isoDateTime } from "./format";
import type { Decision } from "./queries.server";
import { STATUS_LABELS } from "./transitions";

export function CategoryDistribution({ categories }: { categories: { category: string; count: number }[] }) {
  const max = Math.max(1, ...categories.map((c) => c.count));
  return (
    <section
      aria-labelledby="distribution-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="distribution-heading" className="text-base font-semibold">
        Published listings by category
      </h3>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">
          Number of published listings (opportunities and jobs) in each category
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className="w-28 py-1 font-medium">
              Category
            </th>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">Share</span>
            </th>
            <th scope="col" className="w-16 py-1 text-right font-medium">
              Listings
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.category}>
              <th scope="row" className="py-1.5 text-left font-medium">
                {categoryLabel(c.category)}
              </th>
              <td className="py-1.5" aria-hidden="true">
                <div className="h-4 rounded bg-slate-100">
                  <div className="h-4 rounded bg-brand-600" style={{ width: `${(c.count / max) * 100}%` }} />
                </div>
              </td>
              <td className="py-1.5 text-right tabular-nums">{c.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function LatestDecisions({ decisions }: { decisions: Decision[] }) {
  return (
    <section
      aria-labelledby="decisions-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="decisions-heading" className="text-base font-semibold">
          Latest moderation decisions
        </h3>
        <div className="flex gap-3 text-sm">
          <Link to={href("/admin/pending")} className="font-medium text-brand-700 underline">
            Pending Approvals
          </Link>
          <Link to={href("/admin/jobs")} className="font-medium text-brand-700 underline">
            Jobs
          </Link>
          <Link to={href("/admin/still-open")} className="font-medium text-brand-700 underline">
            Open without a deadline
          </Link>
        </div>
      </div>
      {decisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No decisions yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 text-sm">
          {decisions.map((d) => (
            <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{describeDecision(d)}</span>
              <time dateTime={isoDateTime(d.createdAt)} className="text-xs text-slate-600">
                {formatTimestamp(d.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const VERBS: Record<string, string> = {
  approve: "approved",
  reject: "rejected",
  publish: "published",
  unpublish: "unpublished",
  feature: "featured",
  unfeature: "unfeatured",
  create: "created",
  update: "edited",
  delete: "deleted",
  hide: "hid after scam reports",
  close: "closed",
  dismiss_reports: "dismissed the reports of",
  // Through the poster's private link, and the review of their edits:
  "poster-close": "closed",
  "poster-extend": "changed the deadline of",
  "poster-edit": "edited and resubmitted",
  "poster-revision": "proposed changes to",
  "approve-revision": "approved changes to",
  "reject-revision": "declined changes to",
  // The one-time tagging of listings without causes:
  tag_causes: "tagged the causes of",
};

const NOUNS: Record<string, string> = {
  opportunity: "opportunity",
  job: "job",
  category: "category",
  attribute: "attribute",
};

function describeDecision(d: Decision): string {
  const details = (d.details ?? {}) as {
    title?: unknown;
    name?: unknown;
    label?: unknown;
    actor?: unknown;
    items?: unknown;
    successful?: unknown;
    failed?: unknown;
  };
  const who = d.actor ?? (details.actor === "poster" ? "The poster" : "Someone");
  const key = d.action.split(".").at(-1) ?? d.action;
  if (d.entityType === "import") {
    // A bulk import has no single listing to name: say what it did.
    const done = Number(details.successful ?? 0);
    const failed = Number(details.failed ?? 0);
    return `${who} imported ${done === 1 ? "1 listing" : `${done} listings`}${failed ? ` (${failed} failed)` : ""}`;
  }
  // An action without words of its own is still written in words, never as its key.
  const verb = VERBS[key] ?? key.replace(/[-_]+/g, " ");
  const named = details.title ?? details.label ?? details.name;
  const noun = NOUNS[d.entityType] ?? d.entityType;
  const what = named !== undefined && named !== null && named !== "" ? `${noun} “${String(named)}”` : d.entityId ? `${noun} #${d.entityId}` : noun;
  const statuses =
    d.statusBefore && d.statusAfter && d.statusBefore !== d.statusAfter
      ? ` (${STATUS_LABELS[d.statusBefore] ?? d.statusBefore} → ${STATUS_LABELS[d.statusAfter] ?? d.statusAfter})`
      : "";
  return `${who} ${verb} ${what}${statuses}`;
}
