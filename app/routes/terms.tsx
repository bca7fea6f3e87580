import { href, Link } from "react-router";
import type { Route } from "./+types/terms";
import { pageMeta } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site";
import { NO_FEES_RULE } from "~/trust/texts";

export const TERMS_LAST_UPDATED = "April 8, 2025";

interface TermsSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** The 12 sections (public-side.md §2, Terms); `{site}` and `{email}` are filled in from configuration. */
const SECTIONS: TermsSection[] = [
  {
    title: "Acceptance of these Terms",
    paragraphs: [
      "By using {site} (the \u201cplatform\u201d), including browsing listings or posting an opportunity, you agree to these Terms and Conditions. If you do not agree, please do not use the platform.",
    ],
  },
  {
    title: "About the platform",
    paragraphs: [
      "{site} is a free job board that lists internships, fellowships, courses and similar opportunities offered by social and environmental organisations in India. We do not employ applicants, run the listed programmes or take part in any selection process.",
    ],
  },
  {
    title: "Obligations of organisations posting opportunities",
    paragraphs: ["Anyone who submits an opportunity confirms and agrees that they:"],
    items: [
      "are at least 18 years old;",
      "represent an organisation that is legally operating in India;",
      "have the authority to post the opportunity on behalf of that organisation;",
      "provide information that is accurate, complete and kept up to date, including the stipend and the application deadline;",
      "will handle applications lawfully and respectfully, and will not charge applicants any fee to apply.",
    ],
  },
  {
    title: "Content standards for listings",
    paragraphs: [
      "Listings must describe a genuine opportunity. We do not accept listings that are misleading, discriminatory, unlawful, or that promote gambling, lotteries, loans, cryptocurrency schemes, medicines or other unrelated products, or that ask applicants for payment or sensitive personal data up front.",
      NO_FEES_RULE,
      "Visitors can report a listing from its page. A listing reported as a scam by several people is hidden while our team reviews it.",
    ],
  },
  {
    title: "Review and publication",
    paragraphs: [
      "Our team reviews every submission and aims to publish approved listings within 24-48 hours. We may edit listings for clarity or formatting, decline or remove any listing at our discretion, and mark listings as expired after their deadline.",
    ],
  },
  {
    title: "Applications and dealings with organisations",
    paragraphs: [
      "Applications are made directly to the organisation through the link it provides. Any agreement, stipend, certificate or other arrangement is solely between the applicant and the organisation. Applicants should verify an organisation before sharing personal information.",
    ],
  },
  {
    title: "Accounts and security",
    paragraphs: [
      "Browsing and posting need no account. Where accounts exist (for example for administrators), you are responsible for keeping your credentials and two-factor device safe and for all activity under your account.",
    ],
  },
  {
    title: "Acceptable use",
    paragraphs: [
      "You agree not to misuse the platform: no automated bulk submissions, spam, scraping that burdens the service, attempts to access accounts or data that are not yours, or interference with the platform's security or operation.",
    ],
  },
  {
    title: "Intellectual property",
    paragraphs: [
      "By submitting a listing, including an organisation's name and logo, you grant {site} a non-exclusive, royalty-free licence to display and share it on the platform and in related promotion. The platform's own design and content remain ours.",
    ],
  },
  {
    title: "Privacy",
    paragraphs: [
      "We collect only what we need to run the platform and review submissions, and we handle it in line with applicable Indian law, including the Digital Personal Data Protection Act, 2023. We do not sell personal data.",
      "To learn what works, we count how often each listing is viewed and its Apply button is used, and what people search for on the board, as daily totals. Each person is counted at most once a day per listing, without cookies and without storing IP addresses: the address and the browser's name are mixed with a random key that lives only in the server's memory and changes every day, and only that mixed value is kept, until the next day. Bots, link prefetches, the site's administrators and browsers that send Global Privacy Control are not counted. A search is shown to our team only when at least three different people made it on the same day. Organisations see the totals of their own listings; no one sees who viewed or applied. Daily totals are deleted after 400 days.",
    ],
  },
  {
    title: "Disclaimers and limitation of liability",
    paragraphs: [
      "The platform is provided \u201cas is\u201d. We do not guarantee the accuracy of listings, the outcome of any application or the conduct of any organisation or applicant. To the extent permitted by law, {site} is not liable for any loss arising from the use of the platform or of any listing.",
    ],
  },
  {
    title: "Governing law, changes and contact",
    paragraphs: [
      "These Terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute. We may update these Terms from time to time; the date below shows the latest change, and continued use means you accept the updated Terms. Questions about these Terms go to {email}.",
    ],
  },
];

export default function Terms() {
  const { siteName, supportEmail } = useSiteConfig();
  const fill = (text: string) => text.replaceAll("{site}", siteName).replaceAll("{email}", supportEmail);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10">
      <Link to={href("/")} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        ← Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Terms and Conditions</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated: {TERMS_LAST_UPDATED}</p>

      <ol className="mt-8 space-y-8">
        {SECTIONS.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs?.map((p) => (
                <p key={p} className="mt-3 text-slate-700">
                  {fill(p)}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </li>
        ))}
      </ol>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Terms and Conditions",
    description:
      "The terms for using the job board and for organisations posting internships, fellowships and courses.",
    path: href("/terms"),
  });
}
