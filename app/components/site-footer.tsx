/**
 * The footer of every page: About, Contact (mail link), Terms,
 * Blog, the posters' way back to their listings (Lost your link?), the content pages an admin marked for the footer, © year.
 */
import { href } from "react-router";
import { LanguageSwitch } from "~/i18n/language-switch";
import { LocalLink } from "~/i18n/local-link";
import { useLocale, useT } from "~/i18n/translate";
import { langAttribute } from "~/lib/text-language";
import { SHELL_TEXTS } from "./texts";

const TEXT = SHELL_TEXTS.footer;

const footerLink =
  "rounded text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function SiteFooter({
  siteName,
  supportEmail,
  year,
  note,
  noteLang,
  pages = [],
}: {
  /** Published content pages an admin marked for the footer. */
  pages?: { title: string; slug: string }[];
  siteName: string;
  supportEmail: string;
  year: number;
  /** The `footer_note` site setting in the page's language, already sanitised on the server. */
  note?: string;
  /** "en" when the English note stands in for the page's language. */
  noteLang?: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t(TEXT.nav)}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <LocalLink to={href("/about")} className={footerLink}>
                {t(TEXT.about)}
              </LocalLink>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className={footerLink}>
                {t(TEXT.contact)}
              </a>
            </li>
            <li>
              <LocalLink to={href("/terms")} className={footerLink}>
                {t(TEXT.terms)}
              </LocalLink>
            </li>
            <li>
              <LocalLink to={href("/blog")} className={footerLink}>
                {t(TEXT.blog)}
              </LocalLink>
            </li>
            <li>
              <LocalLink to={href("/manage")} className={footerLink}>
                {t(TEXT.lostLink)}
              </LocalLink>
            </li>
            <li>
              <LanguageSwitch className={footerLink} />
            </li>
            {pages.map((page) => (
              <li key={page.slug}>
                <LocalLink to={href("/pages/:slug", { slug: page.slug })} className={footerLink} lang={langAttribute(page.title, locale)}>
                  {page.title}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 text-slate-600 sm:text-right">
          {note ? (
            <div
              className="[&_a]:text-brand-700 [&_a]:underline"
              data-testid="footer-note"
              lang={noteLang}
              dangerouslySetInnerHTML={{ __html: note }}
            />
          ) : null}
          <p>{t(TEXT.copyright, { year: String(year), siteName })}</p>
        </div>
      </div>
    </footer>
  );
}
