import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { getToast } from "remix-toast";
import type { Route } from "./+types/root";
import "./app.css";
import { getOptionalUser } from "./auth/guard.server";
import { AdminLoginCard } from "./components/admin-login-card";
import { envContext } from "./lib/context";
import { pageMeta, type SiteConfig } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { refuseCrossSiteRequests } from "./lib/origin-check.server";
import { configureToasts } from "./lib/toast.server";

/** Every state-changing request, page action or /api route, must come from this site. */
export const middleware: Route.MiddlewareFunction[] = [refuseCrossSiteRequests];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = context.get(envContext);
  configureToasts(env);
  // Only touch the toast cookie when one is waiting: a plain page view sets no cookie.
  const hasToast = request.headers.get("Cookie")?.includes("toast-session=") ?? false;
  const [user, { toast, headers }] = await Promise.all([
    getOptionalUser(request, context),
    hasToast ? getToast(request) : { toast: undefined, headers: undefined },
  ]);
  const site: SiteConfig = {
    siteUrl: env.SITE_URL,
    siteName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
  };
  return data({ user, toast, site, year: new Date().getFullYear() }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
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
  const { pathname } = useLocation();
  // The /admin guard is middleware: React Router sends a middleware error to the
  // highest route with a loader (this one), so the admin login card is shown here.
  if (
    isRouteErrorResponse(error) &&
    (error.status === 401 || error.status === 403) &&
    (pathname === "/admin" || pathname.startsWith("/admin/"))
  ) {
    return <AdminLoginCard message={error.status === 403 ? "User is not an admin" : undefined} />;
  }
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
