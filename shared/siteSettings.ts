import type { DomainRoute, SiteSettings } from "./contract";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * SPEC §3 download links are "a list of resourceType and url"; the product reads them by type. A list becomes that
 * map (the first url of a type wins); a map is kept; anything else is no links.
 */
function resourcesFrom(raw: unknown): Record<string, string> {
  const links: Record<string, string> = {};
  if (Array.isArray(raw)) {
    for (const entry of raw) {
      if (isObject(entry) && typeof entry.resourceType === "string" && typeof entry.url === "string" && !(entry.resourceType in links)) {
        links[entry.resourceType] = entry.url;
      }
    }
  } else if (isObject(raw)) {
    for (const [type, url] of Object.entries(raw)) if (typeof url === "string") links[type] = url;
  }
  return links;
}

/** The host of a domain-list item: a bare name, or an address (SPEC §3 shows neither form). */
function domainNameOf(item: unknown): string | null {
  const raw = isObject(item) ? item.domainName : item;
  if (typeof raw !== "string" || !raw.trim()) return null;
  try {
    return raw.includes("//") ? new URL(raw).hostname : raw.trim().toLowerCase();
  } catch {
    return null;
  }
}

/** SPEC §3 settings' domainRoute: the domain-check response, or a bare list of domains or addresses. */
function domainRouteFrom(raw: unknown): DomainRoute | undefined {
  const list = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.domainList) ? raw.domainList : null;
  if (!list) return undefined;
  const domainList = list.flatMap((item) => {
    const domainName = domainNameOf(item);
    return domainName ? [{ domainName }] : [];
  });
  const customerService = isObject(raw) && Array.isArray(raw.customerService) ? (raw.customerService as DomainRoute["customerService"]) : [];
  return { domainList, customerService };
}

/**
 * The platform's status answer as the settings the product runs on (SPEC §3), one reading for the edge and the
 * browser: null unless it is a settings object with its whitelabel flags; download links and the domain route in
 * the one shape the product reads, whichever of the shapes SPEC allows the platform sent.
 */
export function siteSettingsFrom(raw: unknown): SiteSettings | null {
  if (!isObject(raw) || !isObject(raw.whitelabel)) return null;
  const settings = { ...raw, resources: resourcesFrom(raw.resources) } as unknown as SiteSettings;
  const domainRoute = domainRouteFrom(raw.domainRoute);
  if (domainRoute) settings.domainRoute = domainRoute;
  else delete settings.domainRoute;
  return settings;
}
