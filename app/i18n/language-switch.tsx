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
