// The service worker (docs/decisions/246), written by hand: it does four things, and
// Workbox's runtime for them weighs more than this whole file. The build puts in
// VERSION (a hash of the release's asset names), NOTES (app/offline/texts.ts in each language,
// with its Intl locale) and the read pages' script, the one script the offline page and the kept
// listings run (no React: decision 320); /sw.js (app/routes/service-worker.ts) puts in what the route table declares
// (app/lib/route-rules.ts, decision 290): KEEP, the pages declared public and kept offline, in
// every language; PUBLIC, every page declared public; SHELLS, the offline page of each language.
// Nothing else is ever stored.
const VERSION = "__VERSION__";
const NOTES = JSON.parse("__NOTES__");
// The script of the pages that ship no React (the offline page and the listings among them).
const READ_PAGE_SCRIPTS = "__READ_PAGE_SCRIPTS__".split(" ").filter(Boolean);
const KEEP = new RegExp("__KEEP__");
const PUBLIC = new RegExp("__PUBLIC__");
const SHELLS = JSON.parse("__SHELLS__");
const DEFAULT_SHELL = SHELLS.en;
const ASSETS = `assets-${VERSION}`;
// Kept across releases: the pages the visitor opened or saved (the offline page's script reads it too, app/light/page-script.ts).
const PAGES = "pages";
const MAX_LISTINGS = 60;
const MAX_AGE = 30 * 864e5;
const SLOW = 3000;
const KEPT_AT = "x-kept-at";
// The worker's own fetches go without cookies: only anonymous pages are kept, and a page fetched
// in the background must not take the flash message (a cookie) meant for the visitor's next page.
const ANONYMOUS = { credentials: "omit" };

/** The language of a path: its first segment when that is a language with an offline page, else English. */
function languageOf(pathname) {
  const first = pathname.split("/")[1];
  return first && first !== "en" && SHELLS[first] ? first : "en";
}

// A new release: the offline page and its scripts, in English and in each language the
// visitor has read (a page that registered in it, or its offline page kept before), then take over.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const read = new Set(windows.map((client) => languageOf(new URL(client.url).pathname)));
      for (const [language, path] of Object.entries(SHELLS)) {
        if (path === DEFAULT_SHELL || read.has(language) || (await caches.match(path))) await keepShell(path);
      }
      await self.skipWaiting();
    })(),
  );
});

async function keepShell(path) {
  const pages = await caches.open(PAGES);
  const assets = await caches.open(ASSETS);
  const response = await fetch(path, ANONYMOUS);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.clone().text();
  await pages.put(path, response);
  const used = html.matchAll(/(?:src="|href="|import\(")(\/assets\/[^"]+\.js)"/g);
  await assets.addAll([...new Set(Array.from(used, (match) => match[1]).concat(READ_PAGE_SCRIPTS))]);
}

// A visitor who turns to another language after the worker was installed: its offline page is kept then.
async function keepShellOf(pathname) {
  const path = SHELLS[languageOf(pathname)];
  if (!path || (await caches.match(path))) return;
  await keepShell(path).catch(() => {});
}

// The previous releases' scripts go; the kept pages stay (they still read without scripts).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("assets-") && name !== ASSETS) await caches.delete(name);
      await prune(await caches.open(PAGES));
      await self.clients.claim();
    })(),
  );
});

// A listing opened by a client-side navigation or saved: keep its page too.
self.addEventListener("message", (event) => {
  const path = event.data && event.data.keep;
  if (typeof path === "string" && KEEP.test(path)) event.waitUntil(keep(path));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  if (request.mode !== "navigate") return;
  event.waitUntil(keepShellOf(url.pathname));
  if (KEEP.test(url.pathname)) return event.respondWith(listing(event, url.pathname));
  if (Object.values(SHELLS).includes(url.pathname)) return event.respondWith(shell(request, url.pathname));
  // Everything else (the back office, manage and alert links, Saved, signed-in pages) only from the network.
  event.respondWith(fetch(request).catch(() => offline(url)));
});

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Network first; the kept copy when the network fails or takes longer than SLOW.
async function listing(event, path) {
  const cache = await caches.open(PAGES);
  const network = fetch(event.request).then((response) => {
    event.waitUntil(store(cache, path, response.clone()));
    return response;
  });
  const copy = await cache.match(path);
  if (!copy) return network.catch(() => offline(new URL(path, location.origin)));
  network.catch(() => {});
  const first = await Promise.race([network, new Promise((resolve) => setTimeout(resolve, SLOW))]).catch(() => null);
  return first || noted(copy, languageOf(path));
}

// The offline page from the network, else its anonymous copy kept at install; a language's page
// not kept yet sends to the English one (the page of the language asked for was never fetched).
async function shell(request, path) {
  try {
    return await fetch(request);
  } catch {
    const copy = await caches.match(path);
    if (copy) return copy;
    const url = new URL(request.url);
    if (path !== DEFAULT_SHELL && (await caches.match(DEFAULT_SHELL))) return Response.redirect(DEFAULT_SHELL + url.search, 302);
    return new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

// The offline page in the page's language. The address it came from is repeated only for a page
// declared public: a secret link (manage, alerts) or a private page never is.
function offline(url) {
  const from = PUBLIC.test(url.pathname) ? `?from=${encodeURIComponent(url.pathname + url.search)}` : "";
  return Response.redirect(`${SHELLS[languageOf(url.pathname)] || DEFAULT_SHELL}${from}`, 302);
}

async function keep(path) {
  const cache = await caches.open(PAGES);
  const had = await cache.match(path);
  if (had && Date.now() - Number(had.headers.get(KEPT_AT)) < 60_000) return;
  try {
    await store(cache, path, await fetch(path, { ...ANONYMOUS, headers: { Accept: "text/html" } }));
  } catch {
    // offline: kept on the next visit
  }
}

// Only what a shared cache may keep too: anonymous, no cookie set, not private (server/page-cache.ts).
async function store(cache, path, response) {
  const control = response.headers.get("Cache-Control") || "";
  const html = (response.headers.get("Content-Type") || "").startsWith("text/html");
  if (response.status !== 200 || !html || !/\bpublic\b/.test(control) || /private|no-store/.test(control)) return;
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(Date.now()));
  // The body is kept decoded.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  await cache.put(path, new Response(await response.blob(), { headers }));
  await prune(cache);
}

// The MAX_LISTINGS most recent listings of the last 30 days (a page put again moves to the end).
async function prune(cache) {
  const kept = [];
  for (const request of await cache.keys()) {
    if (!KEEP.test(new URL(request.url).pathname)) continue;
    const response = await cache.match(request);
    if (!response || Date.now() - Number(response.headers.get(KEPT_AT)) > MAX_AGE) await cache.delete(request);
    else kept.push(request);
  }
  for (const request of kept.slice(0, Math.max(0, kept.length - MAX_LISTINGS))) await cache.delete(request);
}

// The kept copy, marked as such; React leaves an element it did not render at the top of <body>.
async function noted(copy, language) {
  const { note: text, intl } = NOTES[language] ?? NOTES.en;
  const date = new Date(Number(copy.headers.get(KEPT_AT))).toLocaleDateString(intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const note = `<p role="status" data-offline-note class="border border-amber-300 bg-amber-50 p-4 text-center font-semibold text-amber-900">${text.replace("{date}", date)}</p>`;
  const html = (await copy.text()).replace(/<body[^>]*>/, (body) => body + note);
  const headers = new Headers(copy.headers);
  headers.delete("Content-Length");
  return new Response(html, { headers });
}
