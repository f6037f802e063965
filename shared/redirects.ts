/**
 * DESIGN §5 redirect targets: where a banner, an activity, `backUrl` or `redirectUrl` may send a player.
 * A value stays inside the app only as a same-origin /m path; it leaves the merchant's own origin only
 * for the origins the merchant config allows. `//host` and `/\host` never count as internal.
 */
const PROBE_ORIGIN = "https://internal.invalid";

/** SPEC §2: "a value starting with /m and without http is an internal route". The path to route to, or null. */
export function internalAppPath(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\/m(?:[/?#]|$)/.test(trimmed) || /http/i.test(trimmed) || hasBackslashOrControl(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Resolution must stay on the probe origin and under /m (a `/m/../x` climbs out).
  if (url.origin !== PROBE_ORIGIN || !/^\/m(?:\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Browsers read a backslash as a slash and drop control characters, so either can turn a path into a host. */
function hasBackslashOrControl(value: string): boolean {
  return [...value].some((character) => character === "\\" || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/** An absolute http(s) URL on the page's own origin or an allowed one, else null. */
export function allowedOutsideUrl(value: string, ownOrigin: string, allowedOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const allowed = new Set([ownOrigin, ...allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null)]);
  return allowed.has(url.origin) ? url : null;
}

/**
 * Whether a link to `url` may carry the session (SPEC §9 token-in-link; issue #34, docs/decisions/053): to this site's
 * own origin, or to an outside origin the merchant trusts with it; to no other.
 */
export function carriesSession(url: URL, ownOrigin: string, sessionOrigins: readonly string[]): boolean {
  return url.origin === ownOrigin || sessionOrigins.map(originOf).includes(url.origin);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
