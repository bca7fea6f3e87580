import { href } from "react-router";
import type { Route } from "./+types/features-preview";
import { pageMeta } from "~/lib/meta";
import { FeaturesPreviewPage } from "~/opportunities/features-preview";

export default function FeaturesPreview() {
  return <FeaturesPreviewPage />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Features Preview",
    description: "A mock-up with sample data of two ways to feature opportunities: a hero feature and a featured carousel.",
    path: href("/features-preview"),
    noindex: true,
  });
}
