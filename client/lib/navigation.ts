import { useCallback } from "react";
import type { NavigateFunction, NavigateOptions } from "react-router";
import { withKeptQuery } from "#shared/navigation";
import { RELOAD_IN_PLACE_PATHS, ROUTES } from "#shared/routes";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { sessionStore } from "./storage";

/** Every navigation keeps the query parameters of SPEC §2. */
export function useAppNavigate(navigate: NavigateFunction): (to: string, options?: NavigateOptions) => void {
  return useCallback((to: string, options?: NavigateOptions) => void navigate(withKeptQuery(to, globalThis.location?.search ?? ""), options), [navigate]);
}

export function recoveryTarget(location: Pick<Location, "pathname" | "search">): { reload: true } | { goTo: string } {
  if (RELOAD_IN_PLACE_PATHS.has(location.pathname)) return { reload: true };
  return { goTo: withKeptQuery(ROUTES.home, location.search) };
}

/** Reloads in place or goes to /m/home, as SPEC §2 says for updates and fatal errors. */
export function reloadOrHome(win: Pick<Window, "location"> = window): void {
  const target = recoveryTarget(win.location);
  if ("reload" in target) win.location.reload();
  else win.location.assign(target.goTo);
}

/** A second failure within this time after recovering stops the automatic reloads. */
const RECOVERY_WINDOW_MS = 10_000;

/** Whether a failing page may still recover by itself (it did not just try). */
export function mayRecover(now = Date.now()): boolean {
  // Offline, a reload only lands on the service worker's offline page and loses the page's state (issue #14).
  if (globalThis.navigator?.onLine === false) return false;
  return now - Number(sessionStore.get(SESSION_STORAGE.recoveryReload) ?? 0) >= RECOVERY_WINDOW_MS;
}

/** Recovers once per failing page: reload in place or go home (SPEC §2); never loops. */
export function recoverOnce(now = Date.now()): boolean {
  if (!mayRecover(now)) return false;
  sessionStore.set(SESSION_STORAGE.recoveryReload, String(now));
  reloadOrHome();
  return true;
}
