/**
 * The footer of every page (public-side.md §2): About, Contact (mail link), Terms,
 * Blog, the posters' way back to their listings (Lost your link?), the content pages an admin marked for the footer, © year.
 */
import { href, Link } from "react-router";
import { LOST_LINK_TEXT } from "~/posters/texts";

const footerLink =
  "rounded text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export function SiteFooter({
  siteName,
  supportEmail,
  year,
  note,
  pages = [],
}: {
  /** Published content pages an admin marked for the footer. */
  pages?: { title: string; slug: string }[];
  siteName: string;
  supportEmail: string;
  year: number;
  /** The `footer_note` site setting, already sanitised on the server. */
  note?: string;
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={href("/about")} className={footerLink}>
                About
              </Link>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className={footerLink}>
                Contact
              </a>
            </li>
            <li>
              <Link to={href("/terms")} className={footerLink}>
                Terms
              </Link>
            </li>
            <li>
              <Link to={href("/blog")} className={footerLink}>
                Blog
              </Link>
            </li>
            <li>
              <Link to={href("/manage")} className={footerLink}>
                {LOST_LINK_TEXT.heading}
              </Link>
            </li>
            {pages.map((page) => (
              <li key={page.slug}>
                <Link to={href("/pages/:slug", { slug: page.slug })} className={footerLink}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 text-slate-600 sm:text-right">
          {note ? (
            <div
              className="[&_a]:text-brand-700 [&_a]:underline"
              data-testid="footer-note"
              dangerouslySetInnerHTML={{ __html: note }}
            />
          ) : null}
          <p>
            © {year} {siteName}
          </p>
        </div>
      </div>
    </footer>
  );
}
