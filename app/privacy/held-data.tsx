/** What "My data" lists for a mailbox, a section for each kind of thing kept (app/routes/privacy/my-data-link.tsx). */
import type { ReactNode } from "react";
import { useT } from "~/i18n/translate";
import { PRIVACY_TEXTS } from "./texts";

const TEXT = PRIVACY_TEXTS.page;

export interface Held {
  alerts: { id: number; words: string; confirmed: boolean }[];
  listings: { id: number; title: string; status: string }[];
  reports: { id: number; line: string; status: string }[];
  mails: { key: number; subject: string; date: string }[];
}

function Section({ heading, empty, items }: { heading: string; empty: string; items: ReactNode[] }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold">{heading}</h2>
      {items.length ? <ul className="mt-2 list-disc space-y-1 pl-6">{items}</ul> : <p className="mt-2 text-slate-700">{empty}</p>}
    </section>
  );
}

export function HeldData({ held: loaderData }: { held: Held }) {
  const t = useT();
  return (
    <>
        <Section
          heading={t(TEXT.alerts)}
          empty={t(TEXT.noAlerts)}
          items={loaderData.alerts.map((a) => (
            <li key={a.id}>
              {a.words}
              {a.confirmed ? null : ` (${t(TEXT.unconfirmed)})`}
            </li>
          ))}
        />
        <Section
          heading={t(TEXT.listings)}
          empty={t(TEXT.noListings)}
          items={loaderData.listings.map((l) => (
            <li key={l.id}>
              <span lang="en">{l.title}</span>: {l.status}
            </li>
          ))}
        />
        <Section
          heading={t(TEXT.reports)}
          empty={t(TEXT.noReports)}
          items={loaderData.reports.map((r) => (
            <li key={r.id}>
              {r.line}: {r.status}
            </li>
          ))}
        />
        <Section
          heading={t(TEXT.mails)}
          empty={t(TEXT.noMails)}
          items={loaderData.mails.map((m) => (
            <li key={m.key}>
              {m.date}: {m.subject}
            </li>
          ))}
        />
    </>
  );
}
