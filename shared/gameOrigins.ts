/**
 * Where a game may be framed from (docs/decisions/017): only the origins the merchant config lists for its
 * game providers. A listed loopback origin without a port (`http://games.localhost`) stands for every port,
 * since development and test servers choose theirs.
 */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost");
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The game's address, when it is an http(s) URL without credentials on one of the allowed origins; else null. */
export function allowedGameUrl(value: string, allowedOrigins: readonly string[]): URL | null {
  const url = parse(value.trim());
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return null;
  const allowed = allowedOrigins.some((origin) => {
    const entry = parse(origin);
    if (!entry) return false;
    if (entry.origin === url.origin) return true;
    return isLoopbackHost(entry.hostname) && entry.port === "" && entry.protocol === url.protocol && entry.hostname === url.hostname;
  });
  return allowed ? url : null;
}

/** CSP sources for the game origins that `https:` does not already cover (plain-http loopback in development). */
export function gameFrameSources(allowedOrigins: readonly string[]): string[] {
  return allowedOrigins.flatMap((origin) => {
    const entry = parse(origin);
    if (!entry || entry.protocol !== "http:") return [];
    return [isLoopbackHost(entry.hostname) && entry.port === "" ? `${entry.origin}:*` : entry.origin];
  });
}
