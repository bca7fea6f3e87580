import { NavLink, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { SectionTabs } from "~/components/admin-screens";
import { pageMeta } from "~/lib/meta";

const SECTIONS = [
  { to: "/admin/settings", label: "General Settings", match: (p: string) => p === "/admin/settings" },
  { to: "/admin/settings/languages", label: "In Every Language", match: (p: string) => p.startsWith("/admin/settings/languages") },
  { to: "/admin/settings/content", label: "Content Pages", match: (p: string) => p.startsWith("/admin/settings/content") },
  {
    to: "/admin/settings/seo",
    label: "SEO Management",
    match: (p: string) => p.startsWith("/admin/settings/seo") || p.startsWith("/admin/settings/sitemap"),
  },
  { to: "/admin/settings/security", label: "Security", match: (p: string) => p.startsWith("/admin/settings/security") },
] as const;

export default function SettingsLayout() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="text-xl font-semibold">
        Settings
      </h2>
      <SectionTabs label="Settings sections" className="mt-4" listClassName="flex flex-wrap gap-2">
        {SECTIONS.map((s) => {
          const active = s.match(path);
          return (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${
                  active ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"
                }`}
              >
                {s.label}
              </NavLink>
            </li>
          );
        })}
      </SectionTabs>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Settings", noindex: true });
}
