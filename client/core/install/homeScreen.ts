import { HOME_SCREEN_SOURCE } from "#shared/constants";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { currentPlatform, type PlatformInput } from "../../lib/platform";
import { localStore } from "../../lib/storage";
import { isHomeScreenMode } from "./requestInstall";

/** The home-screen start address carries utm_source=homescreen (SPEC §2): only a manifest install opens it. */
function openedFromStartAddress(search: string): boolean {
  return new URLSearchParams(search).get("utm_source") === HOME_SCREEN_SOURCE;
}

/**
 * SPEC §4: the WEBCLIP flag is 1 in standalone mode on first run, and 0 when the page was opened with the
 * home-screen query. An iOS web clip opens the page it was added from, so the query tells an installed web
 * app (manifest start address) from a web clip, whichever came first.
 */
export function applyWebClipFlag(platform: PlatformInput, search: string): void {
  if (openedFromStartAddress(search)) localStore.set(LOCAL_STORAGE.webClip, "0");
  else if (isHomeScreenMode(platform) && localStore.get(LOCAL_STORAGE.webClip) === null) localStore.set(LOCAL_STORAGE.webClip, "1");
}

export function isWebClip(): boolean {
  return localStore.get(LOCAL_STORAGE.webClip) === "1";
}

/**
 * SPEC §4 "home-screen mode requests fullscreen on click". Browsers allow it only from a tap; the iPhone has
 * no element fullscreen (PITFALLS), so it is feature-detected and a refusal is ignored.
 */
export function requestFullscreenOnClick(target: Window): () => void {
  const onClick = () => {
    const root = target.document.documentElement;
    if (target.document.fullscreenElement || typeof root.requestFullscreen !== "function") return;
    root.requestFullscreen({ navigationUI: "hide" }).catch(() => {
      // Refused (no gesture, not allowed): the page works as it is.
    });
  };
  target.document.addEventListener("click", onClick, true);
  return () => target.document.removeEventListener("click", onClick, true);
}

/** What home-screen mode changes on a page: the WEBCLIP flag, and fullscreen on a tap. */
export function startHomeScreenMode(target: Window, platform: PlatformInput = currentPlatform()): () => void {
  applyWebClipFlag(platform, target.location.search);
  return isHomeScreenMode(platform) ? requestFullscreenOnClick(target) : () => {};
}
