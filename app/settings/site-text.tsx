/**
 * Text from the site settings, read from the root loader's `site` (so a page
 * needs no loader of its own to show it): `<SiteText setting="heroTitle" />`.
 */
import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/lib/meta";
import { DEFAULT_HERO_TAGLINE, DEFAULT_HERO_TITLE } from "./known-keys";

const FALLBACK = { heroTitle: DEFAULT_HERO_TITLE, heroTagline: DEFAULT_HERO_TAGLINE, siteName: "Impact Careers" } as const;

export function useSiteConfig(): SiteConfig | undefined {
  return (useRouteLoaderData("root") as { site?: SiteConfig } | undefined)?.site;
}

export function SiteText({ setting }: { setting: keyof typeof FALLBACK }) {
  const site = useSiteConfig();
  return <>{site?.[setting] ?? FALLBACK[setting]}</>;
}
