import { describe, expect, it } from "vitest";
import { BRAND_C, DEMO, call } from "./helpers";

/** The demo merchants' app links (worker/sandbox/migrations/0013_app_links.sql). */
const DEMO_APK = "https://dl.demo.example/demo-bet.apk";
const DEMO_PROFILE = "https://dl.demo.example/demo-bet.mobileconfig";

describe("SPEC §7 §9 the redirect page an app older than 2.4.39 downloads through", () => {
  it.each([
    ["Android", DEMO_APK],
    ["IOS", DEMO_PROFILE],
  ])("§7 type %s goes to the merchant's own %s link at once, with a button for apps that run no script", async (type, link) => {
    const response = await call(`${DEMO}/m/appDownload?type=${type}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain(`location.replace(${JSON.stringify(link)})`);
    expect(html).toContain(`href="${link}"`);
    expect(html).toMatch(/<script nonce="[^"]+">/);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("§7 DESIGN §5 it never takes an address: an unknown type or a url parameter sends nobody anywhere", async () => {
    for (const query of ["type=https://evil.example/x.apk", "url=https://evil.example/x.apk", "type=AppDownloadIcon", ""]) {
      const response = await call(`${DEMO}/m/appDownload?${query}`, { headers: { "Accept-Language": "en" } });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("evil.example");
      expect(html).not.toContain("location.replace");
      expect(html).toContain("The app download is not available right now.");
    }
  });

  it("§9 in the player's language and direction", async () => {
    const response = await call(`${BRAND_C}/m/appDownload?type=Android`);
    const html = await response.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("https://dl.brand-c.example/dana-lotto.apk");
  });
});
