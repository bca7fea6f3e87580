/**
 * Structured data for listing pages, following Google's
 * JobPosting rules: internships, fellowships and legacy jobs get JobPosting,
 * courses get Course, closed listings get none.
 * Choices: docs/decisions/044-job-posting-structured-data.md.
 *
 * The objects are plain JSON; they reach the page through `pageMeta({ jsonLd })`,
 * whose `script:ld+json` output escapes `<`, `>` and `&` so that a `</script>`
 * inside listing text cannot end the script element.
 */
import { absoluteUrl } from "../lib/meta";
import type { OpportunityType } from "./constants";
import { closingInstant, isPaid, safeHttpUrl, safeLogoUrl } from "./listing-rules";

export interface StructuredListing {
  kind: "opportunity" | "job";
  opportunityType: OpportunityType;
  slug: string;
  path: string;
  title: string;
  organization: { name: string; logo: string | null; website: string | null };
  location: string | null;
  /** Cities of an in-person or hybrid listing, "Pune, Mumbai" (docs/decisions/144). */
  city?: string | null;
  description: string;
  requirements: string | null;
  applicationInstructions: string | null;
  postedAt: Date;
  deadline: Date | null;
  stipend: string | null;
  hasPaid: boolean | null;
  closed: boolean;
}

export interface SiteInfo {
  siteUrl: string;
  siteName: string;
}

// ── Stipend ──────────────────────────────────────────────────────────────────

const NOT_MONTHLY = /\b(year|yearly|annum|annual|annually|lpa|p\.?\s?a\.?|week|weekly|day|daily|hour|hourly|total|one[- ]time|lump)\b/i;
/** The same periods in Hindi (`\b` knows only ASCII letters): year, week, day, hour, total, one-time. */
const NOT_MONTHLY_HINDI = /वार्षिक|सालाना|वर्ष|साल|सप्ताह|हफ़्त|हफ्त|दैनिक|दिन|घंट|कुल|एकमुश्त/;
const UNPAID = /unpaid|अवैतनिक|बिना वेतन/i;

/**
 * A monthly stipend in rupees from the stipend text ("₹10,000/month",
 * "Rs. 8000 - 12000 per month", "15k", "₹10,000 प्रति माह"), or null when the text gives no number
 * or names another period (we only state amounts per MONTH).
 */
export function parseMonthlyStipend(text: string | null | undefined): { min: number; max: number } | null {
  if (!text) return null;
  if (UNPAID.test(text) || NOT_MONTHLY.test(text) || NOT_MONTHLY_HINDI.test(text)) return null;
  const amounts: number[] = [];
  const pattern = /(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|lakhs?|lacs?)?\b/gi;
  for (const match of text.matchAll(pattern)) {
    let value = Number(match[1]!.replace(/,/g, ""));
    const unit = match[2]?.toLowerCase();
    if (unit === "k" || unit === "thousand") value *= 1_000;
    else if (unit?.startsWith("la")) value *= 100_000;
    if (Number.isFinite(value) && value >= 100 && value <= 10_000_000) amounts.push(value);
    if (amounts.length === 2) break;
  }
  if (amounts.length === 0) return null;
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
}

// ── Location ─────────────────────────────────────────────────────────────────

export type WorkPlace = "remote" | "on-site" | "hybrid";

/** The same reading of location text as the board's location filter. */
export function workPlace(location: string | null | undefined): WorkPlace {
  const text = location?.toLowerCase() ?? "";
  const remote = /remote|work from home|wfh/.test(text);
  const onSite = /in-person|in person|on-site|onsite/.test(text) || (text.trim() !== "" && !remote);
  if (remote && onSite) return "hybrid";
  if (remote) return "remote";
  // No location (fellowships) is read as on-site in India.
  return "on-site";
}

const FIXED_LOCATIONS = new Set(["remote (work from home)", "in-person (on-site)", "both remote & in-person"]);

// ── Description ──────────────────────────────────────────────────────────────

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function paragraphs(text: string) {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The listing text as HTML (Google asks for an HTML description); user text is escaped. */
export function descriptionHtml(listing: Pick<StructuredListing, "description" | "requirements" | "applicationInstructions">) {
  let html = paragraphs(listing.description);
  if (listing.requirements?.trim()) html += `<h3>Requirements</h3>${paragraphs(listing.requirements)}`;
  if (listing.applicationInstructions?.trim())
    html += `<h3>How to Apply</h3>${paragraphs(listing.applicationInstructions)}`;
  return html;
}

// ── Builders ─────────────────────────────────────────────────────────────────

/** employmentType: INTERN for internships and legacy jobs; TEMPORARY for fellowships (fixed-term programmes). */
export function employmentType(listing: Pick<StructuredListing, "kind" | "opportunityType">) {
  return listing.kind === "opportunity" && listing.opportunityType === "fellowship" ? "TEMPORARY" : "INTERN";
}

function organization(listing: StructuredListing, site: SiteInfo) {
  const logo = safeLogoUrl(listing.organization.logo);
  const website = safeHttpUrl(listing.organization.website);
  return {
    "@type": "Organization",
    name: listing.organization.name,
    ...(website ? { sameAs: website } : {}),
    ...(logo ? { logo: absoluteUrl(site.siteUrl, logo) } : {}),
  };
}

function cityPlace(city: string) {
  return { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: city, addressCountry: "IN" } };
}

export function jobPostingJsonLd(listing: StructuredListing, site: SiteInfo) {
  const place = workPlace(listing.location);
  const cities = (listing.city ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
  const stipend = isPaid(listing.hasPaid, listing.stipend) ? parseMonthlyStipend(listing.stipend) : null;
  const freeTextLocation =
    listing.location && !FIXED_LOCATIONS.has(listing.location.trim().toLowerCase()) ? listing.location.trim() : null;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: listing.title,
    description: descriptionHtml(listing),
    identifier: { "@type": "PropertyValue", name: listing.organization.name, value: listing.slug },
    url: absoluteUrl(site.siteUrl, listing.path),
    datePosted: listing.postedAt.toISOString(),
    ...(listing.deadline ? { validThrough: new Date(closingInstant(listing.deadline) - 1000).toISOString() } : {}),
    employmentType: employmentType(listing),
    hiringOrganization: organization(listing, site),
    ...(place !== "remote"
      ? {
          jobLocation: cities.length
            ? cities.length === 1
              ? cityPlace(cities[0]!)
              : cities.map(cityPlace)
            : {
                "@type": "Place",
                address: {
                  "@type": "PostalAddress",
                  ...(freeTextLocation && place === "on-site" ? { addressLocality: freeTextLocation.slice(0, 100) } : {}),
                  addressCountry: "IN",
                },
              },
        }
      : {}),
    ...(place !== "on-site"
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : {}),
    ...(stipend
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value:
              stipend.min === stipend.max
                ? { "@type": "QuantitativeValue", value: stipend.min, unitText: "MONTH" }
                : { "@type": "QuantitativeValue", minValue: stipend.min, maxValue: stipend.max, unitText: "MONTH" },
          },
        }
      : {}),
    directApply: false,
  };
}

export function courseJsonLd(listing: StructuredListing, site: SiteInfo) {
  const text = listing.description.replace(/\s+/g, " ").trim();
  return {
    "@context": "https://schema.org/",
    "@type": "Course",
    name: listing.title,
    description: text.length > 500 ? `${text.slice(0, 497)}...` : text,
    url: absoluteUrl(site.siteUrl, listing.path),
    provider: organization(listing, site),
  };
}

/** The structured data of a listing page, or null for a closed listing. */
export function listingJsonLd(listing: StructuredListing, site: SiteInfo) {
  if (listing.closed) return null;
  if (listing.kind === "opportunity" && listing.opportunityType === "course") return courseJsonLd(listing, site);
  return jobPostingJsonLd(listing, site);
}
