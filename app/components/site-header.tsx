/**
 * The header of every page: brand, the 'All Opportunities'
 * dropdown, About, Post Opportunity, the admin avatar menu and a mobile menu.
 * Every menu is a <details> element, so it works without JavaScript;
 * `useDetailsMenu` adds the enhancements.
 */
import { Form, href, Link, useRouteLoaderData } from "react-router";
import { LanguageSwitch } from "~/i18n/language-switch";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { useDetailsMenu } from "./disclosure";
import { SavedLink } from "~/offline/saved-link";
import { SHELL_TEXTS } from "./texts";

const TEXT = SHELL_TEXTS.header;

export interface HeaderUser {
  username: string;
  fullName: string | null;
  isAdmin: boolean;
}

const home = href("/");

/** The dropdown's entries, in the spec's order; the mobile menu mirrors them. */
export const OPPORTUNITY_LINKS = [
  { label: TEXT.allOpportunities, to: `${home}?type=all#opportunities` },
  { label: TEXT.internships, to: `${home}?type=internship#opportunities` },
  { label: TEXT.fellowships, to: `${home}?type=fellowship#opportunities` },
  { label: TEXT.courses, to: `${home}?type=course#opportunities` },
] as const;

/** The Jobs tab's entry, listed while open jobs exist (the board shows its Jobs tab then; decision 316). */
export const JOBS_LINK = { label: TEXT.jobs, to: `${home}?type=job#opportunities` } as const;

// Routes built in other capabilities (submit, logout); kept as plain paths
// so this file type-checks before those routes are merged.
export const SUBMIT_PATH = "/submit";
export const LOGOUT_PATH = "/logout";
export const ADMIN_PATH = "/admin";

export function userInitial(user: Pick<HeaderUser, "username" | "fullName">) {
  const name = user.fullName?.trim() || user.username;
  return (name.charAt(0) || "?").toUpperCase();
}

const summaryReset = "list-none cursor-pointer [&::-webkit-details-marker]:hidden";
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const menuLink = `block rounded px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 ${focusRing}`;

export function SiteHeader({ siteName, user }: { siteName: string; user: HeaderUser | null }) {
  const t = useT();
  const admin = user?.isAdmin ? user : null;
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <LocalLink to={home} className={`rounded text-xl font-extrabold tracking-tight text-brand-700 ${focusRing}`}>
          {siteName}
        </LocalLink>

        <nav aria-label={t(TEXT.mainNav)} className="hidden items-center gap-6 md:flex">
          <OpportunitiesDropdown />
          <LocalLink to={href("/about")} className={`rounded text-sm font-medium text-slate-700 hover:text-brand-700 ${focusRing}`}>
            {t(TEXT.about)}
          </LocalLink>
          <SavedLink className={`rounded text-sm font-medium text-slate-700 hover:text-brand-700 ${focusRing}`} />
          <LanguageSwitch className={`rounded text-sm font-medium text-slate-700 hover:text-brand-700 ${focusRing}`} />
          <LocalLink
            to={SUBMIT_PATH}
            className={`rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${focusRing}`}
          >
            {t(TEXT.postOpportunity)}
          </LocalLink>
          {admin ? <AvatarMenu user={admin} /> : null}
        </nav>

        <MobileMenu admin={admin} />
      </div>
    </header>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180">
      <path fill="currentColor" d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
    </svg>
  );
}

function OpportunitiesDropdown() {
  const t = useT();
  const { detailsProps } = useDetailsMenu();
  return (
    <details {...detailsProps} className="group relative" data-menu="opportunities">
      <summary
        className={`${summaryReset} flex items-center gap-1 rounded text-sm font-medium text-slate-700 hover:text-brand-700 ${focusRing}`}
      >
        {t(TEXT.allOpportunities)}
        <Chevron />
      </summary>
      <ul className="absolute left-0 z-40 mt-2 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <OpportunityLinkItems />
      </ul>
    </details>
  );
}

function AvatarMenu({ user }: { user: HeaderUser }) {
  const t = useT();
  const { detailsProps } = useDetailsMenu();
  const name = user.fullName?.trim() || user.username;
  return (
    <details {...detailsProps} className="group relative" data-menu="account">
      <summary
        aria-label={t(TEXT.accountMenu, { name })}
        className={`${summaryReset} flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 hover:bg-brand-50 ${focusRing}`}
      >
        <span aria-hidden="true">{userInitial(user)}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-slate-600">{t(TEXT.signedInAs, { name })}</p>
        <AdminItems />
      </div>
    </details>
  );
}

function AdminItems() {
  const t = useT();
  return (
    <ul>
      <li>
        <Link to={ADMIN_PATH} className={menuLink}>
          {t(TEXT.adminDashboard)}
        </Link>
      </li>
      <li>
        <Form method="post" action={LOGOUT_PATH}>
          <button type="submit" className={`${menuLink} w-full text-left`}>
            {t(TEXT.logOut)}
          </button>
        </Form>
      </li>
    </ul>
  );
}

function MobileMenu({ admin }: { admin: HeaderUser | null }) {
  const t = useT();
  const { detailsProps } = useDetailsMenu();
  return (
    <details {...detailsProps} className="group md:hidden" data-menu="mobile">
      <summary
        className={`${summaryReset} flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 ${focusRing}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
          <path
            className="group-open:hidden"
            fill="currentColor"
            d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75Zm0 5.25a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 10Zm.75 4.5a.75.75 0 0 0 0 1.5h14.5a.75.75 0 0 0 0-1.5H2.75Z"
          />
          <path
            className="hidden group-open:block"
            fill="currentColor"
            d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z"
          />
        </svg>
        {t(TEXT.menu)}
      </summary>
      <nav
        aria-label={t(TEXT.mobileNav)}
        className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          <OpportunityLinkItems />
          <li>
            <LocalLink to={href("/about")} className={menuLink}>
              {t(TEXT.about)}
            </LocalLink>
          </li>
          <li>
            <SavedLink className={menuLink} />
          </li>
          <li>
            <LanguageSwitch className={menuLink} />
          </li>
          <li className="pt-2">
            <LocalLink
              to={SUBMIT_PATH}
              className={`block rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800 ${focusRing}`}
            >
              {t(TEXT.postOpportunity)}
            </LocalLink>
          </li>
        </ul>
        {admin ? (
          <div className="mt-3 border-t border-slate-200 pt-3">
            <p className="flex items-center gap-2 px-3 pb-1 text-xs text-slate-600">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {userInitial(admin)}
              </span>
              {t(TEXT.signedInAs, { name: admin.fullName?.trim() || admin.username })}
            </p>
            <AdminItems />
          </div>
        ) : null}
      </nav>
    </details>
  );
}

/** The board's lists (and its jobs while any are open), as items of the desktop menu and of the mobile menu. */
function OpportunityLinkItems() {
  const t = useT();
  const jobsOpen = useRouteLoaderData<{ jobsOpen?: boolean }>("root")?.jobsOpen === true;
  return (jobsOpen ? [...OPPORTUNITY_LINKS, JOBS_LINK] : OPPORTUNITY_LINKS).map((link) => (
    <li key={link.to}>
      <LocalLink to={link.to} className={menuLink}>
        {t(link.label)}
      </LocalLink>
    </li>
  ));
}
