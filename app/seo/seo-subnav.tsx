/** The SEO Management sub-tabs of the Settings tab: real links, so they work without JavaScript. */
import { href, NavLink } from "react-router";

export function SeoSubnav() {
  const tabs = [
    { to: href("/admin/settings/seo"), label: "SEO Settings" },
    { to: href("/admin/settings/sitemap"), label: "Sitemap" },
  ];
  return (
    <div>
      <h3 className="text-lg font-semibold">SEO Management</h3>
      <nav aria-label="SEO Management" className="mt-2 border-b border-slate-200">
        <ul className="flex gap-1">
          {tabs.map((t) => (
            <li key={t.to}>
              <NavLink
                to={t.to}
                end
                className={({ isActive }) =>
                  `inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                    isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                  }`
                }
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
