/**
 * Words of the submit page per opportunity type: heading,
 * intro, page title, labels, toasts, and the messages of the submission schema.
 * Message ids with their English text (ICU); the Hindi is in app/i18n/hi.ts
 * (decisions 280, 281). Client-safe.
 */
import { defineTexts, type Msg } from "~/i18n/define-texts";
import type { SubmitType } from "./form-constants";

/** One type's words: the same keys for internship, fellowship and course. */
const copy = (
  heading: string,
  intro: string,
  tab: string,
  positionTitleLabel: string,
  positionTitleHint: string,
  descriptionHint: string,
  offersStipendLabel: string,
  submitAnother: string,
  submitButton: string,
  description: string,
  thanks: string,
  toastSuccess: string,
  toastFailed: string,
) =>
  ({
    /** 'Submit an Internship' — also the page title, followed by ' - {site name}'. */
    heading,
    intro,
    /** The tab's label. */
    tab,
    positionTitleLabel,
    positionTitleHint,
    descriptionHint,
    offersStipendLabel,
    submitAnother,
    submitButton,
    /** The page's meta description. */
    description,
    /** The success screen's heading. */
    thanks,
    toastSuccess,
    toastFailed,
  }) as const;

const TEXTS = defineTexts("submissions", {
  copy: {
    internship: copy(
      "Submit an Internship",
      "Share an internship with students and early-career people who want to work for social and environmental impact. Posting is free; our team reviews every submission before it is published.",
      "Internship",
      "Position title",
      "For example: Climate Research Intern. 5 to 100 characters.",
      "What will the intern work on and learn? 50 to 2000 characters.",
      "This internship offers a stipend",
      "Submit another internship",
      "Submit internship",
      "Post an internship for free on {siteName}. Our team reviews every submission and publishes it within {turnaround}.",
      "Thank you! Your internship has been submitted.",
      // Nothing is public until a moderator approves it (docs/decisions/143).
      "Your internship has been submitted for review.",
      "Failed to post internship. Please try again.",
    ),
    fellowship: copy(
      "Submit a Fellowship",
      "Share a fellowship programme with people starting a career of impact. Posting is free; our team reviews every submission before it is published.",
      "Fellowship",
      "Name of fellowship",
      "For example: Rural Education Fellowship 2026. 5 to 100 characters.",
      "What will fellows do, and what support do they get? 50 to 2000 characters.",
      "This fellowship offers a stipend",
      "Submit another fellowship",
      "Submit fellowship",
      "Post a fellowship for free on {siteName}. Our team reviews every submission and publishes it within {turnaround}.",
      "Thank you! Your fellowship has been submitted.",
      "Your fellowship has been submitted for review.",
      "Failed to post fellowship. Please try again.",
    ),
    course: copy(
      "Submit a Course",
      "Share a course that helps people build the skills for a career of impact. Posting is free; our team reviews every submission before it is published.",
      "Course",
      "Course name",
      "For example: Foundations of Sustainable Development. 5 to 100 characters.",
      "What will learners cover, and how is the course run? 50 to 2000 characters.",
      "This course offers a stipend or scholarship",
      "Submit another course",
      "Submit course",
      "Post a course for free on {siteName}. Our team reviews every submission and publishes it within {turnaround}.",
      "Thank you! Your course has been submitted.",
      "Your course has been submitted for review.",
      "Failed to post course. Please try again.",
    ),
    job: copy(
      "Submit a Job",
      "Share a paid job with people who want a career of social and environmental impact. Posting is free; our team reviews every submission before it is published.",
      "Job",
      "Job title",
      "For example: Programme Officer, Water. 5 to 100 characters.",
      "What will the person do, and who will they work with? 50 to 2000 characters.",
      "This job states its salary",
      "Submit another job",
      "Submit job",
      "Post a job for free on {siteName}. Our team reviews every submission and publishes it within {turnaround}.",
      "Thank you! Your job has been submitted.",
      "Your job has been submitted for review.",
      "Failed to post the job. Please try again.",
    ),
  },
  /** Toast texts of §8. */
  toasts: {
    success: "Success!",
    error: "Error",
    fallback: "Failed to create opportunity",
    tooQuickTitle: "Submission error",
    tooQuick: "Please wait a few seconds and submit again",
    rateLimited:
      "{minutes, plural, one {Too many submissions from your network. Please try again in # minute.} other {Too many submissions from your network. Please try again in # minutes.}}",
  },
  page: {
    backToListings: "Back to opportunities",
    errorTitle: "Error",
    /** The spec's review time (the `review_turnaround` setting replaces it, as written). */
    defaultTurnaround: "24-48 hours",
  },
  form: {
    typesNav: "Type of opportunity",
    problemTitle: "There is a problem with your submission",
    /** Without JavaScript an address typed without https:// is completed by the server and shown before it is saved. */
    schemeAdded: "We added https:// to this address: check it and send the form again",
    choose: "Choose…",
    optional: "(optional)",
    companyName: "Organisation name",
    companyNameHint: "3 to 100 characters.",
    category: "Category",
    location: "Location type",
    duration: "Duration",
    /** The options' labels, in LOCATION_VALUES' and DURATION_VALUES' order (the values stay English). */
    locations: { remote: "Remote (Work From Home)", inPerson: "In-Person (On-Site)", both: "Both Remote & In-Person" },
    durations: { "1-3": "1-3 months", "3-6": "3-6 months", "6+": "6+ months" },
    stipend: "Stipend",
    /** A job's pay (instead of the stipend's box and amount). */
    salary: "Salary",
    salaryHint: "For example: ₹25,000 a month. At most 50 characters.",
    stipendAmount: "Stipend amount",
    stipendAmountHint: "For example: ₹10,000/month. At most 50 characters.",
    stipendAmountHintNoScript: "Only if you ticked the box above. For example: ₹10,000/month. At most 50 characters.",
    description: "Description",
    requirements: "Requirements",
    requirementsHint: "Who can apply: education, skills, experience. 30 to 1000 characters.",
    instructions: "Application instructions",
    instructionsHint: "How to apply and what to send. 10 to 500 characters.",
    applicationUrl: "Application URL",
    applicationUrlHint: "The page where people apply, starting with https://",
    logo: "Organisation logo URL",
    logoHint: "A link to your logo image, starting with https://. Recommended size: 200x200px.",
    skills: "Skills",
    skillsHint: "Separate skills with commas or new lines, for example: Research, Excel, Hindi. At most 10.",
    deadline: "Application deadline",
    deadlineHint: "The last day to apply, up to {days} days from today. The listing closes on its own after it.",
    posterEmail: "Your email (never shown publicly)",
    posterEmailHint: "We send you a private link to edit or close this listing, and news of the review.",
    /** "I agree to the {Terms and Conditions}": the words around the link. */
    termsBefore: "I agree to the ",
    termsLink: "Terms and Conditions",
    termsAfter: "",
    opensInNewTab: " (opens in a new tab)",
    submitting: "Submitting...",
  },
  success: {
    review: "Our team will review your submission to ensure it meets our guidelines and publish it within {turnaround}.",
    /** "If you have any questions, please contact us at {email}." */
    questionsBefore: "If you have any questions, please contact us at ",
    questionsAfter: ".",
    returnHome: "Return to home",
  },
  /**
   * The schema's messages (schema.ts): the schema carries their ids, and each reply is
   * written in the page's language (errors.ts); the JSON API answers in English.
   */
  errors: {
    companyNameRequired: "Organisation name is required",
    companyNameMin: "Organisation name must be at least 3 characters",
    companyNameMax: "Organisation name cannot exceed 100 characters",
    positionTitleMin: "Position title must be at least 5 characters",
    positionTitleMax: "Position title cannot exceed 100 characters",
    category: "Please select a valid category",
    location: "Please select a valid location type",
    duration: "Please select a valid duration",
    stipendTooLong: "Stipend amount is too long",
    stipendRequired: "Stipend amount is required when stipend is offered",
    descriptionMin: "Description must be at least 50 characters",
    descriptionMax: "Description cannot exceed 2000 characters",
    requirementsMin: "Requirements must be at least 30 characters",
    requirementsMax: "Requirements cannot exceed 1000 characters",
    instructionsMin: "Application instructions must be at least 10 characters",
    instructionsMax: "Application instructions cannot exceed 500 characters",
    applicationUrl: "Please enter a valid application URL",
    terms: "You must agree to the terms and conditions",
    prohibited: "This field contains prohibited content",
    tooManyUrls: "Too many URLs detected",
    // Not given by the spec (docs/decisions/050-submission-rules.md):
    opportunityType: "Please select a valid opportunity type",
    offersStipend: "Please say whether a stipend is offered",
    companyLogo: "Please enter a valid logo URL starting with http:// or https://",
    tooManySkills: "You can list at most {maxSkills} skills",
    skillTooLong: "Each skill must be at most 50 characters",
    notText: "Please enter text",
    // Shared with the admin's editor, which shows them as written (deadline-city-values.ts, text-schema.ts, mail/address.ts):
    deadline: "Please choose a deadline between today and {deadlineDays} days from now",
    tooManyCities: "Please list at most {maxCities} cities, separated by commas",
    city: "Each city must be at most {cityLength} characters of letters, spaces, dots or hyphens",
    controlCharacters: "Text must not contain control characters (such as NUL)",
    oneLine: "Please write this on one line, without line breaks or tabs",
    directionCharacters: "Please remove the hidden characters that change the direction of the text",
    invisibleOnly: "Please enter visible text, not only spaces or invisible characters",
    repeatedMarks: "Please do not pile up accents or vowel signs on one letter",
    email: "Please enter a valid email address",
    /** The title's messages on a form whose title field has another label (the spec's name it "Position title"; decision 353). */
    fellowshipTitleMin: "Name of fellowship must be at least 5 characters",
    fellowshipTitleMax: "Name of fellowship cannot exceed 100 characters",
    courseTitleMin: "Course name must be at least 5 characters",
    courseTitleMax: "Course name cannot exceed 100 characters",
  },
});

export type SubmitCopy = (typeof TEXTS.copy)[SubmitType];

export const SUBMIT_COPY: Record<SubmitType, SubmitCopy> = TEXTS.copy;
export const SUBMIT_TOASTS = TEXTS.toasts;
/** The /submit page's form and its success screen. */
export const SUBMIT_TEXTS = { page: TEXTS.page, form: TEXTS.form, success: TEXTS.success } as const;
/** The submission schema's messages, by name. */
export const SUBMISSION_ERRORS: Record<keyof typeof TEXTS.errors, Msg> = TEXTS.errors;
export const SUBMISSION_TEXTS = TEXTS;
