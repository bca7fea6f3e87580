/**
 * `<html data-enhanced>`: the page's JavaScript has run (React hydrated, or a read page's own script
 * enhanced it), so its forms and buttons behave as enhanced. Nothing styles on it; it tells a browser
 * test when typing into a form can no longer race the scripts (docs/decisions/443-a-page-says-when-its-scripts-ran.md).
 */
export function markEnhanced() {
  document.documentElement.dataset.enhanced = "";
}
