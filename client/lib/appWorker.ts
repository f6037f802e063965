import { WEB_APP } from "#shared/constants";

/**
 * Registers /m/sw.js, the one service worker of the /m/ scope (the offline page and pushes, docs/decisions/023).
 * Registering the same script again only returns the existing registration.
 */
export function registerAppWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<ServiceWorkerRegistration> {
  return container.register(WEB_APP.serviceWorker, { scope: WEB_APP.scope });
}
