import { useCallback } from "react";
import type { NavigateFunction, NavigateOptions } from "react-router";
import { withKeptQuery } from "../../shared/navigation";

/** Every navigation keeps the query parameters of SPEC §2. */
export function useAppNavigate(navigate: NavigateFunction): (to: string, options?: NavigateOptions) => void {
  return useCallback((to: string, options?: NavigateOptions) => void navigate(withKeptQuery(to, globalThis.location?.search ?? ""), options), [navigate]);
}

/** SPEC §2: after an update or fatal error these paths reload in place; any other goes to /m/home. */
export const RELOAD_IN_PLACE_PATHS = new Set(["/m/home", "/m/game", "/m/login", "/m/index", "/m/index.html", "/m/member/home", "/m/register", "/m/register.html"]);

export function recoveryTarget(location: Pick<Location, "pathname" | "search">): { reload: true } | { goTo: string } {
  if (RELOAD_IN_PLACE_PATHS.has(location.pathname)) return { reload: true };
  return { goTo: withKeptQuery("/m/home", location.search) };
}

/** Reloads in place or goes to /m/home, as SPEC §2 says for updates and fatal errors. */
export function reloadOrHome(win: Pick<Window, "location"> = window): void {
  const target = recoveryTarget(win.location);
  if ("reload" in target) win.location.reload();
  else win.location.assign(target.goTo);
}
