/**
 * The action row of every moderation card (opportunity, legacy job, report): one order
 * everywhere, so a moderator's hand finds the same button in the same place —
 * decisions that keep or publish, then the one that takes down (reject, unpublish with a
 * note), then Feature, Edit, and Delete last.
 */
import type { ReactNode } from "react";
import { IntentButton } from "~/components/admin-screens";
import { Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import type { Transition } from "./transitions";

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

/** The row's decisions: one status button per transition that keeps or publishes (reject is the take-down). */
export function StatusDecisions({
  transitions,
  fields,
  title,
}: {
  transitions: readonly Transition[];
  fields: Record<string, string>;
  title: string;
}) {
  return (
    <>
      {transitions
        .filter((t) => t.action !== "reject")
        .map((t) => (
          <IntentButton
            key={t.action}
            intent="status"
            fields={{ ...fields, to: t.to }}
            className={t.action === "unpublish" ? buttonClass.secondary : buttonClass.success}
          >
            {t.label} <Sr>{title}</Sr>
          </IntentButton>
        ))}
    </>
  );
}
