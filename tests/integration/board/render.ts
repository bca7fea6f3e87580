/**
 * Renders a route module to HTML the way the server does for a document request:
 * the route's loader runs against the test database, then the component, its
 * meta tags (through React Router's <Meta />) and its error boundary render with
 * that data. What a visitor or a crawler receives, without starting a server.
 */
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, isRouteErrorResponse, matchPath, Meta, Outlet } from "react-router";
import type { Db } from "../../../db/client.server";
import type { SiteConfig } from "../../../app/lib/meta";
import { testContext, testEnv } from "../../support/context";
import { inLocale } from "../../support/i18n";
import { localeOfPath } from "../../../app/i18n/locales";
import { dataNames } from "../../../app/taxonomy/names.server";

const site: SiteConfig = {
  siteUrl: "http://localhost:3000",
  siteName: "Impact Careers",
  supportEmail: "support@impactcareers.in",
};

interface RouteModuleLike {
  loader?: (args: never) => unknown;
  default: React.ComponentType<never>;
  meta?: (args: never) => unknown;
  ErrorBoundary?: React.ComponentType<never>;
}

export interface Rendered {
  status: number;
  /** A thrown Response (redirect) from the loader. */
  response?: Response;
  html: string;
  head: string;
  body: string;
}

/** Runs `module`'s loader for `url` (matched by `path`, e.g. "internships/:slug"), then renders it. */
export async function renderRoute(
  db: Db,
  module: RouteModuleLike,
  { id, path, url, dataNames: withNames = false }: { id: string; path: string; url: string; dataNames?: boolean },
): Promise<Rendered> {
  const request = new Request(new URL(url, site.siteUrl));
  const params = matchPath(`/${path}`, new URL(request.url).pathname)?.params ?? {};
  const pathname = new URL(request.url).pathname;
  const locale = localeOfPath(pathname);
  // The translator of the page's own catalogue, as the server sets it (server/app.ts).
  const context = testContext(db, { env: testEnv(), locale, path: pathname });

  let status = 200;
  let loaderData: unknown;
  let error: unknown;
  try {
    const result = module.loader ? await module.loader({ request, params, context } as never) : undefined;
    // data() results carry their status; plain objects are 200.
    if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
      const d = result as unknown as { data: unknown; init?: { status?: number } };
      loaderData = d.data;
      status = d.init?.status ?? 200;
    } else {
      loaderData = result;
    }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, html: "", head: "", body: "" };
    error = thrown;
    status = isRouteErrorResponse(thrown) ? thrown.status : 500;
    if (thrown && typeof thrown === "object" && "type" in thrown && (thrown as { type: string }).type === "DataWithResponseInit") {
      const init = (thrown as unknown as { init?: { status?: number } }).init;
      status = init?.status ?? 500;
      error = { status, statusText: "", internal: false, data: null };
    }
  }

  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => createElement(Fragment, null, createElement("head", null, createElement(Meta)), createElement(Outlet)),
      loader: () => ({ site }),
      meta: () => [],
      children: [
        {
          id,
          path,
          Component: module.default as never,
          loader: () => loaderData,
          meta: module.meta as never,
          ErrorBoundary: module.ErrorBoundary as never,
        },
      ],
    },
  ]);
  const hydrationData = error
    ? { loaderData: { root: { site } }, errors: { [id]: error } }
    : { loaderData: { root: { site }, [id]: loaderData } };
  const html = renderToString(
    inLocale(
      createElement(Stub, { initialEntries: [pathname + new URL(request.url).search], hydrationData } as never),
      locale,
      pathname,
      withNames && locale !== "en" ? dataNames(db, locale).names : undefined,
    ),
  );
  const headEnd = html.indexOf("</head>");
  return { status, html, head: html.slice(0, headEnd), body: html.slice(headEnd) };
}

/** The JSON-LD blocks of rendered HTML, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
