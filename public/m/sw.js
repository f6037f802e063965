// Service worker for the installed web app (scope /m/). It keeps one page:
// the merchant's offline page, shown when a navigation cannot reach the network.
// App files are not cached here, so a deploy never leaves players on stale chunks.
const CACHE = "mc-offline-v1";
const OFFLINE_URL = "/m/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.mode !== "navigate") return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL).then((page) => page || Response.error())));
});
