import { expect, test } from "@playwright/test";
import { BRAND_C, hydrated, logInWithForm, ops } from "./support";

/**
 * Issue #35, item 3: a merchant's guest browsing (docs/decisions/055). Off by default (SPEC §2); switched on here for
 * Brand C and back off after, so this file runs with the ones that change shared state.
 */
test.describe("issue #35 guest browsing, a merchant switch", () => {
  test.beforeAll(async () => void (await ops("merchant", "set", "BRANDC", "guestBrowsing=true")));
  test.afterAll(async () => void (await ops("merchant", "set", "BRANDC", "guestBrowsing=false")));

  test("§2 a guest browses home and the games; Play asks to log in and the login returns to that game", async ({ page }) => {
    await page.goto(`${BRAND_C}/m/home`);
    await hydrated(page);
    await expect(page).toHaveURL(`${BRAND_C}/m/home`);
    // What an account brings, and the ways in, where a member's VIP card would be.
    await expect(page.getByText("Games, lotteries and weekly promotions.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up" }).first()).toBeVisible();

    await page.goto(`${BRAND_C}/m/game`);
    await hydrated(page);
    await expect(page).toHaveURL(`${BRAND_C}/m/game`);
    // Providers by their names, never codes (issue #35, item 7).
    await expect(page.getByRole("group", { name: "Providers" }).getByRole("button", { name: "Instant Win" })).toBeVisible();
    await page.getByRole("button", { name: "Pearl Diver" }).first().tap();
    const sheet = page.getByRole("dialog", { name: "Pearl Diver" });
    if (await sheet.isVisible()) await sheet.getByRole("button", { name: "Play", exact: true }).tap();
    await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2FlaunchGame/);
    await hydrated(page);
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to play. You will go straight back to your game.");
    await logInWithForm(page, "player1");
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Pearl Diver" })).toBeVisible();
  });

  test("§2 paying still asks a guest to log in, with the reason", async ({ page }) => {
    await page.goto(`${BRAND_C}/m/voucherCenter`);
    await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2FvoucherCenter/);
    await hydrated(page);
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to deposit and withdraw. You will go straight back to your wallet.");
  });
});
