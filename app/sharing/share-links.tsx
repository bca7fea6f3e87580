/**
 * Sharing a listing: a WhatsApp link and the plain address work without
 * JavaScript; with it, a Copy link button, and the native share sheet where the
 * browser has one (navigator.share).
 */
import { useState } from "react";
import { type Locale, localizePath } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/translate";
import { useHydrated } from "~/lib/use-hydrated";
import { SHARING_TEXTS as TEXT } from "./texts";

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** The page's address in a language: a Hindi page shares its /hi twin. */
function localUrl(url: string, locale: Locale): string {
  const parsed = new URL(url);
  return new URL(localizePath(parsed.pathname + parsed.search, locale), parsed).href;
}

const buttonClass =
  "inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";

export function ShareLinks({ title, url: englishUrl }: { title: string; url: string }) {
  const hydrated = useHydrated();
  const t = useT();
  const url = localUrl(englishUrl, useLocale());
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    // The data- attributes are for the read pages' script (app/light), which does this without React.
    <section aria-labelledby="share-heading" className="mt-8 rounded-lg border border-slate-200 p-4" data-share={url}>
      <h2 id="share-heading" className="text-lg font-bold">
        {t(TEXT.heading)}
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a href={whatsAppShareUrl(t(TEXT.whatsAppText, { title, url }))} target="_blank" rel="noopener noreferrer" className={buttonClass}>
          {t(TEXT.whatsApp)}<span className="sr-only">{t(TEXT.opensInNewTab)}</span>
        </a>
        <button type="button" hidden={!hydrated} data-copy className={buttonClass} onClick={() => void copy()}>
          {t(TEXT.copyLink)}
        </button>
        <button
          type="button"
          hidden={!canShare}
          data-native-share
          data-title={title}
          className={buttonClass}
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          {t(TEXT.share)}
        </button>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <label htmlFor="share-url" className="font-semibold">
          {t(TEXT.link)}
        </label>
        <input
          id="share-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs"
        />
      </p>
      <p role="status" className="mt-1 min-h-5 text-sm text-emerald-800" data-share-status data-labels={JSON.stringify([t(TEXT.copied), t(TEXT.copyFailed)])}>
        {copied === "yes" ? t(TEXT.copied) : copied === "failed" ? t(TEXT.copyFailed) : ""}
      </p>
    </section>
  );
}
