import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { BRAND_B, DEMO } from "./support";

test.describe("SPEC §2 installable web app", () => {
  for (const [name, origin] of [
    ["Demo Bet", DEMO],
    ["Brand B", BRAND_B],
  ] as const) {
    test(`§2 Chromium reports /m/home of ${name} as installable`, async () => {
      // Default contexts count as incognito, which is never installable (DESIGN §6).
      const profile = mkdtempSync(path.join(tmpdir(), "mc-install-"));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: "/usr/bin/chromium",
        args: CHROMIUM_ARGS,
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/m/home`);
        await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
        const cdp = await context.newCDPSession(page);
        const manifest = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
        expect(manifest.errors).toEqual([]);
        expect(manifest.url).toContain("/wps/system/manifest.json");
        await expect
          .poll(async () => ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] }).installabilityErrors)
          .toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }

  test("§2 the service worker shows the merchant's offline page when the network is gone", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto(`${DEMO}/m/login`);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => caches.has("mc-offline-v1"));
    await context.setOffline(true);
    await page.goto(`${DEMO}/m/home`).catch(() => {});
    await expect(page.getByRole("heading", { name: "Você está offline" })).toBeVisible();
    await context.setOffline(false);
    await context.close();
  });
});
