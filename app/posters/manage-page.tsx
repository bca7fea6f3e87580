import type { ReactNode } from "react";
import { Form, href, useNavigation } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useDateLocale, useLocalePath, useT } from "~/i18n/translate";
import { formatDeadline, formatInstantDate } from "~/opportunities/listing-rules";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { describedBy, Field } from "~/ui/field";
import { DEADLINE_MAX_DAYS } from "~/submissions/deadline-city-values";
import { MANAGE_TEXT, POST_AGAIN_TEXT, STATUS_IN_WORDS } from "./texts";
import type { ManagedListing } from "./managed-listing.server";

const buttonClass =
  "rounded-md px-4 py-2 font-semibold focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2";

/** The private page behind a poster's manage link: the listing's state and what the poster can do with it. */
export function ManagePage({
  token,
  listing,
  bounds,
  deadlineErrors,
  confirm,
  reopenDeadline,
  stillOpen = null,
  children,
}: {
  token: string;
  listing: ManagedListing;
  bounds: { from: string; to: string };
  deadlineErrors: string[];
  /** The second step shown: closing or withdrawing, asked before it is done. */
  confirm: "close" | "withdraw" | null;
  /** A deadline posted for a closed listing: reopening is asked first. */
  reopenDeadline: string | null;
  /** "Is this still open?" was asked (or a mailed answer opened the page): its one-step answers. */
  stillOpen?: { asked: boolean; answer: "open" | "filled" | "later" | null } | null;
  /** More about the listing, after what the poster can do (its views and apply clicks). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const t = useT();
  const local = useLocalePath();
  const dates = useDateLocale();
  const deadline = (value: Date | string | number | null) => (value === null ? t(MANAGE_TEXT.noDeadline) : formatDeadline(value, dates));
  const busy = navigation.state !== "idle";
  const self = local(href("/manage/:token", { token }));
  const closed = listing.state === "closed";
  const canClose = listing.state === "published";
  const canWithdraw = listing.status === "pending";
  const canExtend = listing.status === "published" || listing.status === "pending" || closed;
  const canEdit = listing.status === "published" || listing.status === "pending" || listing.status === "rejected";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <p className="text-sm font-medium text-slate-600">{t(MANAGE_TEXT.kicker)}</p>
      <h1 className="mt-1 text-2xl font-bold">{listing.title}</h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold">{t(MANAGE_TEXT.type)}</dt>
        <dd>{t(OPPORTUNITY_TEXTS.types[listing.opportunityType])}</dd>
        <dt className="font-semibold">{t(MANAGE_TEXT.organization)}</dt>
        <dd>{listing.organization}</dd>
        <dt className="font-semibold">{t(MANAGE_TEXT.status)}</dt>
        <dd data-testid="manage-status">
          <strong>{t(STATUS_IN_WORDS[listing.state])}</strong>
          {listing.publicPath ? (
            <>
              {" · "}
              <a href={local(listing.publicPath)} className="text-brand-700 underline">
                {t(MANAGE_TEXT.seePublicPage)}
              </a>
            </>
          ) : null}
        </dd>
        {listing.state === "rejected" && listing.rejectionReason ? (
          <>
            <dt className="font-semibold">{t(MANAGE_TEXT.reason)}</dt>
            <dd data-testid="manage-reason">{listing.rejectionReason}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t(MANAGE_TEXT.deadline)}</dt>
        <dd>{deadline(listing.expiresAt)}</dd>
        {/* A listing is posted once it was public; before that it was only submitted. */}
        <dt className="font-semibold">{t(listing.publicPath ? MANAGE_TEXT.posted : MANAGE_TEXT.submitted)}</dt>
        <dd>{formatInstantDate(listing.postedAt, dates)}</dd>
      </dl>
      {listing.hasRevision ? (
        <p role="status" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-900">
          {t(MANAGE_TEXT.revisionWaiting)}
        </p>
      ) : null}

      {stillOpen && canClose ? <StillOpenQuestion answer={stillOpen.answer} self={self} busy={busy} /> : null}

      <h2 className="mt-8 text-lg font-semibold">{t(MANAGE_TEXT.whatYouCanDo)}</h2>
      <div className="mt-3 space-y-6">
        {canEdit ? (
          <p>
            <LocalLink to={href("/manage/:token/edit", { token })} className="font-semibold text-brand-700 underline">
              {t(MANAGE_TEXT.edit)}
            </LocalLink>
            <span className="block text-sm text-slate-600">
              {t(listing.status === "published" ? MANAGE_TEXT.editPublished : MANAGE_TEXT.editForReview)}
            </span>
          </p>
        ) : null}

        {reopenDeadline ? (
          <Form method="post" role="alert" className="rounded-md border-2 border-amber-400 bg-amber-50 p-4">
            <h3 className="font-semibold">{t(MANAGE_TEXT.reopenHeading)}</h3>
            <p className="mt-1 text-sm text-slate-800">
              {t(listing.status === "expired" ? MANAGE_TEXT.reopenForReview : MANAGE_TEXT.reopenToBoard)}{" "}
              {t(MANAGE_TEXT.reopenDeadline, { date: deadline(new Date(`${reopenDeadline}T00:00:00Z`)) })}
            </p>
            <input type="hidden" name="deadline" value={reopenDeadline} />
            <input type="hidden" name="reopen" value="yes" />
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="submit" name="intent" value="extend" disabled={busy} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
                {t(MANAGE_TEXT.reopenConfirm)}
              </button>
              <LocalLink to={self} className={`${buttonClass} border border-slate-300 text-slate-800`}>
                {t(MANAGE_TEXT.keepClosed)}
              </LocalLink>
            </div>
          </Form>
        ) : null}

        {canExtend && !reopenDeadline ? (
          <Form method="post" className="rounded-md border border-slate-200 p-4">
            <Field
              id="manage-deadline"
              label={t(closed ? MANAGE_TEXT.reopenLabel : MANAGE_TEXT.deadlineLabel)}
              hint={t(MANAGE_TEXT.deadlineHint, { days: DEADLINE_MAX_DAYS })}
              hintId="manage-deadline-hint"
              errorId="manage-deadline-error"
              errors={deadlineErrors}
              look="public"
            >
              <input
                id="manage-deadline"
                type="date"
                name="deadline"
                required
                min={bounds.from}
                max={bounds.to}
                defaultValue={listing.expiresAt && listing.state !== "closed" ? new Date(listing.expiresAt).toISOString().slice(0, 10) : ""}
                aria-invalid={deadlineErrors.length > 0 || undefined}
                aria-describedby={describedBy({ hint: true, hintId: "manage-deadline-hint", errorId: "manage-deadline-error", errors: deadlineErrors })}
                className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
              />
            </Field>
            <button type="submit" name="intent" value="extend" disabled={busy} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
              {t(closed ? MANAGE_TEXT.reopenButton : MANAGE_TEXT.saveDeadline)}
            </button>
          </Form>
        ) : null}

        {canClose && confirm !== "close" ? (
          <Form method="get" className="rounded-md border border-slate-200 p-4">
            <p className="text-sm text-slate-700">
              {t(MANAGE_TEXT.closeIntro)}
            </p>
            <button type="submit" name="confirm" value="close" className={`${buttonClass} mt-2 border border-red-700 text-red-800 hover:bg-red-50`}>
              {t(MANAGE_TEXT.closeButton)}
            </button>
          </Form>
        ) : null}
        {canClose && confirm === "close" ? (
          <ConfirmStep heading={t(MANAGE_TEXT.closeHeading)} text={t(MANAGE_TEXT.closeText)} intent="close" confirmLabel={t(MANAGE_TEXT.closeConfirm)} cancelTo={self} busy={busy} />
        ) : null}

        {canWithdraw && confirm !== "withdraw" ? (
          <Form method="get" className="rounded-md border border-slate-200 p-4">
            <p className="text-sm text-slate-700">{t(MANAGE_TEXT.withdrawIntro)}</p>
            <button type="submit" name="confirm" value="withdraw" className={`${buttonClass} mt-2 border border-red-700 text-red-800 hover:bg-red-50`}>
              {t(MANAGE_TEXT.withdrawButton)}
            </button>
          </Form>
        ) : null}
        {/* "Post again" (docs/decisions/391): /submit filled in with this listing, as a new submission. */}
        <Form method="post" className="rounded-md border border-slate-200 p-4">
          <p className="text-sm text-slate-700">{t(POST_AGAIN_TEXT.hint)}</p>
          <button type="submit" name="intent" value="again" disabled={busy} className={`${buttonClass} mt-2 border border-brand-700 text-brand-700 hover:bg-brand-50`}>
            {t(POST_AGAIN_TEXT.button)}
          </button>
        </Form>

        {canWithdraw && confirm === "withdraw" ? (
          <ConfirmStep heading={t(MANAGE_TEXT.withdrawHeading)} text={t(MANAGE_TEXT.withdrawText)} intent="withdraw" confirmLabel={t(MANAGE_TEXT.withdrawConfirm)} cancelTo={self} busy={busy} />
        ) : null}
      </div>
      {children}
      <p className="mt-8 text-sm text-slate-600">
        {t(MANAGE_TEXT.keepPrivate)}
      </p>
    </main>
  );
}

/**
 * "Is this still open?" (docs/lifecycle.md): a mailed answer link opens the page with that answer's
 * button alone, so one press answers (mail scanners follow links, so the answer waits for a POST);
 * without one, all three answers.
 */
function StillOpenQuestion({ answer, self, busy }: { answer: "open" | "filled" | "later" | null; self: string; busy: boolean }) {
  const t = useT();
  const show = (which: "open" | "filled" | "later") => answer === null || answer === which;
  return (
    <Form method="post" action={self} aria-labelledby="still-open-heading" className="mt-6 rounded-md border-2 border-brand-600 bg-brand-50 p-4">
      <h2 id="still-open-heading" className="text-lg font-semibold">
        {t(MANAGE_TEXT.stillOpenHeading)}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{t(MANAGE_TEXT.stillOpenText)}</p>
      {answer === "later" ? <p className="mt-1 text-sm text-slate-800">{t(MANAGE_TEXT.stillOpenLaterHint)}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {show("open") ? (
          <button type="submit" name="intent" value="still-open" disabled={busy} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
            {t(MANAGE_TEXT.stillOpenYes)}
          </button>
        ) : null}
        {show("filled") ? (
          <button type="submit" name="intent" value="close-filled" disabled={busy} className={`${buttonClass} border border-red-700 bg-white text-red-800 hover:bg-red-50`}>
            {t(MANAGE_TEXT.stillOpenFilled)}
          </button>
        ) : null}
        {show("later") ? (
          <button type="submit" name="intent" value="close-later" disabled={busy} className={`${buttonClass} border border-slate-400 bg-white text-slate-800`}>
            {t(MANAGE_TEXT.stillOpenLater)}
          </button>
        ) : null}
        {answer !== null ? (
          <LocalLink to={self} className={`${buttonClass} text-brand-700 underline`}>
            {t(MANAGE_TEXT.otherAnswers)}
          </LocalLink>
        ) : null}
      </div>
    </Form>
  );
}

/** The second step of an action that cannot be undone from here: says what happens, then acts or goes back. */
function ConfirmStep({
  heading,
  text,
  intent,
  confirmLabel,
  cancelTo,
  busy,
}: {
  heading: string;
  text: string;
  intent: string;
  confirmLabel: string;
  cancelTo: string;
  busy: boolean;
}) {
  const t = useT();
  return (
    <Form method="post" aria-labelledby={`confirm-${intent}`} className="rounded-md border-2 border-red-700 bg-red-50 p-4">
      <h3 id={`confirm-${intent}`} className="font-semibold text-red-900">
        {heading}
      </h3>
      <p className="mt-1 text-sm text-slate-800">{text}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" name="intent" value={intent} disabled={busy} className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}>
          {confirmLabel}
        </button>
        <LocalLink to={cancelTo} className={`${buttonClass} border border-slate-300 bg-white text-slate-800`}>
          {t(MANAGE_TEXT.cancel)}
        </LocalLink>
      </div>
    </Form>
  );
}
