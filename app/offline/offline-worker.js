// The service worker (docs/decisions/246), written by hand: it does four things, and
// Workbox's runtime for them weighs more than this whole file. The build puts in
// VERSION (a hash of the release's asset names), NOTE (app/offline/texts.ts, and its Hindi)
// and the scripts a Hindi page loads besides its own (Lingui and the Saved and offline pages'
// catalogues) and the read pages' script, and serves it as /sw.js (app/routes/service-worker.ts).
const VERSION = "__VERSION__";
const NOTE = "__NOTE__";
const NOTE_HI = "__NOTE_HI__";
const HINDI_SCRIPTS = "__HINDI_SCRIPTS__".split(" ").filter(Boolean);
// The script of the pages that ship no React (listings among them), which no shell page names.
const READ_PAGE_SCRIPTS = "__READ_PAGE_SCRIPTS__".split(" ").filter(Boolean);
const ASSETS = `assets-${VERSION}`;
// Kept across releases: the pages the visitor opened or saved (offline-page.tsx reads it too).
const PAGES = "pages";
const SHELL = ["/offline", "/saved"];
// Their Hindi twins (docs/decisions/269): kept for a visitor who reads the board in Hindi.
const HINDI_SHELL = ["/hi/offline", "/hi/saved"];
const HINDI = /^\/hi(?:\/|$)/;
const LISTING = /^(?:\/hi)?\/(?:internships|fellowships|courses|scholarships|jobs)\/[^/]+$/;
const MAX_LISTINGS = 60;
const MAX_AGE = 30 * 864e5;
const SLOW = 3000;
const KEPT_AT = "x-kept-at";
// The worker's own fetches go without cookies: only anonymous pages are kept, and a page fetched
// in the background must not take the flash message (a cookie) meant for the visitor's next page.
const ANONYMOUS = { credentials: "omit" };

// A new release: the offline page, the Saved page and their scripts (in Hindi too when the page
// that registered is Hindi or the Hindi ones were kept before), then take over at once.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const hindi = windows.some((client) => HINDI.test(new URL(client.url).pathname)) || (await caches.match(HINDI_SHELL[0]));
      await keepShell(SHELL);
      if (hindi) await keepShell(HINDI_SHELL);
      await self.skipWaiting();
    })(),
  );
});

async function keepShell(paths) {
  const pages = await caches.open(PAGES);
  const assets = await caches.open(ASSETS);
  for (const path of paths) {
    const response = await fetch(path, ANONYMOUS);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const html = await response.clone().text();
    await pages.put(path, response);
    const used = html.matchAll(/(?:href="|import\(")(\/assets\/[^"]+\.js)"/g);
    // A Hindi page also loads Lingui and its catalogue, which its HTML does not name.
    const scripts = Array.from(used, (match) => match[1]).concat(HINDI.test(path) ? HINDI_SCRIPTS : [], READ_PAGE_SCRIPTS);
    await assets.addAll([...new Set(scripts)]);
  }
}

// A visitor who turns to Hindi after the worker was installed: the Hindi pages are kept then.
async function keepHindiShell() {
  if (await caches.match(HINDI_SHELL[0])) return;
  await keepShell(HINDI_SHELL).catch(() => {});
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
  if (typeof path === "string" && LISTING.test(path)) event.waitUntil(keep(path));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (url.pathname.startsWith("/assets/")) return event.respondWith(asset(request));
  if (request.mode !== "navigate") return;
  if (HINDI.test(url.pathname)) event.waitUntil(keepHindiShell());
  if (LISTING.test(url.pathname)) return event.respondWith(listing(event, url.pathname));
  if (SHELL.includes(url.pathname) || HINDI_SHELL.includes(url.pathname)) return event.respondWith(shell(request, url.pathname));
  // Everything else (the back office, manage and alert links, signed-in pages) only from the network.
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
  return first || noted(copy, HINDI.test(path));
}

async function shell(request, path) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(PAGES)).put(path, response.clone());
    return response;
  } catch {
    // A Hindi page not kept yet: its English twin.
    const copy = (await caches.match(path)) || (await caches.match(path.replace(HINDI, "/")));
    return copy || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

// The offline page in the page's language; secret links (manage, alerts) are not repeated in its address.
function offline(url) {
  const secret = /^(?:\/hi)?\/(?:manage|alerts)\//.test(url.pathname);
  const from = secret ? "" : `?from=${encodeURIComponent(url.pathname + url.search)}`;
  return Response.redirect(`${HINDI.test(url.pathname) ? "/hi" : ""}/offline${from}`, 302);
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
    if (!LISTING.test(new URL(request.url).pathname)) continue;
    const response = await cache.match(request);
    if (!response || Date.now() - Number(response.headers.get(KEPT_AT)) > MAX_AGE) await cache.delete(request);
    else kept.push(request);
  }
  for (const request of kept.slice(0, Math.max(0, kept.length - MAX_LISTINGS))) await cache.delete(request);
}

// The kept copy, marked as such; React leaves an element it did not render at the top of <body>.
async function noted(copy, hindi) {
  const date = new Date(Number(copy.headers.get(KEPT_AT))).toLocaleDateString(hindi ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const note = `<p role="status" data-offline-note class="border border-amber-300 bg-amber-50 p-4 text-center font-semibold text-amber-900">${(hindi ? NOTE_HI : NOTE).replace("{date}", date)}</p>`;
  const html = (await copy.text()).replace(/<body[^>]*>/, (body) => body + note);
  const headers = new Headers(copy.headers);
  headers.delete("Content-Length");
  return new Response(html, { headers });
}
