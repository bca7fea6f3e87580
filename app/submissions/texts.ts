/**
 * Words of the submit page per opportunity type (public-side.md §2, §8): heading,
 * intro, page title, labels, toasts. Client-safe.
 */
import type { OpportunityType } from "~/opportunities/constants";

export interface SubmitCopy {
  /** 'Submit an Internship' — also the page title, followed by ' - {site name}'. */
  heading: string;
  intro: string;
  /** The tab's label. */
  tab: string;
  /** Lower-case noun for sentences: "internship". */
  noun: string;
  positionTitleLabel: string;
  positionTitleHint: string;
  descriptionHint: string;
  offersStipendLabel: string;
  /** 'Submit Another Internship' */
  submitAnother: string;
  submitButton: string;
  /** The noun with its article, for the page's description: "an internship". */
  withArticle: string;
}

export const SUBMIT_COPY: Record<OpportunityType, SubmitCopy> = {
  internship: {
    heading: "Submit an Internship",
    intro:
      "Share an internship with students and early-career people who want to work for social and environmental impact. Posting is free; our team reviews every submission before it is published.",
    tab: "Internship",
    noun: "internship",
    positionTitleLabel: "Position Title",
    positionTitleHint: "For example: Climate Research Intern. 5 to 100 characters.",
    descriptionHint: "What will the intern work on and learn? 50 to 2000 characters.",
    offersStipendLabel: "This internship offers a stipend",
    submitAnother: "Submit Another Internship",
    submitButton: "Submit Internship",
    withArticle: "an internship",
  },
  fellowship: {
    heading: "Submit a Fellowship",
    intro:
      "Share a fellowship programme with people starting a career of impact. Posting is free; our team reviews every submission before it is published.",
    tab: "Fellowship",
    noun: "fellowship",
    positionTitleLabel: "Name of Fellowship",
    positionTitleHint: "For example: Rural Education Fellowship 2026. 5 to 100 characters.",
    descriptionHint: "What will fellows do, and what support do they get? 50 to 2000 characters.",
    offersStipendLabel: "This fellowship offers a stipend",
    submitAnother: "Submit Another Fellowship",
    submitButton: "Submit Fellowship",
    withArticle: "a fellowship",
  },
  course: {
    heading: "Submit a Course",
    intro:
      "Share a course that helps people build the skills for a career of impact. Posting is free; our team reviews every submission before it is published.",
    tab: "Course",
    noun: "course",
    positionTitleLabel: "Course Name",
    positionTitleHint: "For example: Foundations of Sustainable Development. 5 to 100 characters.",
    descriptionHint: "What will learners cover, and how is the course run? 50 to 2000 characters.",
    offersStipendLabel: "This course offers a stipend or scholarship",
    submitAnother: "Submit Another Course",
    submitButton: "Submit Course",
    withArticle: "a course",
  },
};

/** Toast texts of §8. */
export const SUBMIT_TOASTS = {
  success: (type: OpportunityType) => ({
    message: "Success!",
    // Nothing is public until a moderator approves it (docs/decisions/143).
    description: `Your ${type} has been submitted for review.`,
  }),
  error: (description: string) => ({ message: "Error", description }),
  failed: (type: OpportunityType) => `Failed to post ${type}. Please try again.`,
  fallback: "Failed to create opportunity",
  tooQuick: { message: "Submission Error", description: "Please wait a few seconds and submit again" },
} as const;

/** The /submit page's form and its success screen. */
export const SUBMIT_TEXTS = {
  page: {
    backToListings: "Back to Listings",
    errorTitle: "Error",
    description: (withArticle: string, siteName: string, turnaround: string) =>
      `Post ${withArticle} for free on ${siteName}. Our team reviews every submission and publishes it within ${turnaround}.`,
  },
  form: {
    typesNav: "Type of opportunity",
    problemTitle: "There is a problem with your submission",
    choose: "Choose…",
    companyName: "Organization Name",
    companyNameHint: "3 to 100 characters.",
    category: "Category",
    location: "Location Type",
    duration: "Duration",
    stipend: "Stipend",
    stipendAmount: "Stipend Amount",
    stipendAmountHint: "For example: ₹10,000/month. At most 50 characters.",
    stipendAmountHintNoScript: "Only if you ticked the box above. For example: ₹10,000/month. At most 50 characters.",
    description: "Description",
    requirements: "Requirements",
    requirementsHint: "Who can apply: education, skills, experience. 30 to 1000 characters.",
    instructions: "Application Instructions",
    instructionsHint: "How to apply and what to send. 10 to 500 characters.",
    applicationUrl: "Application URL",
    applicationUrlHint: "The page where people apply, starting with https://",
    logo: "Organization Logo URL",
    logoHint: "A link to your logo image, starting with https://. Recommended size: 200x200px.",
    skills: "Skills",
    skillsHint: "Separate skills with commas or new lines, for example: Research, Excel, Hindi. At most 10.",
    deadline: "Application Deadline",
    deadlineHint: (days: number) =>
      `The last day to apply, up to ${days} days from today. The listing closes on its own after it.`,
    city: "City",
    cityHint: (max: number) =>
      `For in-person and hybrid listings: up to ${max} cities, separated by commas, for example: Pune, Mumbai.`,
    posterEmail: "Your email (never shown publicly)",
    posterEmailHint: "We send you a private link to edit or close this listing, and news of the review.",
    /** "I agree to the {Terms and Conditions}": the words around the link. */
    termsBefore: "I agree to the ",
    termsLink: "Terms and Conditions",
    opensInNewTab: " (opens in a new tab)",
    submitting: "Submitting...",
  },
  success: {
    heading: (noun: string) => `Thank you! Your ${noun} has been submitted.`,
    review: (turnaround: string) =>
      `Our team will review your submission to ensure it meets our guidelines and publish it within ${turnaround}.`,
    /** "If you have any questions, please contact us at {email}." */
    questionsBefore: "If you have any questions, please contact us at ",
    questionsAfter: ".",
    returnHome: "Return to Home",
  },
} as const;
