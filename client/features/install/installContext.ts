import { SESSION_STORAGE } from "#shared/storageKeys";
import { isDismissedThisSession, isHomeScreenMode, isInstalled } from "../../core/install";
import { currentPlatform, isNativeApp } from "../../lib/platform";
import { sessionStore } from "../../lib/storage";
import type { BarContext, PromptContext } from "./installRules";

/** The install prompt's rules' view of this browser, read when asked (storage changes under it). */
export function promptContext(pathname: string): PromptContext {
  const platform = currentPlatform();
  return {
    pathname,
    nativeApp: isNativeApp(platform),
    homeScreen: isHomeScreenMode(platform),
    installed: isInstalled(),
    closedThisSession: sessionStore.get(SESSION_STORAGE.installPromptClosed) === "1" || isDismissedThisSession(),
  };
}

export function barContext(pathname: string, hidden: boolean, hasDownload: boolean): BarContext {
  const platform = currentPlatform();
  return { pathname, nativeApp: isNativeApp(platform), homeScreen: isHomeScreenMode(platform), hidden, hasDownload };
}
