import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KV_KEYS } from "#shared/merchantConfig";
import { parseMessageFlags } from "../../worker/gates/maintenanceMessage";
import { fallbackIcon, INLINE_IMAGE_MAX_BYTES, inlineImage } from "../../worker/render/systemIcon";
import { BRAND_B, DEMO, call, demoMerchant, putMerchant, resetEdgeCaches, restoreDemoMerchants } from "./helpers";

const TWO_MESSAGES = { EN: "Upgrading the lottery engine", VI: "Đang nâng cấp hệ thống xổ số" };

async function maintenanceHtml(language: string, init: { cf?: Record<string, unknown> } = {}) {
  const response = await call(`${BRAND_B}/m/login`, { ...init, headers: { "Accept-Language": language } });
  expect(response.status).toBe(503);
  return response.text();
}

/** The text of the first <h1>/<h2> block's description, and of the English block's, as a visitor reads them. */
function blocks(html: string): string[] {
  return [...html.matchAll(/<p class="sys-description">([^<]*)<\/p>/g)].map((match) => match[1]!);
}

const iconLink = (html: string) => /<link rel="icon" href="([^"]+)">/.exec(html)?.[1];

describe("SPEC §2 System Maintenance: the operator's message per language (issue #14)", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  beforeEach(async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.maintenance = { on: true, until: "2099-01-01T08:00:00Z", messages: TWO_MESSAGES };
    await putMerchant(merchant);
  });

  it("§2 Maintenance: a Vietnamese visitor reads the Vietnamese message, with the English one under it", async () => {
    const html = await maintenanceHtml("vi");
    expect(html).toContain("Bảo trì hệ thống");
    expect(blocks(html)).toEqual([TWO_MESSAGES.VI, TWO_MESSAGES.EN]);
  });

  it("§2 Maintenance: an English visitor reads the English message once, and not the Vietnamese one", async () => {
    const html = await maintenanceHtml("en");
    expect(blocks(html)).toEqual([TWO_MESSAGES.EN]);
    expect(html).not.toContain(TWO_MESSAGES.VI);
  });

  it("§2 Maintenance: a language the operator gave no message gets the default text", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.languages = ["EN", "VI", "PT-BR"];
    merchant.maintenance = { on: true, messages: TWO_MESSAGES };
    await putMerchant(merchant);
    const html = await maintenanceHtml("pt-BR");
    const [portuguese, english] = blocks(html);
    expect(portuguese).toMatch(/manuten/i);
    expect(portuguese).not.toBe(TWO_MESSAGES.EN);
    expect(english).toBe(TWO_MESSAGES.EN);
  });

  it("§2 Maintenance: the single message stays the text of every language without its own", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.languages = ["EN", "VI", "PT-BR"];
    merchant.maintenance = { on: true, message: "Back at 10:00", messages: { VI: TWO_MESSAGES.VI } };
    await putMerchant(merchant);
    expect(blocks(await maintenanceHtml("vi"))[0]).toBe(TWO_MESSAGES.VI);
    // Shown once: the English block under it gets the default text rather than the same words again.
    const portuguese = blocks(await maintenanceHtml("pt-BR"));
    expect(portuguese[0]).toBe("Back at 10:00");
    expect(portuguese[1]).toMatch(/^We are carrying out maintenance/);
    expect(blocks(await maintenanceHtml("en"))).toEqual(["Back at 10:00"]);
  });

  it("§2 Maintenance: API calls get the message of the call's Language", async () => {
    const vietnamese = await call(`${BRAND_B}/wps/system/status`, { headers: { Language: "VI" } });
    expect(await vietnamese.json()).toEqual({ message: TWO_MESSAGES.VI, errorCode: "system_maintenance" });
    const english = await call(`${BRAND_B}/wps/system/status`, { headers: { Language: "EN" } });
    expect(((await english.json()) as { message: string }).message).toBe(TWO_MESSAGES.EN);
  });

  it("§2 Maintenance: the end time is a <time> in UTC, labelled UTC, that the page rewrites in the visitor's zone", async () => {
    const html = await maintenanceHtml("en");
    const time = /<time dateTime="([^"]+)"[^>]*data-local=""[^>]*>([^<]+)<\/time>|<time datetime="([^"]+)"[^>]*>([^<]+)<\/time>/i.exec(html);
    expect(time).not.toBeNull();
    expect(time![1] ?? time![3]).toBe("2099-01-01T08:00:00Z");
    expect(time![2] ?? time![4]).toMatch(/Jan 1, 2099.*08:00.*UTC$/);
    // The nonced script that names the visitor's own zone (timeZoneName long: "Indochina Time").
    const nonce = /<style nonce="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<script nonce="${nonce}">document.querySelectorAll('time[data-local]')`);
    expect(html).toContain("timeZoneName:'long'");
  });

  it("§2 Maintenance: where Cloudflare places the visitor, the server already says that zone's time", async () => {
    const html = await maintenanceHtml("vi", { cf: { timezone: "Asia/Ho_Chi_Minh" } });
    expect(html).toMatch(/<time[^>]*>15:00 GMT\+7 1 thg 1, 2099<\/time>/);
  });
});

describe("SPEC §2 Access Denied names the rule that refused the visitor (issue #14)", () => {
  beforeEach(restoreDemoMerchants);

  it("§2 Access Denied: a denied IP reads 'your IP address', not 'your region'", async () => {
    const merchant = demoMerchant();
    merchant.region = { allowCountries: [], denyCountries: [], denyIps: ["198.51.100.23"] };
    await putMerchant(merchant);
    const response = await call(`${DEMO}/m/home`, { headers: { "CF-Connecting-IP": "198.51.100.23", "Accept-Language": "en" } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Sorry, our service is not available from your IP address.");
    expect(html).not.toContain("your region");
    expect(html).toContain("Your IP address: 198.51.100.23");
  });

  it("§2 Access Denied: a denied country reads 'your region', not 'your IP address'", async () => {
    const response = await call(`${DEMO}/m/home`, { cf: { country: "KP" }, headers: { "CF-Connecting-IP": "203.0.113.9", "Accept-Language": "en" } });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Sorry, our service is not available in your region.");
    expect(html).not.toContain("from your IP address");
  });

  it("§2 Access Denied: a country outside the allow list is the region rule too", async () => {
    const merchant = demoMerchant();
    merchant.region = { allowCountries: ["BR"], denyCountries: [], denyIps: [] };
    await putMerchant(merchant);
    const html = await (await call(`${DEMO}/m/home`, { cf: { country: "VN" }, headers: { "Accept-Language": "en" } })).text();
    expect(html).toContain("not available in your region.");
  });
});

describe("System pages link an icon, so no browser asks for /favicon.ico (issue #14)", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§2 maintenance and access denied link the merchant's smallest icon", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    expect(iconLink(await (await call(`${BRAND_B}/m/home`)).text())).toBe("/sandbox/brand-b/icon-192.png");
    const denied = await call(`${DEMO}/m/home`, { cf: { country: "KP" } });
    expect(denied.status).toBe(403);
    expect(iconLink(await denied.text())).toBe("/sandbox/demo/icon-192.png");
  });

  it("§2 a merchant without icons gets an inline icon in its colour", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.icons = [];
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    const href = iconLink(await (await call(`${BRAND_B}/m/home`)).text());
    expect(href).toBe(fallbackIcon(merchant.theme.primary).replaceAll("&", "&amp;"));
    expect(href).toMatch(/^data:image\/svg\+xml,/);
  });

  it("§3 the configuration error page, knowing no merchant, links the inline icon", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await env.CONFIG.put(KV_KEYS.merchant("DEMO"), JSON.stringify({ code: "DEMO", name: "" }));
    resetEdgeCaches();
    const response = await call(`${DEMO}/m/login`);
    expect(response.status).toBe(503);
    expect(iconLink(await response.text())).toBe(fallbackIcon());
  });

  it("§3 the plain error pages (not found, bad request) link the inline icon", async () => {
    const notFound = await call(`${DEMO}/nothing-here`);
    expect(notFound.status).toBe(404);
    expect(iconLink(await notFound.text())).toBe(fallbackIcon());
    const badHost = await call(new Request(`${DEMO}/m/login`, { headers: { Host: "bad host!!" } }));
    expect(badHost.status).toBe(400);
    expect(iconLink(await badHost.text())).toBe(fallbackIcon());
  });

  it("§2 the offline page links an icon too", async () => {
    const html = await (await call(`${DEMO}/m/offline.html`)).text();
    expect(iconLink(html)).toBeTruthy();
  });
});

describe("SPEC §2 the offline page carries the merchant's logo (issue #14)", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#ff4d6d"/></svg>`;

  it("§2 offline page: the logo is inlined as a data: URI, so it shows without a network", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.logoUrl = "https://cdn.brand-b.example/logo.svg";
    merchant.icons = [];
    await putMerchant(merchant);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === "https://cdn.brand-b.example/logo.svg") return new Response(LOGO, { headers: { "Content-Type": "image/svg+xml" } });
      return new Response("not found", { status: 404 });
    });
    const html = await (await call(`${BRAND_B}/m/offline.html`)).text();
    const src = /<img src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBe(`data:image/svg+xml;base64,${btoa(LOGO)}`);
    expect(html).not.toContain("cdn.brand-b.example");
  });

  it("§2 offline page: a logo that cannot be read stays a link", async () => {
    const merchant = demoMerchant("BRANDB");
    merchant.logoUrl = "https://cdn.brand-b.example/logo.svg";
    await putMerchant(merchant);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const html = await (await call(`${BRAND_B}/m/offline.html`)).text();
    expect(html).toContain('<img src="https://cdn.brand-b.example/logo.svg"');
  });

  it("§2 inlining: only images, and only small ones", async () => {
    const assets = { fetch: async () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } }) } as unknown as Fetcher;
    expect(await inlineImage("/logo.svg", assets)).toBeUndefined();
    const big = {
      fetch: async () => new Response(new Uint8Array(INLINE_IMAGE_MAX_BYTES + 1), { headers: { "Content-Type": "image/png" } }),
    } as unknown as Fetcher;
    expect(await inlineImage("/logo.png", big)).toBeUndefined();
    const png = { fetch: async () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "Content-Type": "image/png" } }) } as unknown as Fetcher;
    expect(await inlineImage("/logo.png", png)).toBe(`data:image/png;base64,${btoa(String.fromCharCode(137, 80, 78, 71))}`);
  });
});

describe("README operations: `ops maintenance on --message` per language (issue #14)", () => {
  it("§2 one --message per language, and a bare one for every other language", () => {
    expect(parseMessageFlags(["EN=Back soon", "VI=Sắp trở lại", "pt-br=Voltamos logo", "Be right back"])).toEqual({
      messages: { EN: "Back soon", VI: "Sắp trở lại", "PT-BR": "Voltamos logo" },
      message: "Be right back",
    });
    expect(parseMessageFlags(["Be right back"])).toEqual({ message: "Be right back" });
    expect(parseMessageFlags([])).toEqual({});
    // Not a platform language code: the whole value is the text.
    expect(parseMessageFlags(["Note=this"])).toEqual({ message: "Note=this" });
  });

  it("§2 a language twice, two bare texts or an empty text is refused, not guessed", () => {
    expect(parseMessageFlags(["EN=a", "en=b"])).toHaveProperty("error");
    expect(parseMessageFlags(["one", "two"])).toHaveProperty("error");
    expect(parseMessageFlags(["VI="])).toHaveProperty("error");
  });
});
