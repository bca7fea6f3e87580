// The root error boundary: the spec's not-found texts for a 404, and never a
// stack trace outside development.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { inLocale } from "../../support/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../../app/root";

afterEach(() => vi.unstubAllEnvs());

function render(error: unknown) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(ErrorBoundary as never, { error, params: {} }) },
  ]);
  return renderToString(inLocale(createElement(Stub, { initialEntries: ["/"] })));
}

/** What a thrown `data(null, { status })` becomes by the time it reaches a boundary. */
function routeError(status: number, statusText: string) {
  return { status, statusText, internal: false, data: null };
}

describe("root error boundary", () => {
  it("shows the not-found screen for a 404", () => {
    const html = render(routeError(404, "Not Found"));
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("We could not find that page.");
    expect(html).not.toContain("Did you forget to add the page to the router?");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
  });

  it("shows a dead link's own page: heading, words and the way to a working link", () => {
    const html = render({ status: 404, statusText: "Not Found", internal: false, data: { deadLink: "unsubscribed" } });
    expect(html).toContain("You are already unsubscribed");
    expect(html).toMatch(/<a[^>]*href="\/alerts"[^>]*>Create a new alert<\/a>/);
    expect(html).not.toContain("404 Page Not Found");
  });

  it("hides the error and its stack in production", () => {
    vi.stubEnv("DEV", false);
    const error = new Error("database password is hunter2");
    const html = render(error);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("error-boundary.test");
  });

  it("shows the stack in development", () => {
    vi.stubEnv("DEV", true);
    const html = render(new Error("visible while developing"));
    expect(html).toContain("visible while developing");
  });
});
