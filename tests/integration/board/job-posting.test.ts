/**
 * JobPosting structured data, checked against Google's rules for job postings
 * (required: title, description, datePosted, hiringOrganization, and a jobLocation
 * or, for fully remote work, jobLocationType TELECOMMUTE with
 * applicantLocationRequirements) and Google's rules.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getPublicListing } from "../../../app/opportunities/detail.server";
import {
  jobPostingJsonLd,
  listingJsonLd,
  parseMonthlyStipend,
  type StructuredListing,
} from "../../../app/seo/job-posting";
import { createTestDb, type TestDb } from "../../support/db";
import { createJob, createOpportunity, type OpportunityInput } from "./fixtures";

let t: TestDb;
afterEach(() => t?.cleanup());

const site = { siteUrl: "https://impactcareers.example", siteName: "Impact Careers" };
const NOW = Date.UTC(2030, 3, 10, 12);
const page = { locale: "en" as const, now: NOW };
const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

type Ld = Record<string, unknown> & {
  hiringOrganization?: Record<string, unknown>;
  jobLocation?: { "@type": string; address: Record<string, unknown> };
  baseSalary?: { currency: string; value: Record<string, unknown> };
};

/** Problems Google's rich-result test would report, plus our own rules. */
function problems(ld: Ld): string[] {
  const out: string[] = [];
  if (ld["@context"] !== "https://schema.org/" || ld["@type"] !== "JobPosting") out.push("not a JobPosting");
  for (const field of ["title", "description", "datePosted"]) if (typeof ld[field] !== "string" || !ld[field]) out.push(`missing ${field}`);
  if (typeof ld.datePosted === "string" && !ISO.test(ld.datePosted)) out.push("datePosted not ISO 8601");
  if (ld.validThrough !== undefined && (typeof ld.validThrough !== "string" || !ISO.test(ld.validThrough)))
    out.push("validThrough not ISO 8601");
  if (ld.hiringOrganization?.["@type"] !== "Organization" || !ld.hiringOrganization?.name) out.push("hiringOrganization");
  const logo = ld.hiringOrganization?.logo;
  if (logo !== undefined && !/^https?:\/\//.test(String(logo))) out.push("logo must be an absolute URL");
  const remote = ld.jobLocationType === "TELECOMMUTE";
  if (!ld.jobLocation && !remote) out.push("needs jobLocation or TELECOMMUTE");
  if (ld.jobLocation && (ld.jobLocation["@type"] !== "Place" || ld.jobLocation.address.addressCountry !== "IN"))
    out.push("jobLocation must be a Place in IN");
  if (remote && JSON.stringify(ld.applicantLocationRequirements) !== JSON.stringify({ "@type": "Country", name: "India" }))
    out.push("remote work needs applicantLocationRequirements India");
  if (![ld.employmentType].flat().every((v) => EMPLOYMENT_TYPES.includes(String(v)))) out.push("employmentType");
  if (ld.baseSalary) {
    const v = ld.baseSalary.value;
    if (ld.baseSalary.currency !== "INR" || v.unitText !== "MONTH" || v["@type"] !== "QuantitativeValue") out.push("baseSalary");
    if (typeof v.value !== "number" && (typeof v.minValue !== "number" || typeof v.maxValue !== "number")) out.push("baseSalary value");
  }
  if (ld.directApply !== false) out.push("directApply must be false");
  return out;
}

function ldFor(input: OpportunityInput) {
  const { slug } = createOpportunity(t.db, input);
  const listing = getPublicListing(t.db, slug)!;
  return listingJsonLd(listing, site, page) as Ld | null;
}

describe("JobPosting for internships and fellowships", () => {
  it("follows Google's rules for an on-site paid internship with a deadline and a logo", () => {
    t = createTestDb();
    const ld = ldFor({
      title: "Mangrove intern",
      organization: "Coastal Trust",
      logo: "/uploads/coastal.png",
      location: "In-Person (On-Site)",
      stipend: "₹12,000/month",
      expiresAt: new Date(Date.UTC(2030, 4, 20)),
      postedAt: new Date(Date.UTC(2030, 3, 1, 9, 30)),
    })!;
    expect(problems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      title: "Mangrove intern",
      datePosted: "2030-04-01T09:30:00.000Z",
      validThrough: "2030-05-20T23:59:59.000Z",
      employmentType: "INTERN",
      hiringOrganization: { name: "Coastal Trust", logo: "https://impactcareers.example/uploads/coastal.png" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { "@type": "QuantitativeValue", value: 12000, unitText: "MONTH" } },
      directApply: false,
    });
    expect(ld.jobLocationType).toBeUndefined();
  });

  it("marks fully remote work TELECOMMUTE with India as the applicant location, and no jobLocation", () => {
    t = createTestDb();
    const ld = ldFor({ title: "Remote intern", location: "Remote (Work From Home)" })!;
    expect(problems(ld)).toEqual([]);
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
    expect(ld.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
    expect(ld.jobLocation).toBeUndefined();
  });

  it("gives hybrid work both a jobLocation and TELECOMMUTE", () => {
    t = createTestDb();
    const ld = ldFor({ title: "Hybrid intern", location: "Both Remote & In-Person" })!;
    expect(problems(ld)).toEqual([]);
    expect(ld.jobLocation).toBeDefined();
    expect(ld.jobLocationType).toBe("TELECOMMUTE");
  });

  it("gives a listing without a deadline the board's 30-day horizon as validThrough, no logo without a logo, and no baseSalary for unpaid roles", () => {
    t = createTestDb();
    const unpaid = ldFor({ title: "Unpaid intern", hasPaid: false, stipend: "₹5,000/month", expiresAt: null, logo: null })!;
    expect(problems(unpaid)).toEqual([]);
    expect(unpaid.validThrough).toBe("2030-05-10T23:59:59.000Z");
    expect(unpaid.hiringOrganization).not.toHaveProperty("logo");
    expect(unpaid.baseSalary).toBeUndefined();
    const noNumber = ldFor({ title: "Negotiable intern", stipend: "As per norms", hasPaid: true })!;
    expect(noNumber.baseSalary).toBeUndefined();
    const yearly = ldFor({ title: "Yearly intern", stipend: "₹3 LPA", hasPaid: true })!;
    expect(yearly.baseSalary).toBeUndefined();
  });

  it("states a stipend range as minValue and maxValue", () => {
    t = createTestDb();
    const ld = ldFor({ title: "Range intern", stipend: "₹8,000 - ₹12,000 per month" })!;
    expect(ld.baseSalary?.value).toEqual({ "@type": "QuantitativeValue", minValue: 8000, maxValue: 12000, unitText: "MONTH" });
  });

  it("uses TEMPORARY for fellowships and reads a missing location as on-site in India", () => {
    t = createTestDb();
    const ld = ldFor({ title: "Teaching fellow", type: "fellowship", location: null })!;
    expect(problems(ld)).toEqual([]);
    expect(ld.employmentType).toBe("TEMPORARY");
    expect(ld.jobLocation?.address.addressCountry).toBe("IN");
  });

  it("reads a legacy job's city and state from its location text", () => {
    t = createTestDb();
    const { slug } = createJob(t.db, { title: "Legacy surveyor", location: "Pune, Maharashtra", salary: "₹6,000/month", duration: "6+ months" });
    const ld = listingJsonLd(getPublicListing(t.db, slug)!, site, page) as Ld;
    expect(problems(ld)).toEqual([]);
    expect(ld.employmentType).toBe("FULL_TIME");
    expect(ld.jobLocation?.address).toEqual({ "@type": "PostalAddress", addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" });
    expect(ld.url).toBe(`https://impactcareers.example/jobs/${slug}`);
  });

  it("reads an on-site legacy job's city from its text when its location is only 'In-Person', and gives the Hindi page its own URL", () => {
    t = createTestDb();
    const { slug } = createJob(t.db, {
      title: "Program Operations Coordinator",
      location: "In-Person (On-Site)",
      requirements: "Two years in programme operations; willing to be based in Jaipur with field travel.",
    });
    const ld = listingJsonLd(getPublicListing(t.db, slug)!, site, { locale: "hi", now: NOW }) as Ld;
    expect(problems(ld)).toEqual([]);
    expect(ld.jobLocation?.address).toEqual({ "@type": "PostalAddress", addressLocality: "Jaipur", addressRegion: "Rajasthan", addressCountry: "IN" });
    expect(ld.url).toBe(`https://impactcareers.example/hi/jobs/${slug}`);
  });

  it("types legacy jobs by their own data: internships stay INTERN, other roles by title and duration", () => {
    t = createTestDb();
    const typeOf = (input: Parameters<typeof createJob>[1]) =>
      (listingJsonLd(getPublicListing(t.db, createJob(t.db, input).slug)!, site, page) as Ld).employmentType;
    expect(typeOf({ title: "Frontend Developer", duration: "6+ months" })).toBe("FULL_TIME");
    expect(typeOf({ title: "Program Operations Coordinator", duration: null })).toBe("FULL_TIME");
    expect(typeOf({ title: "Research Intern", duration: "6+ months" })).toBe("INTERN");
    expect(typeOf({ title: "Part-time Content Writer", duration: "6+ months" })).toBe("PART_TIME");
    expect(typeOf({ title: "Freelance Illustrator", duration: "6+ months" })).toBe("CONTRACTOR");
    expect(typeOf({ title: "Graphic Designer", duration: "3-6 months" })).toBe("TEMPORARY");
  });

  it("names a legacy job's organisation by its website and logo when an organisation of that name has them", () => {
    t = createTestDb();
    createOpportunity(t.db, { title: "Sibling intern", organization: "Legacy Works", logo: "/uploads/legacy.png" });
    t.db.$client.prepare("UPDATE organizations SET website = 'https://legacy.example.org' WHERE name = 'Legacy Works'").run();
    const { slug } = createJob(t.db, { title: "Legacy analyst", company: "legacy works" });
    const ld = listingJsonLd(getPublicListing(t.db, slug)!, site, page) as Ld;
    expect(ld.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "legacy works",
      sameAs: "https://legacy.example.org/",
      logo: "https://impactcareers.example/uploads/legacy.png",
    });
  });

  it("gives a closed listing no structured data", () => {
    t = createTestDb();
    expect(ldFor({ title: "Closed intern", expiresAt: new Date(Date.UTC(2020, 0, 1)) })).toBeNull();
  });

  it("never emits a non-http logo", () => {
    const listing: StructuredListing = {
      kind: "opportunity",
      opportunityType: "internship",
      slug: "x",
      path: "/internships/x",
      title: "X",
      organization: { name: "Org", logo: "javascript:alert(1)", website: "ftp://org" },
      location: null,
      description: "d",
      requirements: null,
      applicationInstructions: null,
      postedAt: new Date(0),
      deadline: null,
      stipend: null,
      hasPaid: null,
      closed: false,
    };
    const ld = jobPostingJsonLd(listing, site, page) as Ld;
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Org" });
  });
});

describe("Course markup for Google's course info", () => {
  it("gives a free online course offers and an Online CourseInstance with its length", () => {
    t = createTestDb();
    const ld = ldFor({ title: "Climate finance course", type: "course", location: "Remote (Work From Home)", duration: "1-3 months", stipend: null, hasPaid: false, expiresAt: new Date(Date.UTC(2030, 4, 20)) })!;
    expect(ld).toMatchObject({
      "@type": "Course",
      name: "Climate finance course",
      inLanguage: "en",
      provider: { "@type": "Organization" },
      offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: "INR", validThrough: "2030-05-20T23:59:59.000Z" },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "P3M" },
    });
    expect(ld.offers).toMatchObject({ url: ld.url });
  });

  it("gives a blended course its city as the instance's location, and a course with a fee a Paid offer", () => {
    t = createTestDb();
    const { slug } = createOpportunity(t.db, { title: "Pedagogy workshop", type: "course", location: "Both Remote & In-Person", city: "Pune", duration: "3-6 months" });
    const listing = { ...getPublicListing(t.db, slug)!, fee: "₹4,999 one-time" };
    const ld = listingJsonLd(listing, site, page) as Ld;
    expect(ld.hasCourseInstance).toEqual({
      "@type": "CourseInstance",
      courseMode: "Blended",
      courseWorkload: "P6M",
      location: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" } },
    });
    expect(ld.offers).toMatchObject({ category: "Paid", price: 4999, priceCurrency: "INR" });
  });
});

describe("a listing written in Hindi", () => {
  it("follows Google's rules, with the Hindi texts verbatim and the stipend read", () => {
    t = createTestDb();
    const ld = ldFor({
      title: "पुस्तकालय सहायक इंटर्न",
      organization: "पुस्तक ट्रस्ट",
      description: "गाँव के बच्चों के लिए किताबें चुनना <और> पढ़ना सिखाना।\n\nहर शनिवार पुस्तक मेला।",
      requirements: "हिंदी पढ़ना और लिखना।",
      location: "In-Person (On-Site)",
      city: "भोपाल",
      stipend: "₹8,000 प्रति माह",
      hasPaid: true,
    })!;
    expect(problems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      title: "पुस्तकालय सहायक इंटर्न",
      hiringOrganization: { name: "पुस्तक ट्रस्ट" },
      baseSalary: { currency: "INR", value: { value: 8000, unitText: "MONTH" } },
    });
    expect(ld.description).toContain(
      "<p>गाँव के बच्चों के लिए किताबें चुनना &lt;और&gt; पढ़ना सिखाना।</p><p>हर शनिवार पुस्तक मेला।</p><h3>Requirements</h3><p>हिंदी पढ़ना और लिखना।</p>",
    );
  });
});

describe("a listing written in Bengali or Marathi", () => {
  it("states the stipend typed in the language's words and digits as baseSalary", () => {
    t = createTestDb();
    const bengali = ldFor({ title: "গ্রন্থাগার সহায়ক ইন্টার্ন", city: "কলকাতা", location: "In-Person (On-Site)", stipend: "১০,০০০ টাকা মাসিক", hasPaid: true })!;
    expect(problems(bengali)).toEqual([]);
    expect(bengali.baseSalary).toEqual({ "@type": "MonetaryAmount", currency: "INR", value: { "@type": "QuantitativeValue", value: 10000, unitText: "MONTH" } });
    const marathi = ldFor({ title: "ग्रंथालय सहाय्यक", location: "In-Person (On-Site)", stipend: "दरमहा ८,००० ते १२,००० रुपये", hasPaid: true })!;
    expect(marathi.baseSalary).toMatchObject({ value: { minValue: 8000, maxValue: 12000, unitText: "MONTH" } });
    const yearly = ldFor({ title: "বার্ষিক ফেলো", location: "In-Person (On-Site)", stipend: "বার্ষিক ৩ লাখ টাকা", hasPaid: true })!;
    expect(yearly.baseSalary).toBeUndefined();
  });

  it("offers a course free in Bengali or Marathi as Free", () => {
    t = createTestDb();
    for (const fee of ["বিনামূল্যে", "मोफत"]) {
      const { slug } = createOpportunity(t.db, { title: `Course ${fee}`, type: "course", location: "Remote (Work From Home)" });
      const ld = listingJsonLd({ ...getPublicListing(t.db, slug)!, fee }, site, page) as Ld;
      expect(ld.offers, fee).toMatchObject({ category: "Free", price: 0 });
    }
  });
});

describe("monthly stipend parsing", () => {
  it.each([
    ["₹10,000/month", { min: 10000, max: 10000 }],
    ["Rs. 8000 - 12000 per month", { min: 8000, max: 12000 }],
    ["15k per month", { min: 15000, max: 15000 }],
    ["INR 1.2 lakh", { min: 120000, max: 120000 }],
    ["Unpaid", null],
    ["₹3 LPA", null],
    ["₹500/day", null],
    ["₹2,40,000 per annum", null],
    ["Certificate only", null],
    ["", null],
    ["₹10,000 प्रति माह", { min: 10000, max: 10000 }],
    ["8000 से 12000 रुपये महीना", { min: 8000, max: 12000 }],
    ["₹2,40,000 वार्षिक", null],
    ["₹2,40,000 प्रति वर्ष", null],
    ["₹500 प्रतिदिन", null],
    ["₹3,000 प्रति सप्ताह", null],
    ["अवैतनिक", null],
  ] as const)("%j → %j", (text, expected) => {
    expect(parseMonthlyStipend(text)).toEqual(expected);
  });
});
