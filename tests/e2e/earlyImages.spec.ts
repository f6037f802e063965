import { expect, test } from "@playwright/test";
import { DEMO } from "./support";

/**
 * Issue #37: SPEC §9's lazy images follow their rule from the moment the page's largest image is in, not from the
 * moment the app is live. Here the app's code never arrives at all, and the first screen's tiles still load.
 */
test.describe("issue #37 the first screen's tiles before the app is live", () => {
  test("§9 with the app's code held back, a tile on the first screen loads and one far below waits", async ({ page }) => {
    await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${DEMO}/m/index`);
    const tiles = page.locator("#root img[data-src]");
    const first = tiles.first();
    await expect(first).toHaveAttribute("src", /\S/);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Marked loaded as React's own handler would, so its placeholder stops.
    await expect(first).toHaveAttribute("data-loaded", "");
    expect(await tiles.last().getAttribute("src")).toBeNull();
    // Nothing of the app ran: the server's page, never hydrated.
    expect(await page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")))).toBe(false);
  });
});
