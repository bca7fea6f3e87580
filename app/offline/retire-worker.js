// Served as /sw.js with PWA=false: a phone that has the service worker replaces it with
// this one at its next visit, which deletes what was kept and unregisters itself.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
