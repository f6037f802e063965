import { expect, test } from "@playwright/test";
import { BRAND_C, DEMO, hydrated } from "./support";
import { installClock, runFor } from "./clock";

test.describe("SPEC §4 Update check", () => {
  test("§4 a page opened after the release is current: no alert, whatever this browser stored before", async ({ page }) => {
    await installClock(page);
    await page.goto(`${DEMO}/m/login`);
    await page.evaluate(() => localStorage.setItem("MC_ASSET_HASH", "hash-of-an-older-visit"));
    await page.reload();
    await hydrated(page);
    await runFor(page, 1_500);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("MC_ASSET_HASH"))).not.toBe("hash-of-an-older-visit");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("§4 the offline event shows the 'network offline' notice", async ({ page, context }) => {
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    // The notice's code arrives after hydration, like every optional overlay.
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: /offline|network/i })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe("PITFALLS Updates: a chunk gone after a deploy", () => {
  // Requests a service worker takes are out of the page's routes' reach (Playwright's own caveat), and /m/sw.js claims
  // the page once it is idle, which on a loaded machine can come before the request this test holds.
  test.use({ serviceWorkers: "block" });

  test("§2 a failed dynamic import reloads the page once, and never in a loop", async ({ page }) => {
    let loads = 0;
    page.on("load", () => (loads += 1));
    // The sign-in dialog's code is fetched on the first tap; after a deploy the old build's file is gone.
    await page.route(/\/assets\/LoginDialog-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    expect(loads).toBe(1);
    const logIn = page.getByRole("main").getByRole("link", { name: "Log in", exact: true });
    await logIn.tap();
    await expect.poll(() => loads).toBe(2);
    await hydrated(page);
    await logIn.tap();
    // The second failure within the recovery window offers the way home instead of reloading again.
    await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
    expect(loads).toBe(2);
  });
});

test.describe("SPEC §2 app-upgrade modal", () => {
  const APP_UA =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MerchantApp/2.5.1 3f2504e0-4f89-11d3-9a0c-0305e82c3301";

  test("§2 an older native app is offered the update, and closing it keeps it closed for the session", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: APP_UA });
    const page = await context.newPage();
    await page.goto(`${DEMO}/m/login`);
    const modal = page.getByRole("dialog", { name: "Update available" });
    await expect(modal.getByRole("button", { name: "Update now" })).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).tap();
    await expect(modal).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(modal).toHaveCount(0);
    await context.close();
  });

  test("§2 a long title (Spanish) stays clear of the close button", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: APP_UA, locale: "es" });
    const page = await context.newPage();
    await page.goto(`${DEMO}/m/login`);
    const modal = page.getByRole("dialog", { name: "Actualización disponible" });
    const close = (await modal.getByRole("button", { name: "Cerrar" }).boundingBox())!;
    // The title's text, not its box: the box spans the dialog whatever the padding.
    const text = await modal.getByRole("heading").evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(text.right).toBeLessThanOrEqual(close.x);
    await context.close();
  });

  test("§2 with the mandatory-update flag (Brand C) the modal has no close button", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: APP_UA, locale: "ar-AE" });
    const page = await context.newPage();
    await page.goto(`${BRAND_C}/m/login`);
    const modal = page.getByRole("dialog");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("button")).toHaveCount(1);
    await context.close();
  });
});
