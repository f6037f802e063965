import { expect, test } from "@playwright/test";
import { DEMO, hydrated, logInWithForm } from "./support";

/** Issue #35, item 3: a guest sent to log in is told why, and the login (or the registration) returns where they were going. */
test.describe("issue #35 guests who know where they stand", () => {
  test("§2 a guest opening a game is told 'Log in to play' and, once logged in, lands on that game", async ({ page }) => {
    await page.goto(`${DEMO}/m/launchGame?code=BOLAO_DA_RODADA&affiliateCode=AFG`);
    await expect(page).toHaveURL(/\/m\/login\?next=/);
    await hydrated(page);
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to play. You will go straight back to your game.");
    await logInWithForm(page, "player1");
    await expect(page).toHaveURL(/\/m\/launchGame\?code=BOLAO_DA_RODADA&affiliateCode=AFG$/);
  });

  test("§2 a guest opening their rewards is told why; the way to sign up keeps where they were going", async ({ page }) => {
    await page.goto(`${DEMO}/m/rewardCenter`);
    await hydrated(page);
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to see your rewards. You will go straight back to them.");
    const signUp = page.getByRole("link", { name: "Create an account" });
    expect(new URL((await signUp.getAttribute("href"))!, DEMO).searchParams.get("next")).toBe("/m/rewardCenter");
  });

  test("§2 a 'next' to another site is never followed: the login goes home", async ({ page }) => {
    await page.goto(`${DEMO}/m/login?next=${encodeURIComponent("//evil.example/m/home")}`);
    await hydrated(page);
    await expect(page.getByTestId("login-reason")).toHaveCount(0);
    await logInWithForm(page, "player1");
    await expect(page).toHaveURL(`${DEMO}/m/home`);
  });
});
