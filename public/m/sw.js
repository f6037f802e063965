// Service worker for the installed web app (scope /m/). It keeps one page:
// the merchant's offline page, shown when a navigation cannot reach the network.
// App files are not cached here, so a deploy never leaves players on stale chunks.
// It also shows push notifications (docs/decisions/023): it is the one worker of the
// /m/ scope, and FCM is handed this registration instead of registering its own.
const CACHE = "mc-offline-v1";
const OFFLINE_URL = "/m/offline.html";
// Not a page: the key under which the merchant's name and icon are kept for pushes that carry none.
const PUSH_DEFAULTS_URL = "/m/__push-defaults";
// The page's messages (SW_MESSAGES in client/features/push/serviceWorker.ts; a plain script cannot import it).
const MESSAGES = { defaults: "mc-push-defaults", push: "mc-push" };
const SCOPE_PATH = "/m/";
const HOME = "/m/home";
const LIMITS = { title: 120, body: 500, url: 2048 };

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

/**
 * The offline page stands in for one thing only: a page the browser cannot load at all (issue #14). A form's
 * submission (POST), a fetch, a script or a frame inside a page is left to the page, which says itself that the
 * network is gone and keeps what the player typed.
 */
function isPageLoad(request) {
  return request.mode === "navigate" && request.method === "GET" && (!request.destination || request.destination === "document");
}

/**
 * A page load that cannot reach the network. A reload of a page the player has open (the app reloading itself,
 * say after a script failed to arrive) is answered 204 No Content, which browsers take as "stay where you are": the
 * page and what was typed into it remain (issue #14). Anything else gets the offline page.
 */
async function offlineAnswer(request) {
  const open = await self.clients.matchAll({ type: "window" }).catch(() => []);
  if (open.some((client) => client.url === request.url && client.visibilityState === "visible")) return new Response(null, { status: 204 });
  return (await caches.match(OFFLINE_URL)) || Response.error();
}

self.addEventListener("fetch", (event) => {
  if (!isPageLoad(event.request)) return;
  event.respondWith(fetch(event.request).catch(() => offlineAnswer(event.request)));
});

function text(value, max) {
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

function record(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

/** A push's link, kept only when it stays inside the app on this origin; anything else opens the home page. */
function safeLink(value) {
  const link = text(value, LIMITS.url);
  if (!link) return HOME;
  try {
    const url = new URL(link, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE_PATH)) return HOME;
    return url.pathname + url.search + url.hash;
  } catch {
    return HOME;
  }
}

/** An icon must be an http(s) image; a relative path is this origin's. */
function safeIcon(value) {
  const icon = text(value, LIMITS.url);
  if (!icon) return "";
  try {
    const url = new URL(icon, self.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
  } catch {
    return "";
  }
}

/** The payload as FCM sends it: JSON text, or already an object (the sandbox's hand-over); anything else is empty. */
function readPayload(raw) {
  if (typeof raw !== "string") return record(raw);
  try {
    return record(JSON.parse(raw));
  } catch {
    return {};
  }
}

/**
 * FCM's two shapes: `notification` {title, body, icon, image, click_action} and `data` (strings the sender
 * chose: title, body, icon, link or url); the link may also come in `fcmOptions.link`. An empty or garbled
 * payload still shows a notification: the merchant's name.
 */
function notificationFrom(payload, defaults) {
  const shown = record(payload.notification);
  const data = record(payload.data);
  const link =
    text(record(payload.fcmOptions).link, LIMITS.url) || text(record(payload.fcm_options).link, LIMITS.url) || data.link || data.url || shown.click_action;
  const options = {
    body: text(shown.body, LIMITS.body) || text(data.body, LIMITS.body),
    data: { link: safeLink(link) },
  };
  const icon = safeIcon(shown.icon) || safeIcon(data.icon) || safeIcon(defaults.icon);
  if (icon) options.icon = icon;
  const image = safeIcon(shown.image) || safeIcon(data.image);
  if (image) options.image = image;
  const title = text(shown.title, LIMITS.title) || text(data.title, LIMITS.title) || text(defaults.title, LIMITS.title) || self.location.hostname;
  return { title, options };
}

async function readDefaults() {
  try {
    const cache = await caches.open(CACHE);
    const stored = await cache.match(PUSH_DEFAULTS_URL);
    return stored ? record(await stored.json()) : {};
  } catch {
    return {};
  }
}

async function saveDefaults(message) {
  const defaults = { title: text(message.title, LIMITS.title), icon: safeIcon(message.icon) };
  const cache = await caches.open(CACHE);
  await cache.put(PUSH_DEFAULTS_URL, new Response(JSON.stringify(defaults), { headers: { "Content-Type": "application/json" } }));
}

/**
 * Every push shows a notification, whatever it carries: iOS revokes the subscription of a site after three
 * pushes that show none (PITFALLS "Push, 2026 state"). The same function serves the sandbox's hand-over.
 */
async function showPush(raw) {
  const defaults = await readDefaults();
  try {
    const { title, options } = notificationFrom(readPayload(raw), defaults);
    await self.registration.showNotification(title, options);
  } catch {
    await self.registration.showNotification(text(defaults.title, LIMITS.title) || self.location.hostname, { data: { link: HOME } });
  }
}

self.addEventListener("push", (event) => {
  let raw = null;
  try {
    raw = event.data ? event.data.text() : null;
  } catch {
    raw = null;
  }
  event.waitUntil(showPush(raw));
});

self.addEventListener("message", (event) => {
  const message = record(event.data);
  // Only the app's own pages speak to it.
  const from = event.source && typeof event.source.url === "string" ? event.source.url : "";
  if (!from.startsWith(self.location.origin + "/")) return;
  if (message.type === MESSAGES.defaults) event.waitUntil(saveDefaults(message));
  else if (message.type === MESSAGES.push) event.waitUntil(showPush(message.payload));
});

/** Focuses a window of the app (one already on the link first), taking it to the link; else opens one. */
async function openLink(link) {
  const target = new URL(link, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const ours = windows.filter((client) => client.url.startsWith(self.location.origin + "/"));
  const exact = ours.find((client) => client.url === target);
  if (exact) return exact.focus();
  const open = ours.find((client) => client.focused) || ours[0];
  if (!open) return self.clients.openWindow(target);
  const focused = await open.focus();
  try {
    return (await focused.navigate(target)) || focused;
  } catch {
    // A window this worker does not control cannot be navigated by it.
    return self.clients.openWindow(target);
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Checked again: a notification's data may not have come from this worker's own push code.
  event.waitUntil(openLink(safeLink(record(event.notification.data).link)));
});
