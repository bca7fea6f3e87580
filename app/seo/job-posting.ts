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
import { citiesNamedIn, splitCities, stateOfCity } from "../taxonomy/cities";
import { absoluteUrl } from "../lib/meta";
import { localizePath, type Locale } from "../i18n/locales";
import type { OpportunityType } from "../opportunities/constants";
import { closingInstant, DAY_MS, isPaid, safeHttpUrl, safeLogoUrl } from "../opportunities/listing-rules";
import { textLanguage } from "../lib/text-language";
import { payWordsSource, saysPay, toLatinDigits } from "../opportunities/pay-words";
import type { WhoCanApply } from "~/eligibility/values";
import { whoJsonLd } from "~/eligibility/structured-data";

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
  /** "1-3 months", "3-6 months", "6+ months" or a legacy job's own text. */
  duration?: string | null;
  /** A course's fee, when an admin keeps a `fee` attribute (decision 325); none means free. */
  fee?: string | null;
  description: string;
  requirements: string | null;
  applicationInstructions: string | null;
  postedAt: Date;
  deadline: Date | null;
  stipend: string | null;
  hasPaid: boolean | null;
  closed: boolean;
  /** Who can apply and on what terms (app/eligibility); absent: open to anyone, nothing more said. */
  who?: WhoCanApply;
}

export interface SiteInfo {
  siteUrl: string;
  siteName: string;
}

/** Which page the markup is for: its language (the page's own URL) and the time it is rendered. */
export interface PageInfo {
  locale: Locale;
  now: number;
}

/**
 * How far ahead a listing without a deadline is promised open: Google needs a `validThrough`
 * to drop a posting, so an open-ended listing is valid through the end of the day 30 days
 * after the page is rendered. Every crawl moves it on while the listing stays open; a closed
 * listing loses its markup and its sitemap entry (decision 325).
 */
export const OPEN_ENDED_VALID_DAYS = 30;

/** The last second applications are open: the deadline day's end, or the board's rolling horizon. */
export function validThrough(deadline: Date | null, now: number): string {
  const last = deadline ? closingInstant(deadline) : closingInstant(Math.floor(now / DAY_MS) * DAY_MS + OPEN_ENDED_VALID_DAYS * DAY_MS);
  return new Date(last - 1000).toISOString();
}

/** The page's own absolute URL in its language. */
export function pageUrl(listing: Pick<StructuredListing, "path">, site: SiteInfo, page: PageInfo): string {
  return absoluteUrl(site.siteUrl, localizePath(listing.path, page.locale));
}

// ── Stipend ──────────────────────────────────────────────────────────────────

const NOT_MONTHLY = /\b(year|yearly|annum|annual|annually|lpa|p\.?\s?a\.?|week|weekly|day|daily|hour|hourly|total|one[- ]time|lump)\b/i;
/** A rupee amount with its multiplier, in English or any language's words (docs/glossary/pay-words.tsv). */
const AMOUNT = new RegExp(String.raw`(\d[\d,]*(?:\.\d+)?)\s*(?:(k|thousand|lakhs?|lacs?)\b|(${payWordsSource("thousand")})|(${payWordsSource("lakh")}))?`, "giu");

/** Every amount of a text in rupees, in the order written ("১০ হাজার" is 10,000). */
function rupeeAmounts(text: string): number[] {
  return [...toLatinDigits(text.normalize("NFC")).toLowerCase().matchAll(AMOUNT)].map((match) => {
    const unit = match[2];
    const multiplier = unit === "k" || unit === "thousand" || match[3] ? 1_000 : unit?.startsWith("la") || match[4] ? 100_000 : 1;
    return Number(match[1]!.replace(/,/g, "")) * multiplier;
  });
}

/**
 * A monthly stipend in rupees from the stipend text ("₹10,000/month",
 * "Rs. 8000 - 12000 per month", "15k", "₹10,000 प्रति माह"), or null when the text gives no number
 * or names another period (we only state amounts per MONTH).
 */
export function parseMonthlyStipend(text: string | null | undefined): { min: number; max: number } | null {
  if (!text) return null;
  if (/unpaid/i.test(text) || NOT_MONTHLY.test(text) || saysPay(text, "unpaid", "yearly", "otherPeriod")) return null;
  const amounts: number[] = [];
  for (const value of rupeeAmounts(text)) {
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
    html += `<h3>How to apply</h3>${paragraphs(listing.applicationInstructions)}`;
  return html;
}

// ── Builders ─────────────────────────────────────────────────────────────────

const INTERN_WORDS = /\b(?:intern|interns|internship|trainee|apprentice)\b/i;
const PART_TIME_WORDS = /\bpart[- ]?time\b/i;
const CONTRACT_WORDS = /\b(?:contract|contractual|freelance|freelancer|consultant|consultancy)\b/i;
const SHORT_DURATIONS = new Set(["1-3 months", "3-6 months"]);

/**
 * employmentType. Internships INTERN; fellowships TEMPORARY (fixed-term programmes). A legacy
 * job by its own data (decision 325): its title or duration naming an internship → INTERN,
 * part-time → PART_TIME, a contract or freelance role → CONTRACTOR, a fixed term under six
 * months → TEMPORARY, otherwise FULL_TIME.
 */
export function employmentType(listing: Pick<StructuredListing, "kind" | "opportunityType" | "title" | "duration">) {
  if (listing.kind === "opportunity") return listing.opportunityType === "fellowship" ? "TEMPORARY" : "INTERN";
  const words = `${listing.title} ${listing.duration ?? ""}`;
  if (INTERN_WORDS.test(words) || saysPay(words, "intern")) return "INTERN";
  if (PART_TIME_WORDS.test(words) || saysPay(words, "partTime")) return "PART_TIME";
  if (CONTRACT_WORDS.test(words) || saysPay(words, "contract")) return "CONTRACTOR";
  if (listing.duration && SHORT_DURATIONS.has(listing.duration.trim())) return "TEMPORARY";
  return "FULL_TIME";
}

export function organization(listing: StructuredListing, site: SiteInfo) {
  const logo = safeLogoUrl(listing.organization.logo);
  const website = safeHttpUrl(listing.organization.website);
  return {
    "@type": "Organization",
    name: listing.organization.name,
    ...(website ? { sameAs: website } : {}),
    ...(logo ? { logo: absoluteUrl(site.siteUrl, logo) } : {}),
  };
}

/** A city's Place, with its state as addressRegion when the list of cities knows it (decision 270). */
export function cityPlace(city: string) {
  const state = stateOfCity(city);
  return {
    "@type": "Place",
    address: { "@type": "PostalAddress", addressLocality: city, ...(state ? { addressRegion: state } : {}), addressCountry: "IN" },
  };
}

/**
 * The cities a listing is worked in: an opportunity's city field; a legacy job's known cities in
 * its location text, else those its description or requirements name ("based in Jaipur").
 */
export function listingCities(listing: StructuredListing): string[] {
  if (listing.kind === "opportunity") return splitCities(listing.city ?? "").slice(0, 3);
  const named = citiesNamedIn(listing.location);
  return (named.length ? named : citiesNamedIn(`${listing.description}\n${listing.requirements ?? ""}`)).slice(0, 3);
}

export function jobPostingJsonLd(listing: StructuredListing, site: SiteInfo, page: PageInfo) {
  const place = workPlace(listing.location);
  const cities = listingCities(listing);
  const stipend = isPaid(listing.hasPaid, listing.stipend) ? parseMonthlyStipend(listing.stipend) : null;
  const freeTextLocation =
    listing.location && !FIXED_LOCATIONS.has(listing.location.trim().toLowerCase()) ? listing.location.trim() : null;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: listing.title,
    description: descriptionHtml(listing),
    identifier: { "@type": "PropertyValue", name: listing.organization.name, value: listing.slug },
    url: pageUrl(listing, site, page),
    datePosted: listing.postedAt.toISOString(),
    validThrough: validThrough(listing.deadline, page.now),
    employmentType: employmentType(listing),
    ...(listing.who ? whoJsonLd(listing.who, employmentType(listing)) : {}),
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

// ── Courses ──────────────────────────────────────────────────────────────────

/** A course's length as an ISO 8601 duration: the longest its duration option allows (decision 325). */
const COURSE_LENGTH: Record<string, string> = { "1-3 months": "P3M", "3-6 months": "P6M", "6+ months": "P6M" };
const COURSE_MODE = { remote: "Online", "on-site": "Onsite", hybrid: "Blended" } as const;

/** A course's offer: free, or the fee an admin keeps in its `fee` attribute when it names a rupee amount. */
function courseOffer(listing: StructuredListing, url: string, page: PageInfo) {
  const fee = listing.fee ? parseRupees(listing.fee) : 0;
  return {
    "@type": "Offer",
    category: fee === 0 ? "Free" : "Paid",
    ...(fee === null ? {} : { price: fee, priceCurrency: "INR" }),
    url,
    ...(listing.deadline ? { validThrough: validThrough(listing.deadline, page.now) } : {}),
  };
}

/** The first rupee amount of a fee text ("₹4,999", "Rs 1.5k"), or 0 for "free"/"nil"; null when unreadable. */
function parseRupees(text: string): number | null {
  if (/\b(?:free|nil|none|no fee)\b/i.test(text) || saysPay(text, "free")) return 0;
  const value = rupeeAmounts(text)[0];
  return value !== undefined && Number.isFinite(value) ? value : null;
}

/**
 * Course markup for Google's course info: name, description, provider, offers (free or its fee)
 * and one CourseInstance (Online, Onsite or Blended by its location; its city; its length as
 * courseWorkload when the duration is known).
 */
export function courseJsonLd(listing: StructuredListing, site: SiteInfo, page: PageInfo) {
  const text = listing.description.replace(/\s+/g, " ").trim();
  const url = pageUrl(listing, site, page);
  const mode = COURSE_MODE[workPlace(listing.location)];
  const cities = mode === "Online" ? [] : listingCities(listing);
  const provider = organization(listing, site);
  const length = listing.duration ? COURSE_LENGTH[listing.duration.trim()] : undefined;
  return {
    "@context": "https://schema.org/",
    "@type": "Course",
    name: listing.title,
    description: text.length > 500 ? `${text.slice(0, 497)}...` : text,
    url,
    inLanguage: textLanguage(`${listing.title} ${listing.description}`),
    ...("logo" in provider ? { image: provider.logo } : {}),
    provider,
    offers: courseOffer(listing, url, page),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: mode,
      ...(length ? { courseWorkload: length } : {}),
      ...(cities.length ? { location: cities.length === 1 ? cityPlace(cities[0]!) : cities.map(cityPlace) } : {}),
    },
  };
}

/** The structured data of a listing page, or null for a closed listing. */
export function listingJsonLd(listing: StructuredListing, site: SiteInfo, page: PageInfo) {
  if (listing.closed) return null;
  if (listing.kind === "opportunity" && listing.opportunityType === "course") return courseJsonLd(listing, site, page);
  return jobPostingJsonLd(listing, site, page);
}
