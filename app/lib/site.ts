import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { FALLBACK_SITE, type SiteConfig } from "./meta";

/** The brand name, site URL and support address from the root loader (configuration). */
export function useSiteConfig(): SiteConfig {
  return useRouteLoaderData<typeof rootLoader>("root")?.site ?? FALLBACK_SITE;
}
