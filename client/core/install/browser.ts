import InAppSpy from "inapp-spy";
import { isIOS, isIPad, isNativeApp, type PlatformInput } from "../../lib/platform";

/**
 * What the install guide needs to know about the browser (SPEC §2, §4; PITFALLS "Install, 2026 state"),
 * read from the user agent only, so every answer can be tested against real user agents.
 */
export type BrowserFamily =
  | "safari"
  | "chrome"
  | "edge"
  | "firefox"
  | "opera"
  | "samsung"
  | "miui"
  | "other"
  /** Instagram, Facebook, TikTok, LINE, Telegram, X, WeChat and other app-hosted web views: they cannot install. */
  | "inApp";

export interface BrowserInfo {
  os: "ios" | "android" | "other";
  family: BrowserFamily;
  /** The host app of an in-app browser, when it says which (inapp-spy's key, "tiktok", "line", …). */
  app?: string;
  /** iOS version from `OS NN_N` (frozen at 18.6 on iOS 26), as [major, minor]. */
  osVersion?: [number, number];
  /** Safari's own version from `Version/NN.N` (PITFALLS: the only honest number on iOS 26), as [major, minor]. */
  safariVersion?: [number, number];
  iPad: boolean;
}

/**
 * TikTok's in-app browser sometimes sends a full Safari user agent plus its own tokens ("trill" outside the US,
 * "musical_ly", "BytedanceWebview"); inapp-spy knows the last two only, so these are checked as well.
 */
const TIKTOK = /musical_ly|Bytedance|\btrill_\d|\bTikTok\b|com\.zhiliaoapp/i;
/**
 * inapp-spy names every FBAN / FB_IAB host "messenger"; Facebook's own app says FBIOS (iOS) or FB4A (Android),
 * and sign-in needs the two told apart (docs/decisions/029).
 */
const FACEBOOK_APP = /\b(FBAN|FB_IAB)\/(FBIOS|FB4A)\b/;
/** Hosts inapp-spy does not name but that are web views all the same. */
const OTHER_IN_APP = /\b(Telegram-Android|KAKAOTALK|NAVER\(inapp|Zalo|YaBrowser\/[\d.]+ .*(WKWebView)|DingTalk|AlipayClient|Weibo|Pinterest|GSA\/)/i;

function osVersion(userAgent: string): [number, number] | undefined {
  const match = /\bOS (\d+)_(\d+)/.exec(userAgent) ?? /\bCPU OS (\d+)_(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

function safariVersion(userAgent: string): [number, number] | undefined {
  const match = /\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : undefined;
}

function inAppKey(userAgent: string, telegram: boolean): string | undefined | false {
  if (telegram || /\bTelegram-Android\//.test(userAgent)) return "telegram";
  if (TIKTOK.test(userAgent)) return "tiktok";
  if (OTHER_IN_APP.test(userAgent)) return "other";
  const spied = InAppSpy({ ua: userAgent });
  if (spied.isInApp) return spied.appKey === "messenger" && FACEBOOK_APP.test(userAgent) ? "facebook" : (spied.appKey ?? "other");
  return false;
}

function iosFamily(userAgent: string): BrowserFamily {
  if (/\bCriOS\//.test(userAgent)) return "chrome";
  if (/\bEdgiOS\//.test(userAgent)) return "edge";
  if (/\bFxiOS\//.test(userAgent)) return "firefox";
  if (/\bOPiOS\/|\bOPT\//.test(userAgent)) return "opera";
  if (/\bVersion\/\d+.*\bSafari\//.test(userAgent)) return "safari";
  return "other";
}

function androidFamily(userAgent: string): BrowserFamily {
  if (/\bSamsungBrowser\//.test(userAgent)) return "samsung";
  if (/\bMiuiBrowser\/|\bXiaoMi\//.test(userAgent)) return "miui";
  if (/\bOPR\/|\bOpera\b/.test(userAgent)) return "opera";
  if (/\bEdgA\//.test(userAgent)) return "edge";
  if (/\bFirefox\//.test(userAgent)) return "firefox";
  if (/\bChrome\/[\d.]+ Mobile/.test(userAgent) && !/\b(UCBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser|Quark)\//.test(userAgent)) return "chrome";
  return "other";
}

/**
 * `telegram`: Telegram's web view adds no token to the user agent; it is known by the objects it puts on the
 * window (TelegramWebviewProxy), which the caller reads.
 */
export function browserInfo(platform: PlatformInput, telegram = false): BrowserInfo {
  const { userAgent } = platform;
  const iPad = isIPad(platform);
  const os = isIOS(platform) ? "ios" : /Android/i.test(userAgent) ? "android" : "other";
  const info: BrowserInfo = { os, family: "other", iPad, osVersion: osVersion(userAgent), safariVersion: safariVersion(userAgent) };
  const app = isNativeApp(platform) ? false : inAppKey(userAgent, telegram);
  if (app) return { ...info, family: "inApp", app };
  if (os === "ios") return { ...info, family: iosFamily(userAgent) };
  if (os === "android") return { ...info, family: androidFamily(userAgent) };
  return info;
}

/** Telegram's web view is known by the objects it puts on the window. */
export function isTelegramWebView(target: object): boolean {
  return "TelegramWebview" in target || "TelegramWebviewProxy" in target || "TelegramWebviewProxyProto" in target;
}

/**
 * The iOS version that counts, as [major, minor]: Safari's `Version/NN.N` where it is newer than the frozen
 * `OS 18_6` (iOS 26) or the only one given (an iPad that asks for desktop pages says "Mac OS X 10_15_7").
 */
export function iosVersion(info: BrowserInfo): [number, number] | undefined {
  const fromOs = info.osVersion;
  const fromSafari = info.family === "safari" ? info.safariVersion : undefined;
  if (fromSafari && (!fromOs || fromSafari[0] > fromOs[0])) return fromSafari;
  return fromOs;
}

export function iosMajor(info: BrowserInfo): number | undefined {
  return iosVersion(info)?.[0];
}

/** Since iOS 16.4 every browser on iOS can add to the home screen from its own share menu, and web push works from it (PITFALLS). */
export function isIos164OrLater(info: BrowserInfo): boolean {
  const version = iosVersion(info);
  return !!version && (version[0] > 16 || (version[0] === 16 && version[1] >= 4));
}

/** SPEC §5: 12.x below 12.2, or 11 and below. */
export function isUnsupportedIos(info: BrowserInfo): boolean {
  if (info.os !== "ios" || !info.osVersion) return false;
  const [major, minor] = info.osVersion;
  return major <= 11 || (major === 12 && minor < 2);
}

/** Safari always could; other iOS browsers since 16.4 (PITFALLS). */
export function canAddToHomeScreenOnIos(info: BrowserInfo): boolean {
  return info.family === "safari" || (info.family !== "inApp" && isIos164OrLater(info));
}

/**
 * The Android intent that opens this page in Chrome from an in-app browser; the page address is its fallback,
 * so a phone without Chrome stays where it is.
 */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  const fallback = encodeURIComponent(url.href);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.replace(":", "")};package=com.android.chrome;S.browser_fallback_url=${fallback};end`;
}
