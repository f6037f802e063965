import type { createStore } from "jotai";
import { MIN_DIRECT_DOWNLOAD_APP_VERSION } from "#shared/contract/install";
import { EDGE_PATHS } from "#shared/routes";
import { currentPlatform, isNativeApp, nativeAppVersion, type PlatformInput, versionOlderThan } from "../../lib/platform";
import { downloadLinkFor, type ResourceKey } from "./downloadLink";
import { siteSettingsAtom } from "../startup/atoms";
import { pushNotice } from "../notices";
import { browserInfo, iosMajor, isUnsupportedIos } from "./browser";
import { track } from "../tracking";

export { type DownloadLink, downloadLinkFor } from "./downloadLink";

type Store = ReturnType<typeof createStore>;

export type DownloadOutcome = "opened" | "redirected" | "unsupported" | "missing";

/**
 * SPEC §7 last sentence, §9: an app older than 2.4.39 cannot open a download link itself; it goes through our
 * own page. An app that does not state its version is treated as old: the page works for every app.
 */
export function needsRedirectPage(platform: PlatformInput): boolean {
  if (!isNativeApp(platform)) return false;
  const version = nativeAppVersion(platform.userAgent);
  return version === null || versionOlderThan(version, MIN_DIRECT_DOWNLOAD_APP_VERSION);
}

export function redirectPageUrl(type: ResourceKey): string {
  return `${EDGE_PATHS.appDownload}?type=${encodeURIComponent(type)}`;
}

/** An App Store link installs like any app; only a profile needs the Settings tip. */
function isProfile(url: string): boolean {
  return !/^https?:\/\/(apps|itunes)\.apple\.com\//i.test(url);
}

export interface DownloadOptions {
  /** Where the page goes (tests replace it: jsdom cannot navigate). */
  assign?: (url: string) => void;
}

/**
 * Opens this platform's app download (SPEC §2 install prompt and download bar, §3 Download links). iOS 17+
 * shows the profile tip afterwards, older iOS the go-to-Settings notice (SPEC §8); an unsupported iOS
 * (SPEC §5) is told so and nothing is opened.
 */
export function downloadApp(store: Store, options: DownloadOptions = {}): DownloadOutcome {
  const platform = currentPlatform();
  const info = browserInfo(platform);
  const assign = options.assign ?? ((url: string) => globalThis.location.assign(url));
  if (isUnsupportedIos(info)) {
    pushNotice(store, { key: "install.unsupportedIos" });
    return "unsupported";
  }
  const link = downloadLinkFor(store.get(siteSettingsAtom)?.resources, platform);
  if (!link) {
    pushNotice(store, { key: "install.noDownload" });
    return "missing";
  }
  track("downloadApp", { resourceType: link.type });
  if (needsRedirectPage(platform)) {
    assign(redirectPageUrl(link.type));
    return "redirected";
  }
  assign(link.url);
  if (info.os === "ios" && !isNativeApp(platform) && isProfile(link.url)) {
    pushNotice(store, { key: (iosMajor(info) ?? 0) >= 17 ? "install.profileTip" : "install.goToSettings" });
  }
  return "opened";
}
