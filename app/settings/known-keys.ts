/**
 * The site settings the public site reads (documented in docs/site-settings.md). Any other
 * key can be stored but is not used by a page. Known keys must keep their type,
 * and some have extra rules (an email, a URL).
 */
export { DEFAULT_HERO_TAGLINE, DEFAULT_HERO_TITLE } from "./hero-defaults";

import { languageName, TRANSLATED_LANGUAGES } from "~/i18n/locales";
import { GRIEVANCE_CONTACT_KEY, RETENTION_PERIODS } from "~/privacy/periods";

export type SiteSettingType = "text" | "image" | "html" | "color";

export interface KnownSiteSetting {
  key: string;
  type: SiteSettingType;
  label: string;
  description: string;
}

export const KNOWN_SITE_SETTINGS: KnownSiteSetting[] = [
  { key: "site_name", type: "text", label: "Site name", description: "Brand name in page titles, social previews and the header (env SITE_NAME when unset)." },
  { key: "site_description", type: "text", label: "Default description", description: "Meta description of pages without their own." },
  { key: "support_email", type: "text", label: "Support email", description: "Contact address in the footer and on the submission success screen (env SUPPORT_EMAIL when unset)." },
  { key: "hero_title", type: "text", label: "Home hero title", description: "The big heading on the home page." },
  { key: "hero_tagline", type: "text", label: "Home hero tagline", description: "The line under the home page heading." },
  { key: "default_social_image", type: "image", label: "Default social image", description: "Open Graph / Twitter image of pages without their own (1200x630 recommended)." },
  { key: "brand_color", type: "color", label: "Brand colour", description: "The browser theme colour (meta theme-color)." },
  { key: "footer_note", type: "html", label: "Footer note", description: "A short note in the footer (sanitised HTML)." },
  { key: "review_turnaround", type: "text", label: "Review turnaround", description: "How long reviews take, as told to posters (e.g. 24-48 hours)." },
  { key: "about_intro", type: "text", label: "About introduction", description: "The paragraph under the About page's heading; empty shows the built-in text." },
  { key: "terms_intro", type: "text", label: "Terms introduction", description: "A paragraph under the Terms page's heading (who runs the board, say); empty shows none." },
  { key: "blog_intro", type: "html", label: "Blog introduction", description: "HTML shown above the post list at /blog (sanitised)." },
  {
    key: GRIEVANCE_CONTACT_KEY,
    type: "text",
    label: "Grievance contact",
    description: "The person and address the privacy notice names for complaints about personal data (e.g. Asha Rao, privacy@example.org). Required before the board goes public: the dashboard warns while it is empty.",
  },
  // How long each kind of personal data is kept: the retention job and the privacy notice read the same values.
  ...Object.values(RETENTION_PERIODS).map((period) => ({
    key: period.key,
    type: "text" as const,
    label: period.label,
    description: `A whole number of ${period.unit} (default ${period.defaultValue}); the privacy notice states it (docs/personal-data.md).`,
  })),
];

/** Settings whose value is a whole number of days or months. */
export const WHOLE_NUMBER_SETTING_KEYS: ReadonlySet<string> = new Set(Object.values(RETENTION_PERIODS).map((period) => period.key));

/**
 * Settings that are sentences a visitor reads: each has a value per interface language
 * (`review_turnaround_hi` beside `review_turnaround`, decision 302). A page in another language
 * reads only its own value and otherwise shows the built-in words of its language, never the
 * English value inside its sentences.
 */
export const LOCALIZED_SETTING_KEYS = ["hero_title", "hero_tagline", "review_turnaround", "site_description", "about_intro", "terms_intro", "footer_note"] as const;

/** Localised settings whose English value stands in (marked as English) while a language's is unset. */
export const ENGLISH_FALLBACK_KEYS: readonly string[] = ["footer_note"];

/** "review_turnaround" in a language: itself in English, "review_turnaround_hi" in Hindi. */
export function settingKeyIn(key: string, language: string): string {
  return language === "en" ? key : `${key}_${language}`;
}

for (const language of TRANSLATED_LANGUAGES) {
  for (const key of LOCALIZED_SETTING_KEYS) {
    const english = KNOWN_SITE_SETTINGS.find((s) => s.key === key)!;
    const name = languageName(language);
    const fallback = ENGLISH_FALLBACK_KEYS.includes(key) ? `the English ${english.label.toLowerCase()}, marked as English` : `their built-in ${name} text`;
    KNOWN_SITE_SETTINGS.push({
      key: settingKeyIn(key, language),
      type: english.type,
      label: `${english.label} (${name})`,
      description: `${english.description} In ${name}, for the ${name} pages; empty shows ${fallback}.`,
    });
  }
}

export function knownSiteSetting(key: string): KnownSiteSetting | undefined {
  return KNOWN_SITE_SETTINGS.find((s) => s.key === key);
}
