import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { type Language, LANGUAGES, type Locale, languageOf } from "./languages";
import { englishPath, hasTwins, twinPath } from "./locales";
import { useLocale } from "./translate";

/**
 * Each other language by its name in itself ("हिंदी", "বাংলা", "English"): plain links to the
 * same page in that language, query kept, so they work without JavaScript and load that
 * language's catalogue. Pages without twins show no switch (decisions 280, 330).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  if (!hasTwins(englishPath(pathname))) return null;
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      {LANGUAGES.filter((language) => language.code !== locale).map(({ code, name }) => (
        <a key={code} href={twinPath(pathname, search, code)} hrefLang={code} lang={code} className={className}>
          {name}
        </a>
      ))}
    </span>
  );
}

/** The languages with an offer line (the registry's `offer`): a language without one is never offered. */
const OFFERED = LANGUAGES.filter((language): language is Extract<(typeof LANGUAGES)[number], { offer: object }> => "offer" in language);
const noUpdates = () => () => {};
const tagOf = (language: string) => new RegExp(`^${language}\\b`, "i");
/** The browser's first listed language among the board's, when it is not the page's and was never closed here. */
export const wantedLanguage = (page: Locale) => () => {
  const first = navigator.languages.find((tag) => tagOf(page).test(tag) || OFFERED.some(({ code }) => tagOf(code).test(tag)));
  const offer = OFFERED.find(({ code }) => code !== page && first && tagOf(code).test(first));
  return offer && !localStorage.getItem(offer.offer.closedKey) ? offer.code : null;
};

function OfferLine({ to, hidden, onClose }: { to: Locale; hidden?: boolean; onClose?: () => void }) {
  const { pathname, search } = useLocation();
  const { offer } = languageOf(to) as Required<Language>;
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
 * On a page with twins, when the browser lists another of the board's languages first: one line at the foot
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
  if (!hasTwins(englishPath(pathname))) return null;
  if (readPage) return OFFERED.filter(({ code }) => code !== locale).map(({ code }) => <OfferLine key={code} to={code} hidden />);
  if (!wanted || closed) return null;
  const close = () => {
    localStorage.setItem((languageOf(wanted) as Required<Language>).offer.closedKey, "1");
    setClosed(true);
  };
  return <OfferLine to={wanted} onClose={close} />;
}
