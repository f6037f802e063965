import { describe, expect, it } from "vitest";
import { afterLoginPath, passwordChangeReason } from "../../client/features/auth/afterLogin";
import { buildRegisterRequest, registerUrl } from "../../client/features/register/registerCall";
import { pixelTrack } from "../../client/core/tracking/attribution";
import { isIPad, isNativeApp, loginDevice, registerMethod } from "../../client/lib/platform";

const value = (over: Partial<{ firstTimeLogin: boolean; passwordExpired: boolean }> = {}) => ({ firstTimeLogin: false, passwordExpired: false, ...over });

describe("SPEC §4 where a successful login goes", () => {
  it("§4 first-time login → /m/changePsw", () => {
    expect(afterLoginPath(passwordChangeReason(value({ firstTimeLogin: true }), { type: "username", password: "x", forceExpiredChange: false }))).toBe(
      "/m/changePsw?reason=firstLogin",
    );
  });
  it("§4 expired password → /m/changePsw only with PWDEXPFORCECHANGE3", () => {
    expect(passwordChangeReason(value({ passwordExpired: true }), { type: "username", password: "x", forceExpiredChange: true })).toBe("expired");
    expect(passwordChangeReason(value({ passwordExpired: true }), { type: "username", password: "x", forceExpiredChange: false })).toBeNull();
  });
  it("§4 the default password → /m/changePsw, except for sms logins", () => {
    expect(passwordChangeReason(value(), { type: "username", password: "mc123456", forceExpiredChange: false })).toBe("default");
    expect(passwordChangeReason(value(), { type: "sms", password: "mc123456", forceExpiredChange: false })).toBeNull();
  });
  it("§4 otherwise /m/home", () => {
    expect(afterLoginPath(passwordChangeReason(value(), { type: "username", password: "Demo1234", forceExpiredChange: true }))).toBe("/m/home");
  });
});

describe("SPEC §3 device fields", () => {
  const ua = {
    iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1",
    ipad: "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1",
    ipadDesktop: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
    android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36",
    app: "Mozilla/5.0 (Linux; Android 14) MerchantApp/2.5.0 3f2504e0-4f89-11d3-9a0c-0305e82c3301",
  };
  it("§3 device is IPAD, PWA or WEBCLIP, else absent", () => {
    expect(loginDevice({ userAgent: ua.ipad })).toBe("IPAD");
    expect(loginDevice({ userAgent: ua.ipadDesktop, maxTouchPoints: 5 })).toBe("IPAD");
    expect(isIPad({ userAgent: ua.ipadDesktop, maxTouchPoints: 0 })).toBe(false);
    expect(loginDevice({ userAgent: ua.iphone, iosStandalone: true })).toBe("WEBCLIP");
    expect(loginDevice({ userAgent: ua.android, standalone: true })).toBe("PWA");
    expect(loginDevice({ userAgent: ua.android })).toBeUndefined();
  });
  it("§3 registerMethod is APP, H5, PWA or WEBCLIP", () => {
    expect(registerMethod({ userAgent: ua.app })).toBe("APP");
    expect(isNativeApp({ userAgent: ua.android })).toBe(false);
    expect(registerMethod({ userAgent: ua.iphone, iosStandalone: true })).toBe("WEBCLIP");
    expect(registerMethod({ userAgent: ua.android, standalone: true })).toBe("PWA");
    expect(registerMethod({ userAgent: ua.android })).toBe("H5");
  });
});

describe("SPEC §3 register request", () => {
  const consent = { minimumAge: 18, termsUrl: "https://demo.example/terms", privacyUrl: "https://demo.example/privacy" };
  const context = {
    href: "https://demo.example/m/register?r=REF7&x=1",
    search: "?r=REF7&affiliateCode=AFF1",
    hostname: "demo.example",
    mobilePassword: false,
    consent,
  };

  it("§3 registerUrl adds the affiliate and referral codes", () => {
    expect(registerUrl("https://d.example/m/register?x=1", { affiliateCode: "A", referralCode: "R" })).toBe(
      "https://d.example/m/register?x=1&affiliateCode=A&referralCode=R",
    );
  });

  it("§3 every field of a username registration", () => {
    const request = buildRegisterRequest({ by: "username", username: "jogador1", password: "Secret99" }, context);
    expect(request).toMatchObject({
      registerMethod: "H5",
      domain: "demo.example",
      affiliateCode: "AFF1",
      referralCode: "REF7",
      login: true,
      username: "jogador1",
      password: "Secret99",
      isOfficialAppLogin: false,
      pixelTrack: {},
      consent,
    });
    expect(request.registerUrl).toContain("affiliateCode=AFF1");
    expect(request.loginDeviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("§5 a mobile registration without the mobile-password flag gets the default password", () => {
    expect(buildRegisterRequest({ by: "mobile", mobileNum: "11999998888", countryDialingCode: "55", password: "Chosen99" }, context).password).toBe("mc123456");
    expect(
      buildRegisterRequest({ by: "mobile", mobileNum: "11999998888", countryDialingCode: "55", password: "Chosen99" }, { ...context, mobilePassword: true })
        .password,
    ).toBe("Chosen99");
  });

  it("§3 pixelTrack carries whatever attribution stored, non-empty values only", () => {
    localStorage.setItem("MC_PIXEL_TRACK", JSON.stringify({ fbc: "fb.1.1.x", fbp: "", gclid: "g" }));
    expect(pixelTrack()).toEqual({ fbc: "fb.1.1.x", gclid: "g" });
    localStorage.setItem("MC_PIXEL_TRACK", "{oops");
    expect(pixelTrack()).toEqual({});
    localStorage.clear();
  });
});

import { countryCodeShown, pickerEnabled } from "../../client/core/countryPicker";
import type { CountryInfo, SiteSettings } from "#shared/contract";

describe("SPEC §5 country dialling-code picker", () => {
  const country: CountryInfo = {
    countries: [{ countryCode: "BR", countryDialingCode: "55", name: "Brasil" }],
    countryCode: "BR",
    countryDialingCode: "55",
    currencySymbol: "R$",
    currency: "BRL",
  };
  const settings = (whitelabel: Record<string, boolean>, firebase = false) => ({ whitelabel, sms: { firebase } }) as unknown as SiteSettings;

  it("§5 shows with UPDATEMOBILEICC3 on, or SMS via the identity provider", () => {
    expect(countryCodeShown(country, settings({ UPDATEMOBILEICC3: true }))).toBe(true);
    expect(countryCodeShown(country, settings({}, true))).toBe(true);
    expect(countryCodeShown(country, settings({}))).toBe(false);
  });

  it("§5 needs a code, a dialling code and a country list", () => {
    const on = settings({ UPDATEMOBILEICC3: true });
    expect(countryCodeShown({ ...country, countries: [] }, on)).toBe(false);
    expect(countryCodeShown({ ...country, countryDialingCode: "" }, on)).toBe(false);
    expect(countryCodeShown({ ...country, countryCode: "" }, on)).toBe(false);
    expect(countryCodeShown(null, on)).toBe(false);
  });

  it("§5 a whitelabel flag disables the picker", () => {
    expect(pickerEnabled(settings({ DISABLEMOBILEICC3: true }))).toBe(false);
    expect(pickerEnabled(settings({}))).toBe(true);
  });
});

import { autoLoginAllowed } from "../../client/features/auth/autoLogin";

describe("SPEC §4 auto login (MOBILEAUTOLOGIN3)", () => {
  const record = { username: "player1", password: "Demo1234", type: "username" as const, merchant: "BRANDB", autoLogin: 1 as const };
  const base = { enabled: true, search: "", hasSession: false, merchant: "BRANDB", record, captchaNeeded: false };

  it("§4 on with a remembered password for this merchant", () => {
    expect(autoLoginAllowed(base)).toBe(true);
  });
  it.each([
    ["the switch is off", { enabled: false }],
    ["a redirectUrl is present", { search: "?redirectUrl=%2Fm%2Fgame" }],
    ["a backUrl is present", { search: "?backUrl=x" }],
    ["a session exists", { hasSession: true }],
    ["a token is in the query", { search: "?token=t" }],
    ["the merchant differs", { merchant: "DEMO" }],
    ["token_ip_different stored autoLogin 0", { record: { ...record, autoLogin: 0 as const } }],
    ["there is no password", { record: { ...record, password: undefined } }],
    ["a captcha is needed", { captchaNeeded: true }],
  ])("§4 off when %s", (_case, change) => {
    expect(autoLoginAllowed({ ...base, ...change })).toBe(false);
  });
});

import { e164, providerSmsSetup } from "../../client/features/auth/providerSms";

describe("SPEC §3/§4 SMS through the identity provider", () => {
  it("§3 the sms.firebase flag with an apiKey sends codes through the provider", () => {
    const sms = (firebase: boolean, apiKey?: string) => ({ sms: { firebase, apiKey, projectId: "p" } }) as unknown as SiteSettings;
    expect(providerSmsSetup(sms(true, "k"), "http://127.0.0.1:9099")).toMatchObject({ apiKey: "k", projectId: "p", emulatorUrl: "http://127.0.0.1:9099" });
    expect(providerSmsSetup(sms(false, "k"), undefined)).toBeNull();
    expect(providerSmsSetup(sms(true), undefined)).toBeNull();
  });
  it("§4 numbers are sent in E.164", () => {
    expect(e164("84", "0912345678")).toBe("+84912345678");
    expect(e164("55", "11912345678")).toBe("+5511912345678");
  });
});

describe("Issue 9 log out keeps the player out", () => {
  it("§4 log out: the remembered login keeps the username, forgets the password and stops auto login", async () => {
    const { pauseRememberedLogin, saveRememberedLogin, loadRememberedLogin } = await import("../../client/lib/rememberedLogin");
    const { autoLoginAllowed } = await import("../../client/features/auth/autoLogin");
    await saveRememberedLogin({ username: "player1", password: "Demo1234", type: "username", merchant: "BRANDB", autoLogin: 1 });
    pauseRememberedLogin();
    const record = await loadRememberedLogin("BRANDB");
    expect(record).toEqual({ username: "player1", type: "username", merchant: "BRANDB", autoLogin: 0 });
    expect(autoLoginAllowed({ enabled: true, search: "", hasSession: false, merchant: "BRANDB", record, captchaNeeded: false })).toBe(false);
  });
});
