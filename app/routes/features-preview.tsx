import { href } from "react-router";
import type { Route } from "./+types/features-preview";
import { FEATURES_PREVIEW_TEXTS } from "~/content/texts";
import { writeTexts } from "~/i18n/define-texts";
import { createServerI18n, i18nContext } from "~/i18n/i18n.server";
import { pageMeta } from "~/lib/meta";
import { FeaturesPreviewPage } from "~/opportunities/features-preview";
import { OPPORTUNITY_TEXTS } from "~/opportunities/texts";
import { routeHandle } from "~/lib/route-rules";

/** Public (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "public" });

/** The page's words in its language, written here (and for /hi/features-preview in Hindi, decision 267). */
export function loader({ context }: Route.LoaderArgs) {
  const { t } = createServerI18n(context.get(i18nContext).locale, "featuresPreview");
  // The sample's title, its dates and each item's term are filled in by the component.
  const { internship, fellowship, course } = OPPORTUNITY_TEXTS.types;
  const words = writeTexts(FEATURES_PREVIEW_TEXTS, t, { title: "{title}", date: "{date}", term: "{term}" });
  return { words: { ...words, types: writeTexts({ internship, fellowship, course }, t) } };
}

export default function FeaturesPreview({ loaderData }: Route.ComponentProps) {
  return <FeaturesPreviewPage words={loaderData.words} />;
}

export function meta(args: Route.MetaArgs) {
  const words = args.loaderData?.words;
  return pageMeta(args, { title: words?.title, description: words?.description, path: href("/features-preview"), noindex: true });
}
