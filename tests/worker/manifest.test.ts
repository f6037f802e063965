import { beforeEach, describe, expect, it } from "vitest";
import type { SiteSettings, WebAppManifest } from "#shared/contract";
import { buildManifest, homeScreenName, iconType } from "../../worker/manifest/webAppManifest";
import { merchantConfigSchema } from "#shared/merchantConfig";
import { BRAND_B, DEMO, call, demoMerchant, restoreDemoMerchants } from "./helpers";

async function manifestOf(origin: string, query = ""): Promise<{ response: Response; manifest: WebAppManifest }> {
  const response = await call(`${origin}/wps/system/manifest.json${query}`);
  return { response, manifest: (await response.json()) as WebAppManifest };
}

describe("SPEC §2/§3/§5/§9 web-app manifest", () => {
  beforeEach(restoreDemoMerchants);

  it("§2 manifest: stable id, start_url /m/home?utm_source=homescreen, scope /m/, standalone", async () => {
    for (const origin of [DEMO, BRAND_B]) {
      const { response, manifest } = await manifestOf(origin, "?merchantCode=DEMO");
      expect(response.headers.get("content-type")).toContain("application/manifest+json");
      expect(manifest).toMatchObject({ id: "/m/", start_url: "/m/home?utm_source=homescreen", scope: "/m/", display: "standalone" });
    }
  });

  it("§3 manifest: each merchant's colours, name and icons 192/256/384/512", async () => {
    const demo = (await manifestOf(DEMO, "?merchantCode=DEMO")).manifest;
    const brandB = (await manifestOf(BRAND_B, "?merchantCode=BRANDB")).manifest;
    expect(demo.background_color).toBe("#0b1f14");
    expect(brandB.theme_color).toBe("#150d22");
    expect(demo.name).toBe("Demo Bet");
    expect(demo.icons.map((icon) => icon.sizes)).toEqual(["192x192", "256x256", "384x384", "512x512"]);
    expect(brandB.icons[0]).toEqual({ src: "/sandbox/brand-b/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" });
  });

  it("§9 manifest: names under 13 characters are used in full, longer ones are cut", async () => {
    expect(homeScreenName("Demo Bet")).toBe("Demo Bet");
    expect(homeScreenName("Twelve chars")).toBe("Twelve chars");
    expect(homeScreenName("Brand B Lottery Club")).toBe("Brand B Lott");
    expect([...homeScreenName("Lô tô Việt Nam Phát Lộc")].length).toBeLessThan(13);
    const brandB = (await manifestOf(BRAND_B)).manifest;
    expect(brandB.name).toBe("Brand B Lottery Club");
    expect(brandB.short_name).toBe("Brand B Lott");
  });

  it("§5 manifest: icons must be PNG, JPG or JPEG; others fall back to the edge config's", () => {
    expect(iconType("/a/icon.PNG?v=2")).toBe("image/png");
    expect(iconType("https://cdn.example/i.jpeg")).toBe("image/jpeg");
    expect(iconType("/icon.webp")).toBeNull();
    expect(iconType("/icon.svg")).toBeNull();
    const merchant = merchantConfigSchema.parse(demoMerchant());
    const settings = {
      merchantCode: "DEMO",
      mobileTemplate: { pwa: JSON.stringify({ title: "Demo PWA", icons: { "192": "/cdn/a.webp", "512": "/cdn/big.jpg" } }) },
    } as SiteSettings;
    const manifest = buildManifest(merchant, settings, "PT-BR");
    expect(manifest.name).toBe("Demo PWA");
    expect(manifest.icons.find((icon) => icon.sizes === "192x192")?.src).toBe("/sandbox/demo/icon-192.png");
    expect(manifest.icons.find((icon) => icon.sizes === "512x512")).toMatchObject({ src: "/cdn/big.jpg", type: "image/jpeg" });
  });

  it("§3 manifest: an unreadable pwa template falls back to the merchant's name", () => {
    const merchant = merchantConfigSchema.parse(demoMerchant());
    const manifest = buildManifest(merchant, { merchantCode: "DEMO", mobileTemplate: { pwa: "{oops" } } as SiteSettings, "EN");
    expect(manifest.name).toBe("Demo Bet");
  });

  it("§2 manifest: an unknown merchantCode gives the host's merchant", async () => {
    const { manifest } = await manifestOf(BRAND_B, "?merchantCode=NOPE");
    expect(manifest.name).toBe("Brand B Lottery Club");
  });

  it("§2 the page links the merchant's manifest", async () => {
    const html = await (await call(`${BRAND_B}/m/login`)).text();
    expect(html).toContain('<link rel="manifest" href="/wps/system/manifest.json?merchantCode=BRANDB">');
  });
});
