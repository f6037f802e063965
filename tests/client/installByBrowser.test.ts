import { describe, expect, it } from "vitest";
import { browserInfo, chooseGuide } from "../../client/core/install";
import { signInRoute } from "../../client/features/auth/social/inAppSignIn";

/**
 * Real user agents, as each browser and app sends them (issue #35, item 10). Brave and Vivaldi on Android send
 * Chrome's exactly, and Firefox Focus (GeckoView) and Firefox's forks send Firefox's: they are the Chrome and
 * Firefox rows.
 */
const UA = {
  chromeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  chromeAndroidTablet: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  samsung: "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  focusAndroid: "Mozilla/5.0 (Linux; Android 7.1.1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Focus/8.0 Chrome/69.0.3497.100 Mobile Safari/537.36",
  duckDuckGoAndroid: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.0.0 Mobile DuckDuckGo/5 Safari/537.36",
  operaAndroid:
    "Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.6834.164 Mobile Safari/537.36 OPR/76.2.4027.73374",
  operaMini: "Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16",
  edgeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64",
  yandexAndroid:
    "Mozilla/5.0 (Linux; arm_64; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.5.98.00 SA/3 Mobile Safari/537.36",
  safari15: "Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1",
  safari17: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromeIos161:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/107.0.5304.101 Mobile/15E148 Safari/604.1",
  firefoxIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15",
  firefoxIos15: "Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/105.0 Mobile/15E148 Safari/605.1.15",
  edgeIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/129.0.2792.84 Mobile/15E148 Safari/605.1.15",
  yandexIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 YaBrowser/24.4.5.498.10 SA/3 Mobile/15E148 Safari/604.1",
  operaIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 OPiOS/16.0.13.131967 Mobile/15E148 Safari/604.1",
  operaTouchIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 OPT/5.0.2",
  duckDuckGoIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1 Ddg/17.6",
  duckDuckGoIosOld:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 DuckDuckGo/7 Safari/605.1.15",
  googleAppIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/333.0.680713498 Mobile/15E148 Safari/604.1",
  qqAndroid:
    "Mozilla/5.0 (Linux; Android 12; V2055A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046209 Mobile Safari/537.36 V1_AND_SQ_8.9.5_3176_YYB_D A_8090500 QQ/8.9.5.8845 NetType/WIFI WebP/0.3.0 Pixel/1080 StatusBarHeight/85 SimpleUISwitch/0 QQTheme/1000 InMagicWin/0",
  qqIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.85.608 V1_IPH_SQ_8.9.85_1_APP_A Pixel/1179 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1102 AppId/537179600 Core/WKWebView Device/Apple(iPhone 14 Pro) NetType/5G QBWebViewType/1 WKType/1",
  daumIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15 Mobile/15E148 DaumApps/7.5.1 DaumDevice/mobile",
  daumAndroid:
    "Mozilla/5.0 (Linux; Android 11; SM-G970N Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.106 Mobile Safari/537.36 DaumApps/7.5.0 DaumDevice/mobile",
  lineIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0",
  lineAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.21.0/IAB",
  kakaoTalkIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.5.5",
  kakaoTalkAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.210 Mobile Safari/537.36;KAKAOTALK 10.5.5",
  weChatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN",
  weChatAndroid:
    "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230405 MMWEBID/1234 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  facebookIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.39.110;FBBV/565180818;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/567085431]",
  facebookAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-G998B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/444.0.0.30.110;]",
  instagramIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.29.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 595184932)",
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 541635890)",
  tikTokIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1 musical_ly_30.8.0 JsSdk/2.0 NetType/4G Channel/App Store ByteLocale/en Region/GB",
  tikTokAndroid:
    "Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 trill_2022803040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/28.3.4 ByteLocale/en-GB ByteFullLocale/en-GB Region/GB BytedanceWebview/d8a21c6",
  telegramAndroid:
    "Mozilla/5.0 (Linux; Android 13; Pixel 6 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 Telegram-Android/10.0.5 (Google Pixel 6; Android 13; SDK 33; AVERAGE)",
  zaloAndroid:
    "Mozilla/5.0 (Linux; Android 12; 2201117TG Build/SKQ1.211103.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.117 Mobile Safari/537.36 Zalo android/12100676 ZaloTheme/dark ZaloLanguage/vi",
  zaloIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS/470 ZaloTheme/light ZaloLanguage/vn",
  snapchatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.42 (like Safari/8617.1.17.10.9, panda)",
  xIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.34",
} as const;

type Name = keyof typeof UA;

interface Expected {
  family: string;
  /** The host app, for in-app browsers. */
  app?: string;
  guide: string;
  steps: string[];
}

const CHROME_STEPS = ["tapKebab", "installApp"];
const SAFARI_FROM_ELSEWHERE = ["tapShareAnyIos", "addToHomeAnyIos"];
const inApp = (app: string, os: "ios" | "android"): Expected =>
  os === "ios"
    ? { family: "inApp", app, guide: "iosInApp", steps: ["openInSafari", ...SAFARI_FROM_ELSEWHERE] }
    : { family: "inApp", app, guide: "androidInApp", steps: ["openInChrome", ...CHROME_STEPS] };

/** user agent → the browser it is, the guide it gets and that guide's steps (install.guide.step.*). */
const TABLE: Record<Name, Expected> = {
  chromeAndroid: { family: "chrome", guide: "androidChrome", steps: CHROME_STEPS },
  chromeAndroidTablet: { family: "chrome", guide: "androidChrome", steps: CHROME_STEPS },
  samsung: { family: "samsung", guide: "androidSamsung", steps: ["tapMenu", "addPageToHome"] },
  firefoxAndroid: { family: "firefox", guide: "androidFirefox", steps: ["tapKebabTopOrBottom", "installOrAddToHome"] },
  focusAndroid: { family: "focus", guide: "androidFocus", steps: ["focusOpenInChrome", ...CHROME_STEPS] },
  duckDuckGoAndroid: { family: "duckduckgo", guide: "androidDuckDuckGo", steps: ["tapKebabTopOrBottom", "addToHomeAndroid"] },
  operaAndroid: { family: "opera", guide: "androidOpera", steps: ["tapKebabTopOrBottom", "addToThenHome"] },
  operaMini: { family: "opera", guide: "androidOpera", steps: ["tapKebabTopOrBottom", "addToThenHome"] },
  edgeAndroid: { family: "edge", guide: "androidEdge", steps: ["tapMenu", "addToPhone"] },
  yandexAndroid: { family: "yandex", guide: "androidOther", steps: ["tapBrowserMenu", "addToHomeAndroid"] },
  safari15: { family: "safari", guide: "iosSafari", steps: ["tapShare", "addToHome"] },
  safari17: { family: "safari", guide: "iosSafari", steps: ["tapShare", "addToHome"] },
  chromeIos: { family: "chrome", guide: "iosChrome", steps: ["tapShareAddressBar", "addToHomeAnyIos"] },
  chromeIos161: { family: "chrome", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  firefoxIos: { family: "firefox", guide: "iosFirefox", steps: ["tapMenuThenShare", "addToHomeAnyIos"] },
  firefoxIos15: { family: "firefox", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  edgeIos: { family: "edge", guide: "iosEdge", steps: ["tapMenuThenShare", "addToHomeAnyIos"] },
  yandexIos: { family: "yandex", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  operaIos: { family: "opera", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  operaTouchIos: { family: "opera", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  duckDuckGoIos: { family: "duckduckgo", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  duckDuckGoIosOld: { family: "duckduckgo", guide: "iosOpenInSafari", steps: ["iosCopyToSafari", ...SAFARI_FROM_ELSEWHERE] },
  googleAppIos: inApp("other", "ios"),
  qqAndroid: inApp("qq", "android"),
  qqIos: inApp("qq", "ios"),
  daumIos: inApp("daum", "ios"),
  daumAndroid: inApp("daum", "android"),
  lineIos: inApp("line", "ios"),
  lineAndroid: inApp("line", "android"),
  kakaoTalkIos: inApp("kakaotalk", "ios"),
  kakaoTalkAndroid: inApp("kakaotalk", "android"),
  weChatIos: inApp("wechat", "ios"),
  weChatAndroid: inApp("wechat", "android"),
  facebookIos: inApp("facebook", "ios"),
  facebookAndroid: inApp("facebook", "android"),
  instagramIos: inApp("instagram", "ios"),
  instagramAndroid: inApp("instagram", "android"),
  tikTokIos: inApp("tiktok", "ios"),
  tikTokAndroid: inApp("tiktok", "android"),
  telegramAndroid: inApp("telegram", "android"),
  zaloAndroid: inApp("zalo", "android"),
  zaloIos: inApp("zalo", "ios"),
  snapchatIos: inApp("snapchat", "ios"),
  xIos: inApp("twitter", "ios"),
};

const NAMES = Object.keys(UA) as Name[];
const infoOf = (name: Name) => browserInfo({ userAgent: UA[name] });
const actual = (name: Name): Expected => {
  const info = infoOf(name);
  const guide = chooseGuide(info);
  return { family: info.family, ...(info.app ? { app: info.app } : {}), guide: guide.id, steps: guide.steps.map((step) => step.text) };
};
const rows = (names: readonly Name[]) => Object.fromEntries(names.map((name) => [name, actual(name)]));
const expected = (names: readonly Name[]) => Object.fromEntries(names.map((name) => [name, TABLE[name]]));

describe("issue #35 item 10: install guides by the browser a player really has", () => {
  it("issue #35 item 10: every user agent of the table gets its browser's guide (Chrome's and Safari's unchanged)", () => {
    expect(rows(NAMES)).toEqual(expected(NAMES));
  });

  it("issue #35 item 10: Samsung Internet, Firefox, Opera, Opera Mini and Edge on Android get their own menus' wording, not Chrome's", () => {
    const names = ["samsung", "firefoxAndroid", "operaAndroid", "operaMini", "edgeAndroid"] as const;
    expect(rows(names)).toEqual(expected(names));
    for (const name of names) expect(actual(name).steps).not.toEqual(CHROME_STEPS);
    // Edge's menu is the ••• at the bottom, Samsung Internet's the ≡.
    expect(chooseGuide(infoOf("edgeAndroid")).steps[0]!.glyphs).toEqual(["more"]);
    expect(chooseGuide(infoOf("samsung")).steps[0]!.glyphs).toEqual(["menu"]);
  });

  it("issue #35 item 10: DuckDuckGo on Android adds to the Home Screen from its own ⋮ menu", () => {
    expect(actual("duckDuckGoAndroid")).toEqual(TABLE.duckDuckGoAndroid);
    expect(chooseGuide(infoOf("duckDuckGoAndroid")).openIn).toBeUndefined();
  });

  it("issue #35 item 10: Firefox Focus forgets the sign-in when it closes, so its guide starts by opening Chrome", () => {
    const guide = chooseGuide(infoOf("focusAndroid"));
    expect(guide).toMatchObject({ id: "androidFocus", openIn: "chrome" });
    expect(guide.steps.map((step) => step.text)).toEqual(TABLE.focusAndroid.steps);
  });

  it("issue #35 item 10: Chromium browsers that name themselves (Yandex) get the generic steps, a Chrome tablet Chrome's", () => {
    expect(rows(["yandexAndroid", "chromeAndroidTablet"])).toEqual(expected(["yandexAndroid", "chromeAndroidTablet"]));
  });

  it("issue #35 item 10: iOS browsers whose user agent carries Version/… Safari (YaBrowser, DuckDuckGo, Opera, Edge) are not Safari", () => {
    for (const name of ["yandexIos", "duckDuckGoIos", "duckDuckGoIosOld", "operaTouchIos", "operaIos", "edgeIos"] as const) {
      expect(UA[name]).toMatch(/Version\/[\d.]+ .*Safari\//);
      expect(infoOf(name).family, name).toBe(TABLE[name].family);
      expect(chooseGuide(infoOf(name)).id, name).not.toBe("iosSafari");
    }
  });

  it("issue #35 item 10: on iOS only Safari, and Chrome, Edge and Firefox from 16.4, add to the Home Screen; the rest are sent to Safari honestly", () => {
    const toSafari = ["chromeIos161", "firefoxIos15", "yandexIos", "operaIos", "operaTouchIos", "duckDuckGoIos"] as const;
    for (const name of toSafari) {
      const guide = chooseGuide(infoOf(name));
      expect(guide, name).toMatchObject({ id: "iosOpenInSafari", openIn: "safari" });
      // A browser is not told it is an app: the in-app step ("This app cannot install the page…") is not used.
      expect(guide.steps[0], name).toEqual({ text: "iosCopyToSafari", glyphs: ["browser"] });
    }
    for (const name of ["chromeIos", "edgeIos", "firefoxIos"] as const) expect(chooseGuide(infoOf(name)).openIn, name).toBeUndefined();
  });

  it("issue #35 item 10: QQ, Daum, KakaoTalk and Zalo are in-app browsers, named, wherever their user agent says Safari/", () => {
    const names = ["qqAndroid", "qqIos", "daumIos", "daumAndroid", "kakaoTalkIos", "kakaoTalkAndroid", "zaloAndroid", "zaloIos"] as const;
    expect(UA.daumIos).toContain("Safari/");
    expect(rows(names)).toEqual(expected(names));
  });

  it("issue #35 item 10: Google sign-in is never offered directly in any in-app browser of the table, and is in every browser", () => {
    const routes = Object.fromEntries(NAMES.map((name) => [name, signInRoute("google", infoOf(name))]));
    const wanted = Object.fromEntries(NAMES.map((name) => [name, TABLE[name].family === "inApp" ? "openInBrowser" : "direct"]));
    expect(routes).toEqual(wanted);
    expect(signInRoute("google", infoOf("daumIos"))).toBe("openInBrowser");
  });
});
