import { expect, test } from "@playwright/test";
import { BRAND_B, hydrated, ops } from "./support";
import { fastForward, installClock, runFor } from "./clock";

// An operator's release reaches every open page of the merchant, so this file runs alone (docs/decisions/051).
test.describe("SPEC §4 Update check", () => {
  test("§4 a release while the page is open shows the update alert; Refresh reloads in place onto the new version", async ({ page }) => {
    await installClock(page);
    await page.goto(`${BRAND_B}/m/login`);
    await hydrated(page);
    // The page's status call (issue #13) has answered: an hour's jump of the clock would time it out first.
    await page.waitForLoadState("networkidle");
    // The first round at 1.5 s finds the page current and stores the hash: no alert.
    await runFor(page, 1_500);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("MC_ASSET_HASH"))).not.toBeNull();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toHaveCount(0);

    await ops("release", "bump", "BRANDB");
    await fastForward(page, "01:00:00");
    await expect(alert).toContainText("Found a new version. Tap Refresh to update.");
    const reloaded = page.waitForEvent("load");
    await alert.getByRole("button", { name: "Refresh", exact: true }).tap();

    // SPEC §2: /m/login reloads in place; the new page runs the new release, so its checks stay quiet.
    await reloaded;
    expect(page.url()).toBe(`${BRAND_B}/m/login`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await runFor(page, 1_500);
    await fastForward(page, "01:00:00");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
