import "./core/install/early";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { WEB_APP } from "#shared/constants";
import { adoptNumberShapes } from "#shared/format";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { AppProviders } from "./app/AppProviders";
import { offlineLately } from "./lib/connectivity";
import { recoverOnce } from "./lib/navigation";
import { routes } from "./app/routes";
import { hydrateWaitingParts } from "./lib/ui/HydrateOnSight";
import "./app/global.css";
import { createI18n, pageStrings } from "./lib/i18n";
import { setDeploymentMerchant } from "./lib/request";
import { forgetHandoffCode, adoptTokenFromAddress } from "./lib/session";
import { readInitialState } from "./core/startup/initialState";
import { localStore } from "./lib/storage";
import { markRootOnceSettled } from "./lib/pageSettled";
import { beginHydration } from "./lib/useHydrated";
import { afterLoadWhenIdle, yieldToMain } from "./lib/whenIdle";
import { registerAppWorker } from "./lib/appWorker";
import { setNativeBridgeForm } from "./lib/nativeBridge";
import { platformFormsOf } from "#shared/platformForms/forms";

/** Loads the lazy route modules of the first screen so hydration matches the server. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start() {
  const state = readInitialState(document);
  // A chunk of an older build is gone after a deploy: recover once (PITFALLS: stale chunks; SPEC §2 rule).
  window.addEventListener("vite:preloadError", (event) => {
    // Offline (or a moment ago), a chunk fails for want of a network, not because a deploy replaced it: a reload would
    // only show the service worker's offline page and lose what the player typed in a form (issues #14, #33). The
    // import rejects instead.
    if (offlineLately()) return;
    event.preventDefault();
    recoverOnce();
  });
  setDeploymentMerchant(state.merchant.code);
  setNativeBridgeForm(platformFormsOf(state.merchant.platformForms).nativeBridge);
  adoptNumberShapes(state.numberShapes);
  // Short tasks, not one long one: the framework's evaluation and the page's state; each of the browser's storages (the
  // first read of each loads the origin's stored values in one piece, and writing the address back is a round trip to
  // the browser); i18n (its first use compiles much of i18next); the first screen's modules; the router; then the
  // start of hydration.
  await yieldToMain();
  adoptTokenFromAddress(window);
  await yieldToMain();
  forgetHandoffCode(window);
  await yieldToMain();
  // The Language header follows the page's language until the player chooses one.
  if (!localStore.get(LOCAL_STORAGE.language)) localStore.set(LOCAL_STORAGE.language, state.language);
  await yieldToMain();
  const i18n = createI18n(state.language, await pageStrings(state.language, state.stringsVersion));
  // Before react-i18next hears of it: a part still waiting to hydrate holds back an update that reaches it
  // (lib/ui/HydrateOnSight.tsx), so it hydrates first. The language switch itself waits until every part of the
  // server's page has hydrated (lib/hydrationHolds.tsx): one that hydrated after the words changed would not match.
  i18n.on("languageChanged", hydrateWaitingParts);
  await yieldToMain();
  await resolveLazyMatches();
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  // Subscribed before the RouterProvider, so its listener runs first: the router renders its new state in a
  // transition, which a part still waiting to hydrate would hold back until the player scrolled to it.
  router.subscribe(hydrateWaitingParts);
  await yieldToMain();
  const root = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <AppProviders state={state} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition lets React hydrate in small slices, so a tap or a frame is never held up by the whole page
  // (a blocking hydration of /m/home was one 700 ms task on Lighthouse's phone). An empty root is the bench's
  // client-only page (worker/render/appPage.ts); every real page hydrates.
  startTransition(() => {
    if (root.hasChildNodes()) {
      beginHydration();
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
  markRootOnceSettled();
  // The worker's script and the offline page it keeps wait until the page has loaded and the main thread is
  // free: on a slow phone and network they would otherwise compete with the first screen's code and images.
  if ("serviceWorker" in navigator) {
    afterLoadWhenIdle(() => {
      registerAppWorker().catch(() => {
        // Installing still works without the offline page; nothing to tell the player.
      });
    }, WEB_APP.serviceWorkerIdleTimeoutMs);
  }
}

void start();
