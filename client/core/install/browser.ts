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
  /** Firefox Focus (Klar) on Android's web view; the GeckoView one sends Firefox's user agent and is "firefox". */
  | "focus"
  | "duckduckgo"
  | "opera"
  | "yandex"
  | "samsung"
  | "miui"
  | "other"
  /** Instagram, Facebook, TikTok, LINE, Telegram, X, WeChat and other app-hosted web views: they cannot install. */
  | "inApp";

export interface BrowserInfo {
  os: "ios" | "android" | "other";
  family: BrowserFamily;
  /** The host app of an in-app browser, when it says which ("tiktok", "line", "qq", …; inapp-spy's keys otherwise). */
  app?: string;
  /** iOS version from `OS NN_N` (frozen at 18.6 on iOS 26), as [major, minor]. */
  osVersion?: [number, number];
  /** Safari's own version from `Version/NN.N` (PITFALLS: the only honest number on iOS 26), as [major, minor]. */
  safariVersion?: [number, number];
  iPad: boolean;
}

/**
 * Host apps known by their own token, checked before inapp-spy: it misses the ones that also say `Safari/` (TikTok's
 * "trill", Daum on iOS), names every FBAN / FB_IAB host "messenger" (sign-in needs Facebook's own app told apart,
 * docs/decisions/029), and knows none of the Korean, Chinese and Vietnamese hosts. `TBS/` is Tencent's X5 web
 * view, which QQ, WeChat and many Chinese apps embed.
 */
const IN_APP_HOSTS: readonly (readonly [app: string, token: RegExp])[] = [
  ["telegram", /\bTelegram-Android\//],
  ["tiktok", /musical_ly|Bytedance|\btrill_\d|\bTikTok\b|com\.zhiliaoapp/i],
  ["facebook", /\b(FBAN|FB_IAB)\/(FBIOS|FB4A)\b/],
  ["kakaotalk", /\bKAKAOTALK\b/i],
  ["daum", /\bDaumApps\//i],
  ["naver", /\bNAVER\(inapp/i],
  ["band", /\bBAND\/\d/],
  ["qq", /\sQQ\/\d/],
  ["wechat", /\bMicroMessenger\//i],
  ["zalo", /\bZalo\b/i],
  ["other", /\b(TBS\/\d|DingTalk|AlipayClient|Weibo|Pinterest|GSA\/|baiduboxapp)|YaBrowser\/[\d.]+ .*WKWebView/i],
];

/**
 * iOS browsers by their own token. Several also send Safari's `Version/… Safari/` (Edge, Yandex, DuckDuckGo, Opera
 * Touch), so these come first, and Safari is only Safari's exact shape.
 */
const IOS_BROWSERS: readonly (readonly [BrowserFamily, RegExp])[] = [
  ["chrome", /\bCriOS\//],
  ["edge", /\bEdgiOS\//],
  ["firefox", /\bFxiOS\//],
  ["opera", /\bOPiOS\/|\bOPT\//],
  ["yandex", /\bYaBrowser\//],
  ["duckduckgo", /\bDuckDuckGo\/|\bDdg\//],
];
const SAFARI_SHAPE = /\(KHTML, like Gecko\) Version\/[\d.]+ (Mobile\/\w+ )?Safari\/[\d.]+$/;

/**
 * Android browsers by their own token, before Chrome: most are Chromium and say `Chrome/` too. Brave and Vivaldi
 * send Chrome's user agent exactly and are Chrome here (their menus say what Chrome's do).
 */
const ANDROID_BROWSERS: readonly (readonly [BrowserFamily, RegExp])[] = [
  ["samsung", /\bSamsungBrowser\//],
  ["miui", /\bMiuiBrowser\/|\bXiaoMi\//],
  ["opera", /\bOPR\/|\bOpera\b/],
  ["edge", /\bEdgA\//],
  ["duckduckgo", /\bDuckDuckGo\//],
  ["focus", /\b(Focus|Klar)\/\d/],
  ["yandex", /\bYaBrowser\//],
  ["firefox", /\bFirefox\//],
];
/** Chrome adds nothing after `Safari/`; a web-view browser says `Version/4.0`, other Chromium browsers their name. */
const CHROME_SHAPE = /\bChrome\/[\d.]+ (Mobile )?Safari\/[\d.]+$/;

function osVersion(userAgent: string): [number, number] | undefined {
  const match = /\bOS (\d+)_(\d+)/.exec(userAgent) ?? /\bCPU OS (\d+)_(\d+)/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

function safariVersion(userAgent: string): [number, number] | undefined {
  const match = /\bVersion\/(\d+)(?:\.(\d+))?/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : undefined;
}

function inAppKey(userAgent: string, telegram: boolean): string | undefined | false {
  if (telegram) return "telegram";
  const host = IN_APP_HOSTS.find(([, token]) => token.test(userAgent));
  if (host) return host[0];
  // The rest: the hosts inapp-spy names, and any Android web view (`; wv)`) or iOS web view (no `Safari/`).
  const spied = InAppSpy({ ua: userAgent });
  return spied.isInApp ? (spied.appKey ?? "other") : false;
}

function iosFamily(userAgent: string): BrowserFamily {
  const named = IOS_BROWSERS.find(([, token]) => token.test(userAgent));
  if (named) return named[0];
  return SAFARI_SHAPE.test(userAgent.trim()) ? "safari" : "other";
}

function androidFamily(userAgent: string): BrowserFamily {
  const named = ANDROID_BROWSERS.find(([, token]) => token.test(userAgent));
  if (named) return named[0];
  return CHROME_SHAPE.test(userAgent.trim()) && !/\bVersion\//.test(userAgent) ? "chrome" : "other";
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

/**
 * Safari always could; since 16.4 the browsers known to hand the page to the share sheet could too (PITFALLS:
 * Chrome, Edge, Firefox; Orion sends Safari's user agent). Others (Opera, Yandex, DuckDuckGo, …) may not show
 * "Add to Home Screen" there, so they are not counted on.
 */
export function canAddToHomeScreenOnIos(info: BrowserInfo): boolean {
  if (info.family === "safari") return true;
  return (info.family === "chrome" || info.family === "edge" || info.family === "firefox") && isIos164OrLater(info);
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
