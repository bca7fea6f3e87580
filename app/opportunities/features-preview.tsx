import { href } from "react-router";
import type { FEATURES_PREVIEW_TEXTS } from "~/content/texts";
import type { WrittenTexts } from "~/i18n/define-texts";
import { LocalLink } from "~/i18n/local-link";
import { useEnglishLang } from "~/i18n/translate";
import { categoryBadgeClass, categoryLabel, durationBadge } from "./constants";

/**
 * The page's words in its language, written by the route's loader (decision 267): they reach
 * the browser in the page's data, not in its JavaScript or Hindi catalogue. `{title}`, `{date}`
 * and `{term}` are left for this component to fill in.
 */
export type FeaturesPreviewWords = WrittenTexts<typeof FEATURES_PREVIEW_TEXTS> & { types: Record<SampleListing["type"], string> };

/** Sample data only: fictional listings that exist on this page and nowhere else. */
interface SampleListing {
  title: string;
  organization: string;
  type: "internship" | "fellowship" | "course";
  category: string;
  location: string;
  duration: string;
  stipend: string;
  deadline: string;
  blurb: string;
}

const SAMPLE_HERO: SampleListing = {
  title: "Climate Action Fellowship 2025",
  organization: "Sample: Hariyali Climate Collective",
  type: "fellowship",
  category: "operations",
  location: "In-Person (On-Site)",
  duration: "6+ months",
  stipend: "₹25,000/month",
  deadline: "Jun 30, 2025",
  blurb:
    "A year-long fellowship placing early-career changemakers with district administrations to design heat-action plans for vulnerable communities.",
};

const SAMPLE_CAROUSEL: SampleListing[] = [
  {
    title: "Education Data Intern",
    organization: "Sample: Padhai Foundation",
    type: "internship",
    category: "data",
    location: "Remote (Work From Home)",
    duration: "3-6 months",
    stipend: "₹10,000/month",
    deadline: "May 15, 2025",
    blurb: "Analyse learning-outcome surveys from 200 government schools and build simple dashboards for teachers.",
  },
  {
    title: "Design for Public Health",
    organization: "Sample: Swasthya Labs",
    type: "course",
    category: "design",
    location: "Remote (Work From Home)",
    duration: "1-3 months",
    stipend: "Free course",
    deadline: "May 31, 2025",
    blurb: "An eight-week course on human-centred design for community health programmes, with a live project.",
  },
  {
    title: "Rural Livelihoods Marketing Intern",
    organization: "Sample: Haath Kargha Collective",
    type: "internship",
    category: "marketing",
    location: "Both Remote & In-Person",
    duration: "1-3 months",
    stipend: "₹8,000/month",
    deadline: "Jun 10, 2025",
    blurb: "Help weaver cooperatives in Odisha tell their stories online and reach new buyers.",
  },
  {
    title: "Water Conservation Engineering Intern",
    organization: "Sample: Jal Saathi Trust",
    type: "internship",
    category: "engineering",
    location: "In-Person (On-Site)",
    duration: "3-6 months",
    stipend: "₹12,000/month",
    deadline: "Jun 20, 2025",
    blurb: "Map check dams and design low-cost sensors for groundwater monitoring in Rajasthan.",
  },
];

/** The type in the page's language; the category and duration as the board's cards show them. */
function Badges({ listing, types, inverted = false }: { listing: SampleListing; types: FeaturesPreviewWords["types"]; inverted?: boolean }) {
  const english = useEnglishLang();
  return (
    <div className="flex flex-wrap gap-2 text-xs font-medium">
      <span className={`rounded-full px-2 py-0.5 ${inverted ? "bg-white/90 text-slate-900" : "bg-slate-100 text-slate-800"}`}>
        {types[listing.type]}
      </span>
      <span lang={english} className={`rounded-full px-2 py-0.5 ${categoryBadgeClass(listing.category)}`}>
        {categoryLabel(listing.category)}
      </span>
      <span lang={english} className={`rounded-full px-2 py-0.5 ${inverted ? "bg-white/90 text-slate-900" : "bg-slate-100 text-slate-800"}`}>
        {durationBadge(listing.duration)}
      </span>
    </div>
  );
}

/** One item of "What it would take": a sentence with its term in bold, wherever the language puts it. */
function NeededItem({ item }: { item: { term: string; text: string } }) {
  const [before, after] = item.text.split("{term}");
  return (
    <li>
      {before}
      <strong>{item.term}</strong>
      {after}
    </li>
  );
}

/** /features-preview: a mock-up of two ways to feature opportunities, with fictional sample listings (English, as written). */
export function FeaturesPreviewPage({ words }: { words: FeaturesPreviewWords }) {
  const english = useEnglishLang();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10">
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">
        {words.badge}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{words.heading}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{words.intro}</p>

      <section aria-labelledby="idea-hero" className="mt-10">
        <h2 id="idea-hero" className="text-2xl font-semibold">
          {words.hero.heading}
        </h2>
        <p className="mt-2 text-slate-700">{words.hero.text}</p>
        <article
          aria-label={words.hero.label.replace("{title}", SAMPLE_HERO.title)}
          className="mt-4 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-lg sm:p-10"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{words.hero.featured}</p>
          <h3 lang={english} className="mt-2 text-2xl font-bold sm:text-4xl">
            {SAMPLE_HERO.title}
          </h3>
          <p lang={english} className="mt-1 text-brand-100">
            {SAMPLE_HERO.organization}
          </p>
          <div className="mt-4">
            <Badges listing={SAMPLE_HERO} types={words.types} inverted />
          </div>
          <p lang={english} className="mt-4 max-w-2xl">
            {SAMPLE_HERO.blurb}
          </p>
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-brand-100">{words.hero.location}</dt>
              <dd lang={english} className="font-semibold">
                {SAMPLE_HERO.location}
              </dd>
            </div>
            <div>
              <dt className="text-brand-100">{words.hero.stipend}</dt>
              <dd lang={english} className="font-semibold">
                {SAMPLE_HERO.stipend}
              </dd>
            </div>
            <div>
              <dt className="text-brand-100">{words.hero.applyBy}</dt>
              <dd lang={english} className="font-semibold">
                {SAMPLE_HERO.deadline}
              </dd>
            </div>
          </dl>
        </article>
      </section>

      <section aria-labelledby="idea-carousel" className="mt-12">
        <h2 id="idea-carousel" className="text-2xl font-semibold">
          {words.carousel.heading}
        </h2>
        <p className="mt-2 text-slate-700">{words.carousel.text}</p>
        <div
          role="region"
          aria-label={words.carousel.label}
          tabIndex={0}
          className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {SAMPLE_CAROUSEL.map((listing) => (
            <article
              key={listing.title}
              className="flex shrink-0 basis-full snap-start flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:basis-[calc(50%-0.5rem)] lg:basis-[calc(33.333%-0.67rem)]"
            >
              <Badges listing={listing} types={words.types} />
              <h3 lang={english} className="mt-3 text-lg font-semibold">
                {listing.title}
              </h3>
              <p lang={english} className="text-sm text-slate-600">
                {listing.organization}
              </p>
              <p lang={english} className="mt-3 flex-1 text-sm text-slate-700">
                {listing.blurb}
              </p>
              <p lang={english} className="mt-4 text-sm font-medium">
                {listing.stipend}
              </p>
              <p className="text-xs text-slate-600">{words.carousel.applyBy.replace("{date}", listing.deadline)}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="needed" className="mt-12 rounded-lg border border-amber-300 bg-amber-50 p-6">
        <h2 id="needed" className="text-xl font-semibold">
          {words.needed.heading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          {Object.entries(words.needed.items).map(([key, item]) => (
            <NeededItem key={key} item={item} />
          ))}
        </ul>
      </section>

      <p className="mt-10">
        <LocalLink to={href("/")} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {words.backToHome}
        </LocalLink>
      </p>
    </main>
  );
}
