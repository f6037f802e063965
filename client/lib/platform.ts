/**
 * What kind of browser the page runs in (SPEC §3 Login request `device`,
 * `isOfficialAppLogin`; SPEC §4 social login's redirect flow).
 */
export interface PlatformInput {
  userAgent: string;
  maxTouchPoints?: number;
  /** `(display-mode: standalone)` matches. */
  standalone?: boolean;
  /** iOS Safari's `navigator.standalone` (home-screen web clip). */
  iosStandalone?: boolean;
}

const NATIVE_APP = /\bMerchantApp\/|\bmcapp\b/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export function isNativeApp(input: PlatformInput): boolean {
  return NATIVE_APP.test(input.userAgent) && UUID.test(input.userAgent);
}

export function isIPad(input: PlatformInput): boolean {
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  return /iPad/.test(input.userAgent) || (/Macintosh/.test(input.userAgent) && (input.maxTouchPoints ?? 0) > 1);
}

export function isIOS(input: PlatformInput): boolean {
  return /iPhone|iPod/.test(input.userAgent) || isIPad(input);
}

/** SPEC §3: IPAD, PWA or WEBCLIP, else absent. */
export function loginDevice(input: PlatformInput): "IPAD" | "PWA" | "WEBCLIP" | undefined {
  if (isIPad(input)) return "IPAD";
  if (input.iosStandalone) return "WEBCLIP";
  if (input.standalone) return "PWA";
  return undefined;
}

/** SPEC §3 Register request registerMethod. */
export function registerMethod(input: PlatformInput): "APP" | "H5" | "PWA" | "WEBCLIP" {
  if (isNativeApp(input)) return "APP";
  if (input.iosStandalone) return "WEBCLIP";
  if (input.standalone) return "PWA";
  return "H5";
}

/**
 * SPEC §9 "iOS threshold for the external-link workaround: 11 (12 for web clip)": up to iOS 11, and up to 12 in a
 * home-screen web clip, a page cannot open an outside page in a new window (the call is dropped, or opens nothing the
 * player can return from), so the outside page opens in place instead. The OS version is the user agent's
 * `OS 12_4`: Safari's own `Version/` only grew past the frozen OS number from iOS 26 on, far above these.
 */
export function outsideLinksInPlace(input: PlatformInput): boolean {
  if (!isIOS(input)) return false;
  const major = Number(/\bOS (\d+)_\d+/.exec(input.userAgent)?.[1]);
  return Number.isFinite(major) && major <= (input.iosStandalone ? 12 : 11);
}

/** Opens an outside page the way this browser can (see outsideLinksInPlace); noreferrer: it never learns where the player came from. */
export function openOutside(url: string, platform: PlatformInput = currentPlatform(), win: Pick<Window, "open" | "location"> = window): void {
  if (outsideLinksInPlace(platform)) win.location.assign(url);
  else win.open(url, "_blank", "noopener,noreferrer");
}

export function currentPlatform(): PlatformInput {
  const nav = globalThis.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav?.userAgent ?? "",
    maxTouchPoints: nav?.maxTouchPoints,
    standalone: globalThis.matchMedia?.("(display-mode: standalone)").matches ?? false,
    iosStandalone: nav?.standalone === true,
  };
}

/** `MerchantApp/2.4.38` → [2, 4, 38]; null outside the native app or when it does not say. */
export function nativeAppVersion(userAgent: string): number[] | null {
  const match = /\b(?:MerchantApp|mcapp)\/(\d+(?:\.\d+)*)/i.exec(userAgent);
  return match?.[1] ? match[1].split(".").map(Number) : null;
}

/** Whether a dotted version is older than another ("2.4.9" < "2.4.39"). */
export function versionOlderThan(version: readonly number[], minimum: string): boolean {
  const floor = minimum.split(".").map(Number);
  for (let i = 0; i < Math.max(version.length, floor.length); i += 1) {
    const a = version[i] ?? 0;
    const b = floor[i] ?? 0;
    if (a !== b) return a < b;
  }
  return false;
}
