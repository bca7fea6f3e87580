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

/** The suggestion is always Hindi (only English pages show it), so its words are not messages. */
const SUGGESTION = { link: "यह पेज हिंदी में पढ़ें", close: "बंद करें" };
const DISMISSED = "ic-hindi-hint";
const noUpdates = () => () => {};
/** Hindi before English in the browser's languages, and the suggestion never closed here. */
const prefersHindi = () =>
  /^hi\b/i.test(navigator.languages.find((tag) => /^(?:hi|en)\b/i.test(tag)) ?? "") && !localStorage.getItem(DISMISSED);

/**
 * On an English page with a Hindi twin, when the browser lists Hindi before English: one line at
 * the foot of the screen offering the Hindi page (decision 289). The browser's own language list,
 * read after hydration: no request, no redirect, nothing for the server or its caches to vary on.
 * Closing it, or following it, hides it for good on this phone.
 */
export function HindiSuggestion() {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const wanted = useSyncExternalStore(noUpdates, prefersHindi, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed || locale === "hi" || !hasHindiTwin(pathname)) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED, "1");
    setDismissed(true);
  };
  return (
    <p lang="hi" role="status" className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-3 bg-brand-800 px-4 py-2 text-sm text-white">
      <a href={twinPath(pathname, search, "hi")} hrefLang="hi" onClick={dismiss} className="font-semibold underline">
        {SUGGESTION.link}
      </a>
      <button type="button" onClick={dismiss} aria-label={SUGGESTION.close} className="rounded px-2 text-lg leading-none hover:bg-brand-700">
        ×
      </button>
    </p>
  );
}
