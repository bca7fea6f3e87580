import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
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
 * One line on an English page whose twin exists, when the browser lists Hindi before
 * English. Decided in the browser after hydration: the page sent is the same for
 * everyone (no Vary: Accept-Language, no extra request), nothing is redirected.
 */
export function HindiSuggestion() {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const hydrated = useHydrated();
  if (!hydrated || locale !== "en" || !prefersHindi() || !hasHindiTwin(pathname)) return null;
  return (
    <p lang="hi" className="bg-brand-50 px-4 py-2 text-center text-sm">
      <a href={twinPath(pathname, search, "hi")} hrefLang="hi" className="text-brand-800 underline">
        {TEXT.hindiSuggestion.message}
      </a>
    </p>
  );
}

function prefersHindi(): boolean {
  const languages = navigator.languages.map((language) => language.toLowerCase().split("-")[0]);
  const hindi = languages.indexOf("hi");
  const english = languages.indexOf("en");
  return hindi !== -1 && (english === -1 || hindi < english);
}
