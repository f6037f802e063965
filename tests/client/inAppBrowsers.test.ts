import { describe, expect, it } from "vitest";
import { browserInfo } from "../../client/core/install/browser";
import { chromeIntentUrl, otherBrowserAddress, signInRoute, type SignInRoute } from "../../client/features/auth/social/inAppSignIn";
import { SOCIAL_CHANNELS } from "../../client/features/auth/social/channels";

/** Real user agents, as the apps' own browsers send them (the same ones the install guide is tested with). */
const UA = {
  instagramIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.29.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 595184932)",
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 541635890)",
  facebookIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.39.110;FBBV/565180818;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/567085431]",
  facebookAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-G998B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/444.0.0.30.110;]",
  messengerIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/447.0.0.32.109;FBBV/558154032;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/17.2;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/0]",
  tiktokIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/",
  tiktokIosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1 musical_ly_30.8.0 JsSdk/2.0 NetType/4G Channel/App Store ByteLocale/en Region/GB",
  tiktokAndroid:
    "Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 trill_2022803040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/28.3.4 ByteLocale/en-GB ByteFullLocale/en-GB Region/GB BytedanceWebview/d8a21c6",
  lineIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0",
  lineAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.21.0/IAB",
  /** Telegram's own iOS browser sends Safari's user agent; it is known by the objects it puts on the window. */
  telegramIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  telegramAndroid:
    "Mozilla/5.0 (Linux; Android 13; Pixel 6 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 Telegram-Android/10.0.5 (Google Pixel 6; Android 13; SDK 33; AVERAGE)",
  xIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.34",
  xAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 TwitterAndroid",
  wechatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN",
  wechatAndroid:
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230405 MMWEBID/1234 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  safari: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  samsung: "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
} as const;

const D: SignInRoute = "direct";
const S: SignInRoute = "openInBrowser";

type Row = [name: keyof typeof UA, routes: [google: SignInRoute, facebook: SignInRoute, twitter: SignInRoute, line: SignInRoute], telegram?: boolean];

/** user agent → Google, Facebook, X, LINE: offered directly, or through the "open in your browser" step (docs/decisions/029). */
const TABLE: Row[] = [
  ["instagramIos", [S, D, S, S]],
  ["instagramAndroid", [S, D, S, S]],
  ["facebookIos", [S, D, S, S]],
  ["facebookAndroid", [S, D, S, S]],
  ["messengerIos", [S, S, S, S]],
  ["tiktokIos", [S, S, S, S]],
  ["tiktokIosSafari", [S, S, S, S]],
  ["tiktokAndroid", [S, S, S, S]],
  ["lineIos", [S, S, S, D]],
  ["lineAndroid", [S, S, S, D]],
  ["telegramIos", [S, S, S, S], true],
  ["telegramAndroid", [S, S, S, S]],
  ["xIos", [S, S, S, S]],
  ["xAndroid", [S, S, S, S]],
  ["wechatIos", [S, S, S, S]],
  ["wechatAndroid", [S, S, S, S]],
  ["safari", [D, D, D, D]],
  ["chromeIos", [D, D, D, D]],
  ["chromeAndroid", [D, D, D, D]],
  ["samsung", [D, D, D, D]],
];

describe("SPEC §4 social login inside in-app browsers (issue #14)", () => {
  it.each(TABLE)("§4 %s: Google, Facebook, X, LINE → %j", (name, routes, telegram) => {
    const browser = browserInfo({ userAgent: UA[name] }, telegram);
    const actual = Object.fromEntries(SOCIAL_CHANNELS.map((channel) => [channel, signInRoute(channel, browser)]));
    expect(actual).toEqual(Object.fromEntries(SOCIAL_CHANNELS.map((channel, index) => [channel, routes[index]])));
  });

  it("§4 Google is never offered directly inside any in-app browser of the table", () => {
    for (const [name, , telegram] of TABLE) {
      const browser = browserInfo({ userAgent: UA[name] }, telegram);
      expect(signInRoute("google", browser), name).toBe(browser.family === "inApp" ? "openInBrowser" : "direct");
    }
  });

  it("§4 the host apps are told apart by the install detection (one detector, core/install/browser.ts)", () => {
    const names = [
      "instagramIos",
      "facebookIos",
      "facebookAndroid",
      "messengerIos",
      "lineIos",
      "tiktokIosSafari",
      "telegramAndroid",
      "xAndroid",
      "wechatIos",
    ] as const;
    const apps = names.map((name) => browserInfo({ userAgent: UA[name] }).app);
    // inapp-spy alone calls Facebook's own app "messenger"; Facebook Login works in the one, not (known to) in the other.
    expect(apps).toEqual(["instagram", "facebook", "facebook", "messenger", "line", "tiktok", "telegram", "twitter", "wechat"]);
    expect(browserInfo({ userAgent: UA.telegramIos }, true)).toMatchObject({ family: "inApp", app: "telegram" });
    // Without Telegram's window objects its iOS user agent is Safari's, where every provider works.
    expect(browserInfo({ userAgent: UA.telegramIos }).family).toBe("safari");
  });
});

describe("§2 the address the other browser opens", () => {
  it("§2 the login page with the kept query parameters; others are left behind", () => {
    expect(otherBrowserAddress("https://demo.example", "?fbclid=F1&affiliateCode=A7&tab=sms&cid=9", {})).toBe(
      "https://demo.example/m/login?affiliateCode=A7&fbclid=F1&cid=9",
    );
  });

  it("§3 the affiliate and referral codes the edge kept go along when the address has none", () => {
    expect(otherBrowserAddress("https://demo.example", "", { affiliateCode: "AFF1", referralCode: "REF2" })).toBe(
      "https://demo.example/m/login?affiliateCode=AFF1&referralCode=REF2",
    );
    // The address's own codes win; "r" is the referral code too.
    expect(otherBrowserAddress("https://demo.example", "?affiliateCode=OWN&r=R9", { affiliateCode: "AFF1", referralCode: "REF2" })).toBe(
      "https://demo.example/m/login?affiliateCode=OWN&r=R9",
    );
  });

  it("§2 Android: an intent for Chrome with the same address, which stays the fallback", () => {
    const address = "https://aff1.demo.example/m/login?affiliateCode=A7&fbclid=F1";
    expect(chromeIntentUrl(address)).toBe(
      `intent://aff1.demo.example/m/login?affiliateCode=A7&fbclid=F1#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(address)};end`,
    );
  });
});
