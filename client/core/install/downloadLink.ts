import { DOWNLOAD_RESOURCE } from "#shared/contract/install";
import { isIOS, type PlatformInput } from "../../lib/platform";

export type ResourceKey = (typeof DOWNLOAD_RESOURCE)[Exclude<keyof typeof DOWNLOAD_RESOURCE, "appIcon">];

export interface DownloadLink {
  type: ResourceKey;
  url: string;
}

/**
 * SPEC §3 Download links: the iOS profile (or configuration file) on iOS, the Android package elsewhere. Apart from
 * the download itself, so what only shows whether there is an app to get (the activity's go button) stays light.
 */
export function downloadLinkFor(resources: Record<string, string> | undefined, platform: PlatformInput): DownloadLink | null {
  const keys: ResourceKey[] = isIOS(platform) ? [DOWNLOAD_RESOURCE.ios, DOWNLOAD_RESOURCE.mobileConfig] : [DOWNLOAD_RESOURCE.android];
  for (const type of keys) {
    const url = resources?.[type]?.trim();
    if (url && /^https?:\/\//i.test(url)) return { type, url };
  }
  return null;
}
