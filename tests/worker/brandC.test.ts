import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import AR from "../../locales/AR.json";
import EN from "../../locales/EN.json";
import type { CountryInfo, Envelope, LoginValue, MemberInfo, SiteSettings, WebAppManifest } from "#shared/contract";
import { contrastRatio as contrast, relativeLuminance as luminance } from "#shared/contrast";
import { formatMoney, formatPercent } from "#shared/format";
import { applyNumberShape } from "#shared/numberShape";
import { KV_KEYS, merchantConfigSchema } from "#shared/merchantConfig";
import { DEMO_DOMAINS, DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import { seedDemoMerchants } from "../../worker/merchant/seedDemoMerchants";
import { themeCss } from "../../worker/render/document";
import { BRAND_C, SIGNED_IN, call, inlinedState, postEncrypted, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await call(`${BRAND_C}${path}`, { headers });
  return { response, html: await response.text() };
};

const rootOf = (html: string) => /<div id="root">(.*)<\/div><script/s.exec(html)?.[1] ?? "";

const login = (username: string, password = "Demo1234") =>
  postEncrypted<LoginValue>(BRAND_C, "/wps/session/login", { type: "username", username, password, loginDeviceId: "d", isOfficialAppLogin: false });

async function sandboxValue<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await call(`${BRAND_C}${path}`, init);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Envelope<T>;
  expect(body.success).toBe(true);
  return body.value as T;
}

describe("Issue 9 §8 brand C: a right-to-left demo merchant", () => {
  beforeEach(restoreDemoMerchants);

  it("Issue 9 §8 brand C: brand-c.localhost renders Arabic right to left on first load", async () => {
    const { response, html } = await page("/m/login");
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    // Its name as Arabic writes it, the one its Arabic texts use (issue #35, item 9).
    expect(html).toContain(`<title>${AR["screens.login.title"]} · دانة لوتو</title>`);
    const root = rootOf(html);
    expect(root).toContain("دانة لوتو"); // the header
    expect(root).not.toContain("Dana Lotto");
    expect(root).toContain(AR["auth.username"]);
    expect(root).toContain(AR["app.nav.home"]);
    const state = inlinedState(html);
    expect(state.language).toBe("AR");
    const strings = (await (await call(`${BRAND_C}/m/i18n/AR.json?v=${state.stringsVersion}`)).json()) as Record<string, string>;
    expect(strings["screens.login.title"]).toBe(AR["screens.login.title"]);
    expect(state.merchant).toMatchObject({ code: "BRANDC", name: "Dana Lotto", names: { AR: "دانة لوتو" }, languages: ["AR", "EN"], currency: "AED" });
    expect(state.siteSettings.merchantCode).toBe("BRANDC");
    expect(html).toContain("--brand-primary:#ff9a5c;--bg:#05202a;--surface:#0b3340;--text:#eef7f5");
  });

  it("Issue 9 §8 brand C: a browser asking for English gets English, left to right", async () => {
    const { html } = await page("/m/login", { "Accept-Language": "en-US,en;q=0.9" });
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(html).toContain(`<title>${EN["screens.login.title"]} · Dana Lotto</title>`);
    expect(inlinedState(html).language).toBe("EN");
  });

  it("Issue 9 §8 brand C: a browser asking for a language the merchant lacks gets the default, Arabic", async () => {
    for (const acceptLanguage of ["fr-FR,fr;q=0.9", "vi", "pt-BR,pt;q=0.8"]) {
      const { html } = await page("/m/home", { "Accept-Language": acceptLanguage, ...SIGNED_IN });
      expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
      expect(html).toContain(`<title>${AR["screens.home.title"]} · دانة لوتو</title>`);
    }
    // Ranked above English, Arabic is chosen even when the browser names another language first.
    expect(inlinedState((await page("/m/login", { "Accept-Language": "fr,ar;q=0.5,en;q=0.4" })).html).language).toBe("AR");
  });

  it("Issue 9 §8 brand C: with DEMO and BRANDB already in local KV from earlier runs, a new worker seeds BRANDC and renders it without ops", async () => {
    await env.CONFIG.delete(KV_KEYS.merchant("BRANDC"));
    await env.CONFIG.delete(KV_KEYS.domain("brand-c.localhost"));
    const renamed = { ...DEMO_MERCHANTS[0]!, name: "Renamed Bet" };
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), JSON.stringify(merchantConfigSchema.parse(renamed)));
    resetEdgeCaches();
    // A new isolate seeds on its first request; `force` stands in for that fresh isolate here.
    await seedDemoMerchants(env, true);
    expect(await env.CONFIG.get(KV_KEYS.domain("brand-c.localhost"))).toBe(DEMO_DOMAINS["brand-c.localhost"]);
    const { response, html } = await page("/m/login");
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(inlinedState(html).merchant.code).toBe("BRANDC");
    expect(JSON.parse((await env.CONFIG.get(KV_KEYS.merchant("DEMO")))!).name).toBe("Renamed Bet"); // an edit is kept
  });

  it("Issue 9 §8 brand C: with KV empty, the first request to brand-c.localhost seeds it by itself", async () => {
    for (const key of (await env.CONFIG.list()).keys) await env.CONFIG.delete(key.name);
    resetEdgeCaches();
    const { response, html } = await page("/m/login");
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(inlinedState(html).merchant.code).toBe("BRANDC");
  });

  it("Issue 9 §8 brand C: the manifest names دانة لوتو, in Arabic right to left, with icons 192 to 512", async () => {
    const response = await call(`${BRAND_C}/wps/system/manifest.json?merchantCode=BRANDC`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as WebAppManifest;
    // The template's title as Arabic writes it (issue #35, item 9: one name per language).
    expect(manifest).toMatchObject({
      id: "/m/",
      name: "دانة لوتو",
      short_name: "دانة لوتو", // under 13 characters: used in full (SPEC §9)
      start_url: "/m/home?utm_source=homescreen",
      scope: "/m/",
      display: "standalone",
      background_color: "#05202a",
      theme_color: "#05202a",
      lang: "ar",
      dir: "rtl",
    });
    expect(manifest.icons).toEqual(
      [192, 256, 384, 512].map((size) => ({ src: `/sandbox/brand-c/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
    );
    expect((await page("/m/login")).html).toContain('<link rel="manifest" href="/wps/system/manifest.json?merchantCode=BRANDC">');
    const english = (await (
      await call(`${BRAND_C}/wps/system/manifest.json?merchantCode=BRANDC`, { headers: { "Accept-Language": "en" } })
    ).json()) as WebAppManifest;
    expect(english).toMatchObject({ name: "Dana Lotto", short_name: "Dana Lotto", lang: "en", dir: "ltr" });
  });

  it("Issue 9 §8 brand C: the sandbox serves its settings, AED and Arab countries' dialling codes first", async () => {
    const settings = await sandboxValue<SiteSettings & { mainDomain: string }>("/wps/system/status?device=MOBILE");
    expect(settings.merchantCode).toBe("BRANDC");
    expect(settings.mainDomain).toBe("brand-c.localhost");
    expect(settings.whitelabel).toMatchObject({ GEETEST3: false, GEETESTVCODE3: false });
    expect(settings.register.captcha?.enabled).toBe(false);
    expect(JSON.parse(settings.mobileTemplate.pwa!)).toMatchObject({
      title: "Dana Lotto",
      titles: { AR: "دانة لوتو", EN: "Dana Lotto" },
      icons: { "512": "/sandbox/brand-c/icon-512.png" },
    });
    // The merchant's own line about its app is in its players' language (the install and add-to-home prompts show it).
    expect((settings.mobileTemplate as { app_desc?: string }).app_desc).toBe("دانة لوتو: ألعاب ويانصيب على هاتفك");
    const country = await sandboxValue<CountryInfo>("/wps/system/country");
    expect(country).toMatchObject({ countryCode: "AE", countryDialingCode: "971", currency: "AED" });
    expect(country.countries.slice(0, 3).map((entry) => entry.countryDialingCode)).toEqual(["971", "966", "20"]);
  });

  it("Issue 9 §8 brand C: POST /wps/sandbox/session opens a session for player1 and agent1", async () => {
    const open = (username: string) =>
      sandboxValue<MemberInfo>("/wps/sandbox/session", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username }) });
    const player = await open("player1");
    expect(player).toMatchObject({ userName: "player1", merchantCode: "BRANDC", type: 0, language: "AR" });
    const info = await call(`${BRAND_C}/wps/member/info`, { headers: { Authorization: player.token } });
    expect(((await info.json()) as Envelope<MemberInfo>).value).toMatchObject({ userName: "player1", merchantCode: "BRANDC" });
    expect(await open("agent1")).toMatchObject({ userName: "agent1", merchantCode: "BRANDC", type: 1 });
  });

  it("Issue 9 §8 brand C: player1 signs in with Demo1234 and no captcha; a wrong password is refused", async () => {
    const { body } = await login("player1");
    expect(body).toMatchObject({ success: true, value: { userName: "player1", customerType: 0, firstTimeLogin: false, passwordExpired: false } });
    const info = await call(`${BRAND_C}/wps/member/info`, { headers: { Authorization: body.value!.token } });
    expect(((await info.json()) as Envelope<MemberInfo>).value!.merchantCode).toBe("BRANDC");
    expect((await login("player1", "nope-nope")).body).toMatchObject({ success: false, errorCode: "login.cred.err" });
    expect((await login("firsttime")).body.value).toMatchObject({ firstTimeLogin: true });
  });

  it("Issue 9 §8 brand C: player1 signs in by SMS code from the sandbox inbox (+971 501234567)", async () => {
    const sent = await call(`${BRAND_C}/wps/verification/sms/noLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ countryDialingCode: "971", mobileNum: "501234567" }),
    });
    expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
    const inbox = (await (await call(`${BRAND_C}/wps/sandbox/sms?mobileNum=501234567`)).json()) as Envelope<{ code: string }>;
    const { body } = await postEncrypted<LoginValue>(BRAND_C, "/wps/session/login", {
      type: "sms",
      mobileNum: "501234567",
      countryDialingCode: "971",
      verificationCode: inbox.value!.code,
      loginDeviceId: "d",
      isOfficialAppLogin: false,
    });
    expect(body).toMatchObject({ success: true, value: { userName: "player1" } });
  });

  it("Issue 9 §8 brand C: money in AED reads in Arabic and in English", () => {
    expect(formatMoney(1234.5, "AED", "AR")).toContain("د.إ");
    expect(formatMoney(1234.5, "AED", "EN")).toMatch(/AED\s?1,234\.50/);
  });

  it("Issue 10 every page inlines how its first screen writes numbers (money in the merchant's currency, percentages), as the worker writes them", async () => {
    const state = inlinedState(await (await call(`${BRAND_C}/m/login`)).text());
    const shapes = state.numberShapes ?? {};
    const money = shapes['ar-u-nu-latn|{"style":"currency","currency":"AED"}'];
    const percent = shapes['ar-u-nu-latn|{"style":"percent"}'];
    expect(money && applyNumberShape(money, -1234.5)).toBe(formatMoney(-1234.5, "AED", "AR"));
    expect(percent && applyNumberShape(percent, 0.755)).toBe(formatPercent(0.755, "AR", "AED"));
    const english = inlinedState(await (await call(`${BRAND_C}/m/login`, { headers: { Cookie: "mc_lang=EN" } })).text());
    expect(Object.keys(english.numberShapes ?? {})).toContain('en|{"style":"currency","currency":"AED"}');
  });
});

describe("Issue 9 §8 / DESIGN §4a every demo merchant's look is dark and readable (WCAG contrast)", () => {
  it("the contrast helper agrees with WCAG's reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });

  it.each(DEMO_MERCHANTS.map((merchant) => [merchant.code, merchant] as const))(
    "%s: text, surface and primary meet their contrast ratios",
    (_code, merchant) => {
      const { theme } = merchant;
      expect(luminance(theme.background)).toBeLessThan(0.05); // a dark theme
      expect(contrast(theme.text, theme.background)).toBeGreaterThanOrEqual(7);
      expect(contrast(theme.text, theme.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.primary, theme.background)).toBeGreaterThanOrEqual(4.5); // primary as a link or text colour
      expect(contrast(theme.primary, theme.surface)).toBeGreaterThanOrEqual(4.5);
      expect(Math.max(contrast("#000000", theme.primary), contrast("#ffffff", theme.primary))).toBeGreaterThanOrEqual(4.5);
      // …and the colour the edge actually puts on primary (buttons) is that readable one.
      const onPrimary = /--on-primary:(#[0-9a-fA-F]{6})/.exec(themeCss(merchantConfigSchema.parse(merchant)))?.[1];
      expect(onPrimary).toBeDefined();
      expect(contrast(onPrimary!, theme.primary)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("BRANDC has a look of its own: none of its colours is another demo merchant's", () => {
    const brandC = DEMO_MERCHANTS.find((merchant) => merchant.code === "BRANDC");
    const others = DEMO_MERCHANTS.filter((merchant) => merchant !== brandC);
    expect(others.map((merchant) => merchant.code)).toEqual(["DEMO", "BRANDB"]);
    const theirs = new Set(others.flatMap((merchant) => Object.values(merchant.theme).map((color) => color.toLowerCase())));
    for (const color of Object.values(brandC!.theme)) expect(theirs.has(color.toLowerCase())).toBe(false);
    expect(brandC!.logoUrl).toBe("/sandbox/brand-c/logo.svg");
  });
});
