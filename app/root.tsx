import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { getToast } from "remix-toast";
import type { Route } from "./+types/root";
import "./app.css";
import { getOptionalUser } from "./auth/guard.server";
import { dbContext, envContext } from "./lib/context";
import { pageMeta } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { configureToasts } from "./lib/toast.server";
import { seoForPath, siteConfig } from "./settings/public-config.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  configureToasts(env);
  // Only touch the toast cookie when one is waiting: a plain page view sets no cookie.
  const hasToast = request.headers.get("Cookie")?.includes("toast-session=") ?? false;
  const [user, { toast, headers }] = await Promise.all([
    getOptionalUser(request, context),
    hasToast ? getToast(request) : { toast: undefined, headers: undefined },
  ]);
  // Site settings over env values, and the admin's SEO setting for this page (cached in memory).
  const db = context.get(dbContext);
  const site = siteConfig(db, env);
  const seo = seoForPath(db, new URL(request.url).pathname);
  return data({ user, toast, site, seo, year: new Date().getFullYear() }, { headers });
}

/** The SEO setting depends on the path, so the root data follows client-side navigations. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const brandColor = useRouteLoaderData<typeof loader>("root")?.site.brandColor;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brandColor ?? "#4338ca"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  let heading = "Something went wrong";
  let message = "An unexpected error occurred. Please try again later.";
  if (isRouteErrorResponse(error) && error.status === 404) {
    heading = "404 Page Not Found";
    message = "Did you forget to add the page to the router?";
  } else if (isRouteErrorResponse(error)) {
    heading = `${error.status} ${error.statusText || "Error"}`;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a className="mt-8 inline-block text-brand-700 underline" href="/">
        Back to {root?.site.siteName ?? "home"}
      </a>
    </main>
  );
}
