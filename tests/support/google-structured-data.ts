/**
 * Google's documented rules for the structured data of listing pages, as a checker: the required
 * and recommended properties of JobPosting (developers.google.com/search/docs/appearance/structured-data/job-posting)
 * and of Course info (…/course-info). `expected` says what the listing's data can fill, so a
 * recommended property is missing only when the data had it.
 */
type Ld = Record<string, unknown>;

export interface ExpectedFromData {
  /** The page's own absolute URL. */
  url: string;
  /** The organisation has a website / a logo. */
  website: boolean;
  logo: boolean;
  /** Cities the listing names (in-person or hybrid work). */
  cities: number;
  /** A monthly stipend the listing states. */
  salary: boolean;
  /** A course's duration option is set. */
  courseLength: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const EMPLOYMENT_TYPES = new Set(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"]);
const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
const list = (value: unknown): Ld[] => (Array.isArray(value) ? value : value ? [value] : []) as Ld[];

function organizationProblems(org: Ld | undefined, expected: ExpectedFromData, where: string): string[] {
  const out: string[] = [];
  if (!org || org["@type"] !== "Organization" || !text(org.name)) return [`required: ${where}.name`];
  if (expected.website && !text(org.sameAs)) out.push(`recommended: ${where}.sameAs`);
  if (expected.logo && !/^https?:\/\//.test(String(org.logo ?? ""))) out.push(`recommended: ${where}.logo (absolute URL)`);
  return out;
}

function placeProblems(places: Ld[], expected: ExpectedFromData, where: string): string[] {
  const out: string[] = [];
  for (const place of places) {
    const address = place.address as Ld | undefined;
    if (place["@type"] !== "Place" || !address) out.push(`required: ${where}.address`);
    else {
      if (!text(address.addressCountry)) out.push(`required: ${where}.address.addressCountry`);
      if (expected.cities && !(text(address.addressLocality) && text(address.addressRegion)))
        out.push(`recommended: ${where}.address.addressLocality and addressRegion`);
    }
  }
  if (expected.cities && places.length < expected.cities) out.push(`recommended: one ${where} per city`);
  return out;
}

export function jobPostingProblems(ld: Ld, expected: ExpectedFromData): string[] {
  const out: string[] = [];
  for (const field of ["title", "description"]) if (!text(ld[field])) out.push(`required: ${field}`);
  if (!ISO_DATE.test(String(ld.datePosted ?? ""))) out.push("required: datePosted (ISO 8601)");
  out.push(...organizationProblems(ld.hiringOrganization as Ld | undefined, expected, "hiringOrganization"));
  const remote = ld.jobLocationType === "TELECOMMUTE";
  const places = list(ld.jobLocation);
  if (!places.length && !remote) out.push("required: jobLocation (or jobLocationType TELECOMMUTE)");
  out.push(...placeProblems(places, remote && !places.length ? { ...expected, cities: 0 } : expected, "jobLocation"));
  if (remote && !ld.applicantLocationRequirements) out.push("required for remote work: applicantLocationRequirements");
  if (!ISO_DATE.test(String(ld.validThrough ?? ""))) out.push("recommended: validThrough (ISO 8601)");
  if (![ld.employmentType].flat().every((type) => EMPLOYMENT_TYPES.has(String(type)))) out.push("recommended: employmentType");
  const identifier = ld.identifier as Ld | undefined;
  if (!identifier || !text(identifier.name) || !text(identifier.value)) out.push("recommended: identifier");
  if (typeof ld.directApply !== "boolean") out.push("recommended: directApply");
  if (expected.salary) {
    const salary = ld.baseSalary as { currency?: string; value?: Ld } | undefined;
    if (!salary?.currency || !salary.value || !text(salary.value.unitText)) out.push("recommended: baseSalary");
  }
  if (ld.url !== expected.url) out.push(`url: ${String(ld.url)} is not the page's own ${expected.url}`);
  return out;
}

export function courseProblems(ld: Ld, expected: ExpectedFromData): string[] {
  const out: string[] = [];
  for (const field of ["name", "description"]) if (!text(ld[field])) out.push(`required: ${field}`);
  out.push(...organizationProblems(ld.provider as Ld | undefined, expected, "provider"));
  const offers = list(ld.offers);
  if (!offers.length) out.push("required: offers");
  for (const offer of offers) {
    if (!["Free", "Partially Free", "Subscription", "Paid"].includes(String(offer.category))) out.push("required: offers.category");
    if (offer.category !== "Paid" || offer.price !== undefined) {
      if (typeof offer.price !== "number" || !text(offer.priceCurrency)) out.push("recommended: offers.price and priceCurrency");
    }
  }
  const instances = list(ld.hasCourseInstance);
  if (!instances.length) out.push("required: hasCourseInstance");
  for (const instance of instances) {
    if (!["Online", "Onsite", "Blended"].includes(String(instance.courseMode))) out.push("required: hasCourseInstance.courseMode");
    if (expected.courseLength && !text(instance.courseWorkload) && !instance.courseSchedule)
      out.push("required: hasCourseInstance.courseWorkload or courseSchedule");
    if (instance.courseMode !== "Online") out.push(...placeProblems(list(instance.location), expected, "hasCourseInstance.location"));
  }
  if (ld.url !== expected.url) out.push(`url: ${String(ld.url)} is not the page's own ${expected.url}`);
  return out;
}
