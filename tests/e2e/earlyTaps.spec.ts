import { expect, type Page, test } from "@playwright/test";
import { DEMO_CONTENT } from "../../worker/sandbox/content";
import { BRAND_B, DEMO, hydrated } from "./support";

test.use({ locale: "en" });

/** Holds the app's code back until `release` is called: the server-painted page, before it is live. */
async function holdAppCode(page: Page, code = /\/assets\/[^/]+\.js$/): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(code, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("issue #10 taps before the app is live", () => {
  // Requests a service worker takes are out of the page's routes' reach (Playwright's own caveat), and /m/sw.js claims
  // the page once it is idle, which on a loaded machine can come before the request this test holds.
  test.use({ serviceWorkers: "block" });

  test("issue #10 a sign-in sent before the app is live never puts the password into the address, and goes through once it is", async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`${BRAND_B}/m/login`);
    await page.getByLabel("Username").fill("player1");
    await page.getByLabel("Password", { exact: true }).fill("Demo1234");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    const logIn = page.getByRole("button", { name: "Log in", exact: true });
    // Held, with a pressed look, where the browser would have sent the form to the address as a GET.
    await expect(logIn).toHaveAttribute("data-early-tap", "");
    expect(page.url()).not.toContain("Demo1234");
    release();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    expect(page.url()).not.toContain("Demo1234");
    await expect(page.locator("[data-early-tap]")).toHaveCount(0);
  });

  test("issue #10 a guest's tap on a game before the app is live opens the login dialog once it is", async ({ page }) => {
    const brandB = DEMO_CONTENT.BRANDB.languages.EN!;
    const release = await holdAppCode(page);
    await page.goto(`${BRAND_B}/m/index`);
    const game = page.getByRole("region", { name: brandB.lanes[0]!.title }).getByRole("button", { name: brandB.lanes[0]!.cards[0]!.displayName, exact: true });
    await game.tap();
    await expect(game).toHaveAttribute("data-early-tap", "");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The server-painted Support item waits for its code looking like the other navigation items, not a grey button.
    await expect(page.locator('nav [aria-busy="true"]')).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    // The first screen's tile has its picture before the app runs (issue #37); a tile not asked for yet, far below, is a
    // still skeleton, not a broken-image icon.
    await expect(game.locator("img")).toHaveAttribute("src", /\S/);
    await expect(page.locator("#root img[data-src]:not([src])").last()).toHaveCSS("visibility", "hidden");
    release();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
    await expect(game).not.toHaveAttribute("data-early-tap");
  });

  test("issue #10 a tap on Support before the app is live opens customer service once the item's code arrives", async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto(`${DEMO}/m/index`);
    const support = page.getByRole("navigation").getByRole("button", { name: "Support" });
    await support.tap();
    await expect(support).toHaveAttribute("data-early-tap", "");
    release();
    await expect(page.getByRole("dialog", { name: "Contact customer service" })).toBeVisible();
    await expect(page.locator("[data-early-tap]")).toHaveCount(0);
  });

  test("issue #10 a tap on the Support placeholder of a live page is held until the item's code arrives (docs/decisions/043)", async ({ page }) => {
    // Only the Support item's own code is held: the page is live, its placeholder still stands.
    const release = await holdAppCode(page, /\/assets\/support-[^/]+\.js$/);
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    const placeholder = page.locator('nav button[aria-busy="true"]');
    await placeholder.tap();
    await expect(placeholder).toHaveAttribute("data-early-tap", "");
    await expect(page.getByRole("dialog", { name: "Contact customer service" })).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Contact customer service" })).toBeVisible();
    await expect(page.locator("[data-support-nav]")).not.toHaveAttribute("data-early-tap");
  });
});
