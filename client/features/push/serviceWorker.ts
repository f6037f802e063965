import { WEB_APP } from "#shared/constants";
import { registerAppWorker } from "../../lib/appWorker";

/** Messages the page posts to /m/sw.js (the worker repeats these names: it is a plain script). */
export const SW_MESSAGES = {
  /** The merchant's name and icon, for a push that carries none. */
  defaults: "mc-push-defaults",
  /** Sandbox builds: a test push picked up by polling, shown by the worker's own push code. */
  push: "mc-push",
} as const;

/** How long to wait for /m/sw.js to become active before giving up on this attempt. */
const ACTIVE_WAIT_MS = 10_000;

/**
 * The registration once it has an active worker. Listening to the worker installing at the time is not enough: the
 * registration can have none yet (its script still loading, when the app's own registration started a moment before),
 * or the browser may tell the worker's state before the registration's (an end-to-end run then waited forever and the
 * token was never bound). So every worker it gets is followed, and the page's `ready`, which settles once this page's
 * registration is active, settles it too.
 */
function activated(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): Promise<ServiceWorkerRegistration> {
  if (registration.active) return Promise.resolve(registration);
  return new Promise((resolve, reject) => {
    const watched = new Set<ServiceWorker>();
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      registration.removeEventListener?.("updatefound", watch);
      for (const worker of watched) worker.removeEventListener("statechange", check);
      settle();
    };
    const check = () => {
      if (registration.active) finish(() => resolve(registration));
    };
    const watch = () => {
      for (const worker of [registration.installing, registration.waiting]) {
        if (!worker || watched.has(worker)) continue;
        watched.add(worker);
        worker.addEventListener("statechange", check);
      }
    };
    const timer = setTimeout(() => finish(() => reject(new Error("service worker not active"))), ACTIVE_WAIT_MS);
    registration.addEventListener?.("updatefound", watch);
    watch();
    void container.ready?.then((ready) => {
      if (ready.scope === registration.scope) finish(() => resolve(registration));
    });
  });
}

/**
 * The /m/sw.js registration once it is active: the one worker of the /m/ scope, which push must use
 * (PITFALLS "Push, 2026 state": FCM would otherwise register its own root /firebase-messaging-sw.js).
 * The app registers it once the loaded page is idle (client/main.tsx); push may need it before then.
 */
export async function pushRegistration(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<ServiceWorkerRegistration> {
  const registration = (await container.getRegistration(WEB_APP.scope)) ?? (await registerAppWorker(container));
  return activated(registration, container);
}

/** What the worker shows when a push carries no title or icon (docs/decisions/023): the merchant's own. */
export function tellWorkerDefaults(registration: ServiceWorkerRegistration, defaults: { title: string; icon?: string }): void {
  registration.active?.postMessage({ type: SW_MESSAGES.defaults, ...defaults });
}

/** Sandbox builds: a push delivered by polling goes through the same code as a push event (public/m/sw.js). */
export function handToWorker(registration: ServiceWorkerRegistration, payload: unknown): void {
  registration.active?.postMessage({ type: SW_MESSAGES.push, payload });
}
