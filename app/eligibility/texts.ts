/**
 * The words of who can apply (docs/who-can-apply.md): the listing page's block, the cards, the
 * forms' fields and their messages, the board's filters. Ids with their English text; the other
 * languages are in app/i18n/locales/*.po. Language names come from Intl in the page's language.
 */
import { defineTexts } from "~/i18n/define-texts";

export const WHO_TEXTS = defineTexts("who", {
  openTo: {
    anyone: "Anyone",
    "first-year": "First-year students",
    "second-year": "Second-year students",
    "third-year": "Third-year students",
    "final-year": "Final-year students",
    graduates: "Graduates",
    postgraduates: "Postgraduates",
  },
  perks: {
    certificate: "Certificate",
    "letter-of-recommendation": "Letter of recommendation",
    "flexible-hours": "Flexible hours",
    "travel-reimbursed": "Travel reimbursed",
    meals: "Meals",
    housing: "Housing",
    "pre-placement-offer": "Pre-placement offer",
  },
  programmes: {
    women: "A programme for women",
    "women-returning": "A programme for women returning to work",
    "persons-with-disabilities": "A programme for persons with disabilities",
    "first-generation-learners": "A programme for first-generation learners",
  },
  block: {
    heading: "Who can apply",
    partTime: "Part-time",
    partTimeHours: "Part-time, {hours} hours a week",
    hours: "{hours} hours a week",
    languages: "Work in {languages}",
    openings: "{count, plural, one {# opening} other {# openings}}",
    accessibility: "Accessibility: {note}",
  },
  card: {
    partTime: "Part-time",
  },
  field: {
    legend: "Who can apply",
    openTo: "Open to",
    openToHint: "Leave all unticked if anyone can apply.",
    partTime: "This is part-time",
    hoursPerWeek: "Hours a week",
    hoursHint: "Optional, 1 to 60.",
    workLanguages: "Languages of work",
    workLanguagesHint: "Optional, up to five.",
    openings: "Number of openings",
    openingsHint: "Optional, 1 to 500.",
    perks: "Perks",
    programmeFor: "A declared programme",
    programmeNone: "None: open to all",
    programmeHint: "The only limit on who may apply that we accept; our team checks it.",
    accessibility: "Accessibility note",
    accessibilityHint: "Optional: an accessible workplace, or whom to contact for adjustments. One line, up to 200 characters.",
  },
  // The schema's messages (fields.ts), found by id on every form (app/submissions/errors.ts).
  errors: {
    openTo: "Choose who can apply from the list",
    partTime: "Part-time must be yes or no",
    hoursPerWeek: "Enter the hours a week as a whole number from 1 to 60",
    workLanguages: "Choose the languages of work from the list",
    tooManyLanguages: "Choose at most five languages of work",
    openings: "Enter the number of openings as a whole number from 1 to 500",
    perks: "Choose the perks from the list",
    programmeFor: "Choose a programme from the list",
    accessibility: "Keep the accessibility note to one line of at most 200 characters",
  },
  filters: {
    openTo: "Open to",
    anyYear: "Any year",
    partTime: "Part-time only",
    workLanguage: "Language of work",
    anyLanguage: "Any language",
    perks: "Perks",
    programmeFor: "Programme",
    anyProgramme: "Any",
  },
  /** A board search in words (app/search/filters-in-words.ts: alert pages and mails, feed titles), after the other filters. */
  inWords: {
    /** {who}: a value of who.openTo, its first letter lower-cased where the script has cases. */
    openTo: "open to {who}",
    partTime: "part-time",
    workLanguage: "work in {language}",
    perks: {
      certificate: "with a certificate",
      "letter-of-recommendation": "with a letter of recommendation",
      "flexible-hours": "with flexible hours",
      "travel-reimbursed": "with travel reimbursed",
      meals: "with meals",
      housing: "with housing",
      "pre-placement-offer": "with a pre-placement offer",
    },
  },
});
