import { internalAppPath } from "./redirects.ts";
import { ROUTES } from "./routes.ts";

/** SPEC §2: query parameters every navigation keeps. */
export const KEPT_QUERY_PARAMETERS = [
  "affiliateCode",
  "referralCode",
  "r",
  "inApp",
  "fbclid",
  "gclid",
  "ttclid",
  "kwaiclid",
  "bbg",
  "isBgeTest",
  "cid",
] as const;

/** Adds the kept parameters of `currentSearch` to `target` unless the target sets them itself. */
export function withKeptQuery(target: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [pathAndQuery = "", hash = ""] = target.split("#", 2);
  const [path = "", query = ""] = pathAndQuery.split("?", 2);
  const next = new URLSearchParams(query);
  for (const name of KEPT_QUERY_PARAMETERS) {
    const value = current.get(name);
    if (value !== null && !next.has(name)) next.set(name, value);
  }
  const search = next.toString();
  return `${path}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The login address's parameter that names the page a guest was on its way to (issue #35). */
export const RETURN_PARAMETER = "next";

/** Pages a login never returns to: the login and registration pages themselves. */
const NOT_RETURNED_TO: ReadonlySet<string> = new Set([ROUTES.login, ROUTES.register, ROUTES.registerHtml]);

/**
 * The login page for a guest on the way to `wanted` (a path and its query): it says why, and the login returns there
 * (issue #35). The marketing parameters stay on the login address too, as everywhere (SPEC §2).
 */
export function loginReturningTo(wanted: string, currentSearch: string, page: string = ROUTES.login): string {
  const target = internalAppPath(wanted);
  const path = target?.split(/[?#]/, 1)[0] ?? "";
  const query = target && !NOT_RETURNED_TO.has(path) ? `?${RETURN_PARAMETER}=${encodeURIComponent(target)}` : "";
  return withKeptQuery(`${page}${query}`, currentSearch);
}

/** Where a login goes back to: the page named in the address, when it is one of the app's own; null otherwise. */
export function returnPath(search: string): string | null {
  const wanted = new URLSearchParams(search).get(RETURN_PARAMETER);
  const target = wanted ? internalAppPath(wanted) : null;
  if (!target) return null;
  return NOT_RETURNED_TO.has(target.split(/[?#]/, 1)[0]!) ? null : target;
}

/** The registration page from a login page that names where the guest was going: the registration returns there too. */
export function registerAddress(loginSearch: string): string {
  const wanted = returnPath(loginSearch);
  return wanted ? loginReturningTo(wanted, "", ROUTES.register) : ROUTES.register;
}
