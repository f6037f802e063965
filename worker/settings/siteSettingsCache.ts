import type { SiteSettings } from "#shared/contract";

/** Site settings the edge reuses for a short time (DESIGN §3), by merchant code. */
export const siteSettingsCache = new Map<string, { value: SiteSettings; expires: number }>();

export function clearSiteSettingsCache(merchantCode?: string): void {
  if (merchantCode === undefined) siteSettingsCache.clear();
  else siteSettingsCache.delete(merchantCode);
}
