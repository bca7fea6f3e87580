/** The public content pages' and the blog's user-facing texts, by screen (docs/decisions/183-texts-per-capability.md). */
import { defineTexts } from "~/i18n/define-texts";
import { NO_FEES_RULE } from "~/trust/texts";

// ── The blog, content pages and the features preview (and their /hi twins, decision 267) ──

/** The blog's index and post pages: the words around the posts, which stay as the admin wrote them. */
export const BLOG_TEXTS = /* @__PURE__ */ defineTexts("blog", {
  index: {
    heading: "Blog",
    title: "Blog",
    titlePaged: "Blog (page {page})",
    description: "News, guides and stories about building a career of impact in India.",
    empty: "No posts yet. Check back soon.",
    pagesNav: "Blog pages",
    newer: "Newer posts",
    older: "Older posts",
  },
  post: {
    backToBlog: "Back to the blog",
    /** `{date}` becomes the post's <time>. */
    byline: "By {author} · {date}",
    teamAuthor: "{siteName} team",
  },
  /** Above a content page or post shown in English under a language's prefix, in that language (decision 360). */
  untranslated: "This page has not been translated yet: it is shown in English.",
});

/** /features-preview: a mock-up with sample data; the sample listings stay as written (English). */
export const FEATURES_PREVIEW_TEXTS = /* @__PURE__ */ defineTexts("featuresPreview", {
  title: "Features Preview",
  description: "A mock-up with sample data of two ways to feature opportunities: a hero feature and a featured carousel.",
  badge: "Mock-up · sample data",
  heading: "Features Preview",
  intro:
    "Two ideas for featuring opportunities on the home page. Everything below is sample data for illustration: these organisations and listings are fictional and cannot be applied to.",
  hero: {
    heading: "Idea 1: Hero feature",
    text: "One opportunity takes the spotlight at the top of the home page.",
    label: "Sample hero feature: {title}",
    featured: "Featured opportunity",
    location: "Location",
    stipend: "Stipend",
    applyBy: "Apply by",
  },
  carousel: {
    heading: "Idea 2: Featured carousel",
    text: "A row of featured opportunities above the results: one card per view on phones, two on tablets, three on larger screens. Scroll sideways to see more.",
    label: "Sample featured carousel",
    applyBy: "Apply by {date}",
  },
  needed: {
    heading: "What it would take",
    /** Each item is one sentence; `{term}` becomes its term in bold. */
    items: {
      field: { term: "A featured field", text: "{term} on each listing, so that the home page can ask for featured opportunities." },
      admin: { term: "Admin controls", text: "{term} to feature and unfeature a listing, and to choose which one is the hero." },
      pricing: {
        term: "Possible pricing",
        text: "{term} for organisations who want their opportunity featured, if featuring becomes a paid option.",
      },
    },
  },
  backToHome: "← Back to home",
});

// ── end of the blog, content pages and features preview block ──

/** The About page (and /hi/about): messages, the Hindi in app/i18n/hi.ts (decision 287). */
export const ABOUT_TEXTS = defineTexts("about", {
  title: "About",
  heading: "About {siteName}",
  intro: "{siteName} connects students and early-career people in India with organisations that work for social and environmental change.",
  description:
    "{siteName} connects students and early-career people in India with social and environmental organisations offering internships, fellowships and courses.",
  mission: "Our mission",
  missionText:
    "Many young people want a career that makes a difference but do not know where to start, and many impact organisations struggle to reach them. Our mission is to make it simple to find internships, fellowships and courses with India's changemakers, and to help those organisations find the people who will carry their work forward.",
  values: "Our values",
  valueList: {
    access: {
      title: "Access for everyone",
      text: "Browsing, searching and applying are free and need no account. Pages are small and work on slow mobile connections and without JavaScript.",
    },
    impact: {
      title: "Impact first",
      text: "We list opportunities with organisations working on social and environmental challenges: education, health, climate, livelihoods, rights and more.",
    },
    trust: {
      title: "Trust and transparency",
      text: "Every listing is reviewed by our team before it is published, and applications go straight to the organisation through its own link.",
    },
    free: {
      title: "Free for organisations",
      text: "Non-profits, social enterprises and foundations post internships, fellowships and courses at no cost, without creating an account.",
    },
  },
  how: "How it works",
  steps: {
    post: "Organisations post an opportunity for free through our submission form.",
    review: "Our team reviews each submission and publishes it within {turnaround}.",
    apply: "Visitors search and filter the listings, then apply through the organisation's own link.",
  },
  contact: "Get in touch",
  /** `{email}` becomes the support address's mailto link. */
  contactText: "Questions or feedback? Write to us at {email}.",
  browse: "Browse opportunities",
  post: "Post an opportunity",
});

/**
 * The Terms page's own words (and /hi/terms, a faithful Hindi
 * version where the English governs, decision 287); the sections are below. `{site}` and
 * `{email}` are filled in from configuration.
 */
export const TERMS_TEXTS = defineTexts("terms", {
  backToHome: "← Back to home",
  heading: "Terms and Conditions",
  lastUpdated: "Last updated: April 8, 2025",
  sectionHeading: "{number}. {title}",
  description: "The terms for using the job board and for organisations posting internships, fellowships and courses.",
  /** Shown on translations only (the Hindi page): the English Terms govern. */
  translationNote: "This translation is provided for convenience. If it differs from the English Terms and Conditions, the English version applies.",
});

/**
 * The Terms' 12 sections (each a title, paragraphs and maybe a list), read by the page's
 * loader only: the text reaches the browser in the page, not in its JavaScript or Hindi
 * catalogue (decision 287).
 */
export const TERMS_SECTION_TEXTS = /* @__PURE__ */ defineTexts("termsText", {
  acceptance: {
    title: "Acceptance of these terms",
    paragraphs: {
      a: "By using {site} (the \u201cplatform\u201d), including browsing listings or posting an opportunity, you agree to these Terms and Conditions. If you do not agree, please do not use the platform.",
    },
  },
  platform: {
    title: "About the platform",
    paragraphs: {
      a: "{site} is a free job board that lists internships, fellowships, courses and similar opportunities offered by social and environmental organisations in India. We do not employ applicants, run the listed programmes or take part in any selection process.",
    },
  },
  obligations: {
    title: "Obligations of organisations posting opportunities",
    paragraphs: { a: "Anyone who submits an opportunity confirms and agrees that they:" },
    items: {
      age: "are at least 18 years old;",
      legal: "represent an organisation that is legally operating in India;",
      authority: "have the authority to post the opportunity on behalf of that organisation;",
      accurate: "provide information that is accurate, complete and kept up to date, including the stipend and the application deadline;",
      lawful: "will handle applications lawfully and respectfully, and will not charge applicants any fee to apply.",
    },
  },
  standards: {
    title: "Content standards for listings",
    paragraphs: {
      a: "Listings must describe a genuine opportunity. We do not accept listings that are misleading, discriminatory, unlawful, or that promote gambling, lotteries, loans, cryptocurrency schemes, medicines or other unrelated products, or that ask applicants for payment or sensitive personal data up front.",
      b: NO_FEES_RULE,
      c: "Visitors can report a listing from its page. A listing reported as a scam by several people is hidden while our team reviews it.",
    },
  },
  review: {
    title: "Review and publication",
    paragraphs: {
      a: "Our team reviews every submission and aims to publish approved listings within 24-48 hours. We may edit listings for clarity or formatting, decline or remove any listing at our discretion, and mark listings as expired after their deadline.",
    },
  },
  applications: {
    title: "Applications and dealings with organisations",
    paragraphs: {
      a: "Applications are made directly to the organisation through the link it provides. Any agreement, stipend, certificate or other arrangement is solely between the applicant and the organisation. Applicants should verify an organisation before sharing personal information.",
    },
  },
  accounts: {
    title: "Accounts and security",
    paragraphs: {
      a: "Browsing and posting need no account. Where accounts exist (for example for administrators), you are responsible for keeping your credentials and two-factor device safe and for all activity under your account.",
    },
  },
  use: {
    title: "Acceptable use",
    paragraphs: {
      a: "You agree not to misuse the platform: no automated bulk submissions, spam, scraping that burdens the service, attempts to access accounts or data that are not yours, or interference with the platform's security or operation.",
    },
  },
  property: {
    title: "Intellectual property",
    paragraphs: {
      a: "By submitting a listing, including an organisation's name and logo, you grant {site} a non-exclusive, royalty-free licence to display and share it on the platform and in related promotion. The platform's own design and content remain ours.",
    },
  },
  privacy: {
    title: "Privacy",
    paragraphs: {
      a: "We collect only what we need to run the platform and review submissions, and we handle it in line with applicable Indian law, including the Digital Personal Data Protection Act, 2023. We do not sell personal data.",
      b: "To learn what works, we count how often each listing is viewed and its Apply button is used, and what people search for on the board, as daily totals. Each person is counted at most once a day per listing, without cookies and without storing IP addresses: the address (for IPv6, its network) is mixed with a random key that lives only in the server's memory and changes every day, and only that mixed value is kept, until the next day. Bots, link prefetches, the site's administrators and browsers that send Global Privacy Control are not counted. A search is shown to our team only when at least three different people made it on the same day. Organisations see the totals of their own listings; no one sees who viewed or applied. Daily totals are deleted after 400 days.",
    },
  },
  disclaimers: {
    title: "Disclaimers and limitation of liability",
    paragraphs: {
      a: "The platform is provided \u201cas is\u201d. We do not guarantee the accuracy of listings, the outcome of any application or the conduct of any organisation or applicant. To the extent permitted by law, {site} is not liable for any loss arising from the use of the platform or of any listing.",
    },
  },
  law: {
    title: "Governing law, changes and contact",
    paragraphs: {
      a: "These Terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute. We may update these Terms from time to time; the date below shows the latest change, and continued use means you accept the updated Terms. Questions about these Terms go to {email}.",
    },
  },
});
