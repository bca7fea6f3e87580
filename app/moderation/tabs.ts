/**
 * The admin panel's tabs. Each tab is a nested route
 * so that it has a URL and works without JavaScript; the earlier `?tab=` values
 * redirect to these paths (docs/decisions/008-admin-routes.md).
 */
export interface AdminTab {
  /** The earlier version's tab value, accepted as /admin?tab={value}. */
  value: string;
  label: string;
  path: string;
  /** Shown in the tab list; the others are reached from links in panels. */
  inTabList: boolean;
}

export const ADMIN_TABS: AdminTab[] = [
  { value: "dashboard", label: "Dashboard", path: "/admin", inTabList: true },
  { value: "opportunities", label: "Opportunities", path: "/admin/opportunities", inTabList: true },
  { value: "pending", label: "Pending Approvals", path: "/admin/pending", inTabList: true },
  { value: "attributes", label: "Attributes", path: "/admin/attributes", inTabList: true },
  { value: "import", label: "Bulk Import", path: "/admin/import", inTabList: true },
  { value: "categories", label: "Categories", path: "/admin/categories", inTabList: true },
  { value: "causes", label: "Causes", path: "/admin/causes", inTabList: true },
  { value: "settings", label: "Settings", path: "/admin/settings", inTabList: true },
  { value: "reports", label: "Reports", path: "/admin/reports", inTabList: true },
  { value: "insights", label: "Insights", path: "/admin/insights", inTabList: true },
  { value: "all", label: "Jobs", path: "/admin/jobs", inTabList: false },
  { value: "content", label: "Content & Blog", path: "/admin/content", inTabList: false },
  { value: "seo", label: "SEO", path: "/admin/seo", inTabList: false },
];

export function adminTabPath(value: string | null): string | null {
  if (!value) return null;
  return ADMIN_TABS.find((t) => t.value === value)?.path ?? null;
}
