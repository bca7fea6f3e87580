/**
 * The action row of every moderation card (opportunity, legacy job, report): one order
 * everywhere, so a moderator's hand finds the same button in the same place —
 * decisions that keep or publish, then the one that takes down (reject, unpublish with a
 * note), then Feature, Edit, and Delete last.
 */
import type { ReactNode } from "react";

export function CardActions({
  decisions,
  takeDown,
  feature,
  edit,
  remove,
}: {
  decisions?: ReactNode;
  takeDown?: ReactNode;
  feature?: ReactNode;
  edit?: ReactNode;
  remove?: ReactNode;
}) {
  return (
    <div className="mt-auto flex flex-wrap items-start gap-2 pt-4" data-testid="card-actions">
      {decisions}
      {takeDown}
      {feature}
      {edit}
      {remove}
    </div>
  );
}

/** A take-down that needs a reason: a disclosure in the row that opens to its form (full width when open). */
export const takeDownDisclosureClass = "open:w-full";
