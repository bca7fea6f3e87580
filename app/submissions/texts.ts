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
