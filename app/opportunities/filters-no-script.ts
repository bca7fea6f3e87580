/**
 * The home board's filter toggle without JavaScript: the button (which needs a script) hides and
 * the panel shows while it is the URL's target (#filter-panel). Rendered by the root in a
 * <noscript> in the document's <head>, the one place HTML allows a <style> there; the ids exist
 * on the home page only, so other pages are unaffected.
 */
export const FILTERS_NO_SCRIPT_CSS = "#filter-panel:target{display:block!important}#filters-toggle{display:none!important}";
