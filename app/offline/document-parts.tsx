/**
 * What offline reading adds to every document: the manifest link and, once the page has
 * loaded, the service worker's registration (an inline script of about 400 bytes: no
 * request, nothing before the first paint). While the phone is offline a link opens as a
 * whole page, so the service worker can answer it from what it kept.
 */
import { useEffect, useState } from "react";
import type { Locale } from "~/i18n/locales";
import { manifestPath } from "./manifest-path";

const REGISTER = `addEventListener("load",()=>{(self.requestIdleCallback||setTimeout)(()=>navigator.serviceWorker?.register("/sw.js"))});addEventListener("click",e=>{if(navigator.onLine)return;const a=e.target.closest?.("a[href]");if(a&&a.origin==location.origin&&!a.target&&!a.hasAttribute("download")){e.preventDefault();e.stopImmediatePropagation();location.href=a.href}},true)`;

/** Each language's pages link their own app's manifest (decision 303). */
export function ManifestLink({ enabled, locale }: { enabled: boolean; locale: Locale }) {
  return enabled ? <link rel="manifest" href={manifestPath(locale)} /> : null;
}

export function RegisterServiceWorker({ enabled, nonce }: { enabled: boolean; nonce: string | undefined }) {
  // The browser hides a nonce from the DOM: React would see a difference that is none.
  return enabled ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: REGISTER }} /> : null;
}

/** The data saver line, written in the page's language by the root loader (null when the browser does not ask to save data). */
export function DataSaverNote({ note }: { note: string | null }) {
  return note ? <p className="bg-slate-100 px-4 py-2 text-center text-sm text-slate-700">{note}</p> : null;
}

// The worker writes its "Saved copy from …" note into a kept page's HTML (offline-worker.js), outside
// what React rendered; the first render in the browser may replace the body and drop it. It is read
// when this module loads and shown again once hydrated if it is gone.
const KEPT_COPY_NOTE =
  typeof document === "undefined" ? null : (document.querySelector("[data-offline-note]")?.textContent ?? null);

export function KeptCopyNote() {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    // Once, after hydration: the DOM is the outside system read here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (KEPT_COPY_NOTE && !document.querySelector("[data-offline-note]")) setNote(KEPT_COPY_NOTE);
  }, []);
  return note ? (
    <p role="status" data-offline-note className="border border-amber-300 bg-amber-50 p-4 text-center font-semibold text-amber-900">
      {note}
    </p>
  ) : null;
}
