/** The dashboard's line about outgoing mail: what waits to be sent and what was given up. */
import type { OutboxCounts } from "./outbox.server";

export function OutboxStatus({ counts }: { counts: Pick<OutboxCounts, "queued" | "failed"> }) {
  return (
    <section aria-labelledby="outbox-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="outbox-heading" className="text-base font-semibold">
        Outgoing mail
      </h3>
      <dl className="mt-2 flex gap-6 text-sm">
        <div>
          <dt className="text-slate-600">Queued</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="outbox-queued">
            {counts.queued}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Failed</dt>
          <dd className={`text-2xl font-bold tabular-nums ${counts.failed > 0 ? "text-red-700" : ""}`} data-testid="outbox-failed">
            {counts.failed}
          </dd>
        </div>
      </dl>
      {counts.failed > 0 ? (
        <p className="mt-2 text-sm text-slate-700">Failed messages were retried for a day; check the mail settings (SMTP_URL).</p>
      ) : null}
    </section>
  );
}
