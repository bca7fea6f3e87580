import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { SHELL_TEXTS } from "~/components/texts";
import { englishPath, hasHindiTwin, type Locale, twinPath } from "./locales";
import { useLocale, useT } from "./translate";

const TEXT = SHELL_TEXTS.header;

/**
 * "हिंदी" on an English page, "English" on a Hindi one: a plain link to the same page in
 * the other language, query kept, so it works without JavaScript and loads that
 * language's catalogue. Pages without a twin show no switch (decision 280).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const t = useT();
  if (!hasHindiTwin(englishPath(pathname))) return null;
  const to: Locale = locale === "hi" ? "en" : "hi";
  return (
    <a href={twinPath(pathname, search, to)} hrefLang={to} lang={to} className={className}>
      {t(to === "hi" ? TEXT.switchToHindi : TEXT.switchToEnglish)}
    </a>
  );
}

/**
 * The one-line offer of a page's twin in another language (decision 289), as data: written in
 * the language it offers (so its words are not messages of the page's catalogue), and the key
 * that remembers on the phone that it was closed. A language without an entry is never offered.
 */
const LANGUAGE_OFFERS: Partial<Record<Locale, { link: string; close: string; closedKey: string }>> = {
  hi: { link: "यह पेज हिंदी में पढ़ें", close: "बंद करें", closedKey: "ic-hindi-hint" },
};
const OFFERED = Object.entries(LANGUAGE_OFFERS) as [Locale, NonNullable<(typeof LANGUAGE_OFFERS)[Locale]>][];
const noUpdates = () => () => {};
const tagOf = (language: string) => new RegExp(`^${language}\\b`, "i");
/** The language the browser lists before the page's, among those offered and never closed here. */
const wantedLanguage = (page: Locale) => () => {
  const first = navigator.languages.find((tag) => tagOf(page).test(tag) || OFFERED.some(([language]) => tagOf(language).test(tag)));
  const offer = OFFERED.find(([language]) => language !== page && first && tagOf(language).test(first));
  return offer && !localStorage.getItem(offer[1].closedKey) ? offer[0] : null;
};

function OfferLine({ to, hidden, onClose }: { to: Locale; hidden?: boolean; onClose?: () => void }) {
  const { pathname, search } = useLocation();
  const offer = LANGUAGE_OFFERS[to]!;
  return (
    <p
      lang={to}
      role="status"
      hidden={hidden}
      data-language-offer={offer.closedKey}
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-3 bg-brand-800 px-4 py-2 text-sm text-white"
    >
      <a href={twinPath(pathname, search, to)} hrefLang={to} onClick={onClose} className="font-semibold underline">
        {offer.link}
      </a>
      <button type="button" onClick={onClose} aria-label={offer.close} className="rounded px-2 text-lg leading-none hover:bg-brand-700">
        ×
      </button>
    </p>
  );
}

/**
 * On a page with a twin in a language the browser lists before the page's: one line at the foot
 * of the screen offering that page (decision 289). The browser's own language list, read in the
 * browser: no request, no redirect, nothing for the server or its caches to vary on. Closing it,
 * or following it, hides it for good on this phone. A read page (no React) gets the lines
 * hidden, and its script shows the one wanted (app/light).
 */
export function LanguageOffer({ readPage }: { readPage: boolean }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const wanted = useSyncExternalStore(noUpdates, wantedLanguage(locale), () => null);
  const [closed, setClosed] = useState(false);
  if (!hasHindiTwin(englishPath(pathname))) return null;
  if (readPage) return OFFERED.filter(([language]) => language !== locale).map(([language]) => <OfferLine key={language} to={language} hidden />);
  if (!wanted || closed) return null;
  const close = () => {
    localStorage.setItem(LANGUAGE_OFFERS[wanted]!.closedKey, "1");
    setClosed(true);
  };
  return <OfferLine to={wanted} onClose={close} />;
}
