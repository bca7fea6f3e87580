/** `Save-Data: on`: organisation logos are left out (their avatar stands in), nothing else changes. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SaveDataContext, wantsSavedData } from "~/offline/save-data";
import { OrgLogo } from "~/opportunities/org-logo";

const logo = (saveData: boolean) =>
  renderToString(
    createElement(SaveDataContext, { value: saveData }, createElement(OrgLogo, { name: "Green Earth", logo: "/uploads/logo.png" })),
  );

describe("data saver", () => {
  it("draws the avatar instead of loading the logo", () => {
    expect(logo(false)).toContain('<img src="/uploads/logo.png"');
    expect(logo(true)).not.toContain("<img");
    expect(logo(true)).toContain(">GE</text>");
  });

  it("reads the header as browsers send it", () => {
    expect(wantsSavedData("on")).toBe(true);
    expect(wantsSavedData(" On ")).toBe(true);
    expect(wantsSavedData("off")).toBe(false);
    expect(wantsSavedData(null)).toBe(false);
  });
});
