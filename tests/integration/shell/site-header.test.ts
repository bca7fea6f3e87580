// The header as rendered on the server (no JavaScript): the links of
// the spec and the admin avatar menu for admins only.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { inLocale } from "../../support/i18n";
import { describe, expect, it } from "vitest";
import { type HeaderUser, SiteHeader, userInitial } from "../../../app/components/site-header";

function render(user: HeaderUser | null) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(SiteHeader, { siteName: "Impact Careers", user }) },
  ]);
  return renderToString(inLocale(createElement(Stub, { initialEntries: ["/"] })));
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);

describe("site header", () => {
  it("links the brand, the four opportunity entries, About, Saved and Post an opportunity, twice (desktop and mobile)", () => {
    const links = hrefs(render(null));
    const menu = [
      "All opportunities /?type=all#opportunities",
      "Internships /?type=internship#opportunities",
      "Fellowships /?type=fellowship#opportunities",
      "Courses /?type=course#opportunities",
      "About /about",
      "Saved /saved",
      // Each other language by its own name (decision 332).
      "हिंदी /hi",
      "मराठी /mr",
      "বাংলা /bn",
      "Post an opportunity /submit",
    ];
    expect(links).toEqual(["Impact Careers /", ...menu, ...menu]);
  });

  it("in Hindi on /hi: Hindi words, board links and the Saved page under /hi, the switch to English", () => {
    const Stub = createRoutesStub([
      { path: "/hi", Component: () => createElement(SiteHeader, { siteName: "Impact Careers", user: null }) },
    ]);
    const links = hrefs(renderToString(inLocale(createElement(Stub, { initialEntries: ["/hi"] }), "hi")));
    expect(links.slice(0, 11)).toEqual([
      "Impact Careers /hi",
      "सभी अवसर /hi?type=all#opportunities",
      "इंटर्नशिप /hi?type=internship#opportunities",
      "फ़ेलोशिप /hi?type=fellowship#opportunities",
      "कोर्स /hi?type=course#opportunities",
      "हमारे बारे में /hi/about",
      "सहेजी गई /hi/saved",
      "English /",
      "मराठी /mr",
      "বাংলা /bn",
      "अवसर पोस्ट करें /hi/submit",
    ]);
  });

  it("menus are <details> elements, closed in the server HTML", () => {
    const html = render(null);
    expect(html.match(/<details[^>]*>/g)).toEqual([
      expect.stringContaining('data-menu="opportunities"'),
      expect.stringContaining('data-menu="mobile"'),
    ]);
    expect(html).not.toMatch(/<details[^>]* open/);
    // aria-expanded is only set once JavaScript runs and knows the state.
    expect(html).not.toContain("aria-expanded");
  });

  it("shows no account menu to anonymous visitors or to signed-in non-admins", () => {
    for (const user of [null, { username: "priya", fullName: "Priya S", isAdmin: false }]) {
      const html = render(user);
      expect(html).not.toContain("Admin Dashboard");
      expect(html).not.toContain("Sign out");
    }
  });

  it("gives admins an avatar menu with their initial, Admin Dashboard and a Sign out form posting to /logout", () => {
    const html = render({ username: "admin", fullName: "asha Rao", isAdmin: true });
    expect(html).toContain('aria-label="Account menu for asha Rao"');
    expect(html).toMatch(/<span aria-hidden="true">A<\/span>/);
    expect(hrefs(html)).toContain("Admin Dashboard /admin");
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(2); // avatar menu and mobile menu
    for (const form of forms) expect(form).toMatch(/action="\/logout" method="post"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/);
  });

  it("takes the initial from the full name, else the username", () => {
    expect(userInitial({ fullName: "Meera Iyer", username: "admin" })).toBe("M");
    expect(userInitial({ fullName: "  ", username: "zoya" })).toBe("Z");
    expect(userInitial({ fullName: null, username: "admin" })).toBe("A");
  });
});
