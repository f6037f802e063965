/**
 * The install machinery every feature may use (SPEC §2, §4 Install flow, §7, §8, §9; docs/decisions/021):
 * the browser's kept install prompt, the guide for browsers that cannot prompt, the app download, and the
 * rule that only one install-type prompt is open at a time.
 */
export { appIdentity, type AppIdentity } from "./appIdentity";
export { installGuideAtom, installPromptAvailableAtom, openPromptAtom } from "./atoms";
export { browserInfo, chromeIntentUrl, isUnsupportedIos, type BrowserInfo } from "./browser";
export { captureInstallPrompt, deferredPrompt, INSTALLED_DISMISSALS } from "./capture";
export { downloadApp, downloadLinkFor, needsRedirectPage, redirectPageUrl, type DownloadLink, type DownloadOutcome } from "./downloadApp";
export { chooseGuide, type Glyph, type GuideStep, type InstallGuide, type ToolbarMode } from "./guides";
export { applyWebClipFlag, isWebClip, requestFullscreenOnClick, startHomeScreenMode } from "./homeScreen";
export {
  canInstall,
  dismissalCount,
  guideForThisBrowser,
  isDismissedThisSession,
  isHomeScreenMode,
  isInstalled,
  requestInstall,
  waitForInstallPrompt,
  type InstallOutcome,
} from "./requestInstall";
