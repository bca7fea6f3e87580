/**
 * The status transition tables, for both kinds of listing.
 * Client-safe: the pages show exactly the buttons these tables allow, and the
 * server refuses everything else (write.server.ts, jobs.server.ts).
 */
import type { ListingStatus } from "../../db/schema";

export type TransitionAction = "approve" | "reject" | "publish" | "unpublish";

export interface Transition {
  from: ListingStatus;
  to: ListingStatus;
  action: TransitionAction;
  label: string;
  /** Kept for the API (the spec's table) but not offered as a button: a better one does the job. */
  apiOnly?: boolean;
}

/** Opportunities: Approve publishes; Reject needs a non-empty reason. No action for rejected or expired. */
export const OPPORTUNITY_TRANSITIONS: readonly Transition[] = [
  { from: "pending", to: "published", action: "approve", label: "Approve" },
  { from: "pending", to: "rejected", action: "reject", label: "Reject" },
  { from: "draft", to: "published", action: "publish", label: "Publish" },
  { from: "published", to: "draft", action: "unpublish", label: "Unpublish" },
];

/**
 * Legacy jobs: Approve publishes, in one step like an opportunity (docs/decisions/202); the spec's
 * pending→draft stays for the API. Reject carries the fixed reason.
 */
export const JOB_TRANSITIONS: readonly Transition[] = [
  { from: "pending", to: "published", action: "approve", label: "Approve" },
  { from: "pending", to: "draft", action: "approve", label: "Approve as draft", apiOnly: true },
  { from: "pending", to: "rejected", action: "reject", label: "Reject" },
  { from: "draft", to: "published", action: "publish", label: "Publish" },
  { from: "published", to: "draft", action: "unpublish", label: "Unpublish" },
];

export function findTransition(table: readonly Transition[], from: string, to: string): Transition | undefined {
  return table.find((t) => t.from === from && t.to === to);
}

/** The buttons a card offers from `from`. */
export function transitionsFrom(table: readonly Transition[], from: string): Transition[] {
  return table.filter((t) => t.from === from && !t.apiOnly);
}

export function transitionByAction(table: readonly Transition[], from: string, action: string): Transition | undefined {
  return table.find((t) => t.from === from && t.action === action);
}

export const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  draft: "Draft",
  published: "Published",
  rejected: "Rejected",
  expired: "Expired",
};

export function statusBadgeClass(status: string): string {
  switch (status) {
    case "published":
      return "bg-green-100 text-green-800";
    case "pending":
      return "bg-amber-100 text-amber-900";
    case "draft":
      return "bg-slate-200 text-slate-800";
    case "rejected":
      return "bg-red-100 text-red-800";
    default:
      return "bg-gray-100 text-gray-800";
  }
}
