import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inside every document's <head> (docs/decisions/179-inline-stylesheet.md).
 * The server gives the CSS text (entry.server.tsx imports it with `?inline`, so it
 * never enters the client bundle); in the browser the component reads it back from
 * the document it hydrates, so both renders are the same and React leaves it alone.
 */
export const StylesheetContext = createContext<string | undefined>(undefined);

let fromDocument: string | undefined;

export function InlineStylesheet() {
  const css = useContext(StylesheetContext) ?? (fromDocument ??= readFromDocument());
  return <style data-site-stylesheet="" dangerouslySetInnerHTML={{ __html: css }} />;
}

function readFromDocument() {
  return typeof document === "undefined" ? "" : (document.querySelector("style[data-site-stylesheet]")?.textContent ?? "");
}
