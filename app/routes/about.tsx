import type { Route } from "./+types/about";
import { pageMeta } from "~/lib/meta";

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">About</h1>
    </main>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "About" });
}
