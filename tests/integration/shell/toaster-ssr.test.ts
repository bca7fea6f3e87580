// The toast is part of the server HTML, so it shows without JavaScript.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../../app/components/toaster";

describe("Toaster in the server HTML", () => {
  it("renders a flash toast as a status message with a CSS-only close control", () => {
    const html = renderToString(
      createElement(Toaster, { toast: { id: "r1", message: "Logged out", description: "Bye", type: "success" } }),
    );
    expect(html).toContain('aria-label="Notifications (F8)"');
    expect(html).toMatch(/<li[^>]*><div role="status"/);
    expect(html).toContain("Logged out");
    expect(html).toContain("Bye");
    // Without JavaScript a checkbox + label hides the toast.
    expect(html).toMatch(/<input[^>]*id="toast-close-r1"[^>]*type="checkbox"/);
    expect(html).toMatch(/<label[^>]*for="toast-close-r1"/);
    expect(html).toContain("has-checked:hidden");
  });

  it("renders an error toast as an alert, styled as destructive", () => {
    const html = renderToString(createElement(Toaster, { toast: { id: "r2", message: "Login failed", type: "error" } }));
    expect(html).toMatch(/<div role="alert"[^>]*data-variant="destructive"/);
  });

  it("renders an empty notification area when there is no toast", () => {
    const html = renderToString(createElement(Toaster, { toast: null }));
    expect(html).toContain('aria-label="Notifications (F8)"');
    expect(html).not.toContain("<li");
  });
});
