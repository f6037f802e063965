import InAppSpy from "inapp-spy";
import { describe, expect, it } from "vitest";
import { browserInfo, chooseGuide, type GuideStep, isUnsupportedIos } from "../../client/core/install";
import { IOS_SAFARI_STEPS } from "../../client/core/install/guides";

/** Real user agents, as the browsers and apps send them (Safari 26 freezes the OS at 18_6, PITFALLS). */
const UA = {
  safari14: "Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1",
  safari15: "Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1",
  safari16: "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  safari17: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safari18: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1",
  safari26: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1",
  ipad15: "Mozilla/5.0 (iPad; CPU OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.7 Mobile/15E148 Safari/604.1",
  ipadDesktop: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  chromeIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromeIos161:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/107.0.5304.101 Mobile/15E148 Safari/604.1",
  edgeIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/605.1.15",
  firefoxIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15",
  instagramIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.29.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 595184932)",
  facebookIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.39.110;FBBV/565180818;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/567085431]",
  messengerIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 LightSpeed [FBAN/MessengerLiteForiOS;FBAV/447.0.0.32.109;FBBV/558154032;FBDV/iPhone13,2;FBMD/iPhone;FBSN/iOS;FBSV/17.2;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/0]",
  tiktokIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US RevealType/Dialog isDarkMode/0 WKWebView/1 BytedanceWebview/d8a21c6 FalconTag/",
  tiktokIosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1 musical_ly_30.8.0 JsSdk/2.0 NetType/4G Channel/App Store ByteLocale/en Region/GB",
  tiktokAndroid:
    "Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 trill_2022803040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/28.3.4 ByteLocale/en-GB ByteFullLocale/en-GB Region/GB BytedanceWebview/d8a21c6",
  tiktokAndroidTrillOnly:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 trill_290103 AppName/trill app_version/29.1.3",
  lineIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0",
  lineAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.21.0/IAB",
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
  instagramAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 541635890)",
  facebookAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-G998B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/444.0.0.30.110;]",
  snapchatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.42 (like Safari/8617.1.17.10.9, panda)",
  googleAppIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/311.0.621358012 Mobile/15E148 Safari/604.1",
  samsung: "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  miui: "Mozilla/5.0 (Linux; U; Android 12; en-us; 2201117TG Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.7.10-gn",
  operaAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36 OPR/81.1.4292.78446",
  edgeAndroid: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64",
  ucAndroid:
    "Mozilla/5.0 (Linux; U; Android 10; en-US; RMX2020 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36",
  desktopChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
} as const;

type Row = [name: keyof typeof UA, guide: string, firstStep: string, glyphs: string[], extra?: { telegram?: boolean; touch?: number }];

/** browser × Safari generation × toolbar layout → the guide, its first step, and the buttons drawn in it. */
const TABLE: Row[] = [
  ["safari14", "iosSafari", "tapShare", ["share"]],
  ["safari15", "iosSafari", "tapShare", ["share"]],
  ["safari16", "iosSafari", "tapShare", ["share"]],
  ["safari17", "iosSafari", "tapShare", ["share"]],
  ["safari18", "iosSafari", "tapShare", ["share"]],
  ["safari26", "iosSafari", "tapMoreThenShare", ["more", "share"]],
  ["ipad15", "iosSafari", "tapShareTop", ["share"]],
  ["ipadDesktop", "iosSafari", "tapShareTop", ["share"], { touch: 5 }],
  ["chromeIos", "iosChrome", "tapShareAddressBar", ["share"]],
  ["chromeIos161", "iosOpenInSafari", "iosCopyToSafari", ["browser"]],
  ["edgeIos", "iosEdge", "tapMenuThenShare", ["menu", "share"]],
  ["firefoxIos", "iosFirefox", "tapMenuThenShare", ["menu", "share"]],
  ["instagramIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["facebookIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["messengerIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["tiktokIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["tiktokIosSafari", "iosInApp", "openInSafari", ["more", "browser"]],
  ["lineIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["telegramIos", "iosInApp", "openInSafari", ["more", "browser"], { telegram: true }],
  ["xIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["wechatIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["snapchatIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["googleAppIos", "iosInApp", "openInSafari", ["more", "browser"]],
  ["tiktokAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["tiktokAndroidTrillOnly", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["lineAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["telegramAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["xAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["wechatAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["instagramAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["facebookAndroid", "androidInApp", "openInChrome", ["kebab", "browser"]],
  ["samsung", "androidSamsung", "tapMenu", ["menu"]],
  ["firefoxAndroid", "androidFirefox", "tapKebabTopOrBottom", ["kebab"]],
  ["chromeAndroid", "androidChrome", "tapKebab", ["kebab"]],
  ["miui", "androidMiui", "tapMenu", ["menu"]],
  ["operaAndroid", "androidOpera", "tapKebabTopOrBottom", ["kebab"]],
  ["edgeAndroid", "androidEdge", "tapMenu", ["more"]],
  ["ucAndroid", "androidOther", "tapBrowserMenu", ["kebab"]],
  ["desktopChrome", "desktop", "desktopInstall", ["kebab", "addToHome"]],
];

const guideFor = (name: keyof typeof UA, extra: Row[4] = {}) =>
  chooseGuide(browserInfo({ userAgent: UA[name], maxTouchPoints: extra.touch ?? 0 }, extra.telegram ?? false));

const lastStep = (steps: GuideStep[]) => steps[steps.length - 1]!;

describe("§2 iOS add-to-home-screen guide: the steps for each browser (PITFALLS Install, 2026 state)", () => {
  it("§2 the table covers at least 30 real user agents", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)("§2 %s → %s, first step %s drawing %j", (name, guide, firstStep, glyphs, extra) => {
    const chosen = guideFor(name, extra);
    expect(chosen.id).toBe(guide);
    expect(chosen.steps[0]!.text).toBe(firstStep);
    expect(chosen.steps[0]!.glyphs).toEqual(glyphs);
    // Every guide ends on the "add" button, drawn; every step draws at least one button.
    expect(lastStep(chosen.steps).glyphs).toContain("addToHome");
    for (const step of chosen.steps) expect(step.glyphs.length).toBeGreaterThan(0);
  });

  it("§2 iOS 26 (OS frozen at 18_6) is read from Version/26: Share behind •••, Add to Home Screen behind View More", () => {
    const guide = guideFor("safari26");
    expect(guide.toolbarMode).toBe("compact");
    expect(guide.steps.map((step) => step.glyphs)).toEqual([
      ["more", "share"],
      ["viewMore", "addToHome"],
    ]);
    // Safari 18.6 itself sends the same OS number without Version/26: it keeps the share button in its toolbar.
    const safari186 = chooseGuide(browserInfo({ userAgent: UA.safari26.replace("Version/26.0", "Version/18.6") }));
    expect(safari186.steps[0]!.glyphs).toEqual(["share"]);
  });

  it("§2 iOS 26's other toolbar layout is one data row away: the bottom bar keeps Share, the sheet still hides Add behind View More", () => {
    const guide = chooseGuide(browserInfo({ userAgent: UA.safari26 }), "bottom");
    expect(guide.toolbarModes).toEqual(["compact", "bottom"]);
    expect(guide.steps.map((step) => step.glyphs)).toEqual([["share"], ["viewMore", "addToHome"]]);
    expect(IOS_SAFARI_STEPS["26"].compact).toBeDefined();
  });

  it("§2 Chrome, Edge and Firefox on iOS 16.4+ use their own share menu, never 'open in Safari'", () => {
    for (const name of ["chromeIos", "edgeIos", "firefoxIos"] as const) {
      const guide = guideFor(name);
      expect(guide.openIn).toBeUndefined();
      expect(guide.steps.some((step) => step.text === "openInSafari")).toBe(false);
    }
    // Edge puts Share behind ≡.
    expect(guideFor("edgeIos").steps[0]!.glyphs).toEqual(["menu", "share"]);
  });

  it("§2 PITFALLS iOS 26: where the user agent hides the iOS version (other browsers, in-app), the steps name iOS 26's sheet too", () => {
    // Only Safari says its generation (Version/NN); Chrome's and the in-app browsers' user agents do not.
    for (const name of ["chromeIos", "edgeIos", "firefoxIos"] as const) {
      expect(guideFor(name).steps.at(-1)).toEqual({ text: "addToHomeAnyIos", glyphs: ["viewMore", "addToHome"] });
    }
    // After "open in Safari": Share, which iOS 26's compact toolbar puts behind •••, then the sheet's View More.
    expect(guideFor("instagramIos").steps.map((step) => step.text)).toEqual(["openInSafari", "tapShareAnyIos", "addToHomeAnyIos"]);
    expect(guideFor("instagramIos").steps[1]!.glyphs).toEqual(["more", "share"]);
  });

  it("§2 in-app browsers start by leaving for Safari (iOS) or Chrome (Android)", () => {
    expect(guideFor("instagramIos").openIn).toBe("safari");
    expect(guideFor("lineAndroid").openIn).toBe("chrome");
    expect(guideFor("safari17").openIn).toBeUndefined();
    expect(guideFor("chromeAndroid").openIn).toBeUndefined();
  });

  it("§2 PITFALLS: TikTok user agents that contain Safari/ are still in-app; inapp-spy alone misses the trill-only one", () => {
    for (const name of ["tiktokIosSafari", "tiktokAndroid", "tiktokAndroidTrillOnly"] as const) {
      expect(UA[name]).toContain("Safari/");
      expect(browserInfo({ userAgent: UA[name] })).toMatchObject({ family: "inApp", app: "tiktok" });
    }
    expect(InAppSpy({ ua: UA.tiktokIosSafari }).isInApp).toBe(true);
    expect(InAppSpy({ ua: UA.tiktokAndroidTrillOnly }).isInApp).toBe(false);
  });

  it("§2 Telegram is known by its window objects, not its user agent", () => {
    expect(guideFor("telegramIos").id).toBe("iosSafari");
    expect(guideFor("telegramIos", { telegram: true }).id).toBe("iosInApp");
  });

  it("§2 on iOS 16.4+ the guide leads into push; before 16.4 and on Android it does not", () => {
    expect(guideFor("safari17").leadsToPush).toBe(true);
    expect(guideFor("safari26").leadsToPush).toBe(true);
    expect(guideFor("ipadDesktop", { touch: 5 }).leadsToPush).toBe(true);
    expect(guideFor("safari15").leadsToPush).toBe(false);
    expect(guideFor("chromeAndroid").leadsToPush).toBe(false);
  });
});

describe("§5 unsupported iOS", () => {
  it.each([
    ["11_4", true],
    ["12_0", true],
    ["12_1", true],
    ["12_2", false],
    ["13_0", false],
    ["18_6", false],
  ])("§5 iOS %s unsupported: %s", (os, unsupported) => {
    const userAgent = `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`;
    expect(isUnsupportedIos(browserInfo({ userAgent }))).toBe(unsupported);
  });

  it("§5 Android is never an unsupported iOS", () => {
    expect(isUnsupportedIos(browserInfo({ userAgent: UA.chromeAndroid }))).toBe(false);
  });
});
