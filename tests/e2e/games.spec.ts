import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { BRAND_C, DEMO, forceScenario, hydrated, openSession, promptsAnsweredInEveryTest, setSandboxFlags } from "./support";
import { installClock, runFor } from "./clock";

/** The header balance, as a screen reader reads it ("Balance R$ 1.234,56. Tap to refresh"). */
const balance = (page: Page) => page.getByRole("button", { name: /^Balance / });

async function readBalance(page: Page): Promise<string> {
  await expect(balance(page)).toBeVisible();
  return (await balance(page).getAttribute("aria-label")) ?? "";
}

/** What the demo game says when a round is over. */
const ROUND_OVER = /You win|No win this time/;

/**
 * The game inside the frame: the sandbox's demo game on its own games.* origin. Inside it the tests click rather
 * than tap: Debian's Chromium 150 does not turn an emulated touch on a cross-origin frame into a click.
 */
const game = (page: Page): FrameLocator => page.frameLocator("iframe");

/** A player of its own: the money tests count on player1's balance. */
const PLAYER = "amigo_bruno";

async function openGamesPage(page: Page, origin = DEMO, user = PLAYER): Promise<void> {
  await openSession(page, origin, user);
  await page.evaluate(() => sessionStorage.setItem("MC_WELCOME_POPUP", "0"));
  await page.goto(`${origin}/m/game`);
  await hydrated(page);
}

promptsAnsweredInEveryTest();

test.describe("§2 games: the game page, launch and the third-party frame", () => {
  test("issue #11 a member finds a game by search and provider, plays a round, and sees the balance change after going back", async ({ page }) => {
    await openGamesPage(page);
    const before = await readBalance(page);

    await page.getByRole("searchbox", { name: "Search games" }).fill("samba");
    await expect(page.getByRole("status").filter({ hasText: "Games found: 1" })).toBeVisible();
    await page.getByRole("group", { name: "Providers" }).getByRole("button", { name: "Live Casino", exact: true }).tap();
    await expect(page.getByText("No game matches")).toBeVisible();
    await page.getByRole("group", { name: "Providers" }).getByRole("button", { name: "All", exact: true }).tap();

    await page.getByRole("button", { name: "Samba 777" }).first().tap();
    await page.getByRole("dialog", { name: "Samba 777" }).getByRole("button", { name: "Play", exact: true }).tap();
    await expect(game(page).getByRole("heading", { name: "Samba 777" })).toBeVisible();
    await game(page).getByRole("button", { name: "Spin" }).click();
    await expect(game(page).getByText(ROUND_OVER)).toBeVisible();

    await page.getByRole("button", { name: "Back", exact: true }).tap();
    await expect(page).toHaveURL(/\/m\/game$/);
    await expect.poll(() => readBalance(page)).not.toBe(before);
    // The recently played row remembers it.
    await page.getByRole("searchbox", { name: "Search games" }).fill("");
    await expect(page.getByRole("region", { name: "Recently played" }).getByRole("button", { name: "Samba 777" })).toBeVisible();
  });

  test("issue #11 a lottery launched from home: the game's own lobby button brings the player back home", async ({ page }) => {
    await openSession(page, DEMO, PLAYER);
    await page.evaluate(() => sessionStorage.setItem("MC_WELCOME_POPUP", "0"));
    await page.goto(`${DEMO}/m/home`);
    await hydrated(page);
    await page.getByRole("button", { name: "Matchday Pool" }).first().tap();
    await expect(page).toHaveURL(/\/m\/launchGame\?/);
    await game(page).getByRole("button", { name: "7", exact: true }).click();
    await game(page).getByRole("button", { name: "Draw" }).click();
    await expect(game(page).getByText(ROUND_OVER)).toBeVisible();
    await game(page).getByRole("button", { name: "Lobby" }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("§2 the frame: full screen hides the bar and a handle brings it back; without the Fullscreen API (iPhone) it fills the viewport", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false }));
    await openGamesPage(page);
    await page.getByRole("button", { name: "Turbo Rocket" }).first().tap();
    await page.getByRole("dialog").getByRole("button", { name: "Play", exact: true }).tap();
    await expect(game(page).getByRole("button", { name: "Spin" })).toBeVisible();
    await page.getByRole("button", { name: "Full screen" }).tap();
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
    const box = await page.locator("iframe").boundingBox();
    expect(box?.height).toBe(844);
    await page.getByRole("button", { name: "Show the game controls" }).tap();
    await expect(page.getByRole("button", { name: "Back", exact: true })).toBeVisible();
  });

  test("§2 a landscape game held upright asks to rotate; turned, the bar can be hidden", async ({ page }) => {
    await openGamesPage(page);
    await page.getByRole("button", { name: "Brazilian Roulette" }).first().tap();
    await page.getByRole("dialog").getByRole("button", { name: "Try for free" }).tap();
    await expect(page.getByRole("note")).toContainText("Turn your phone sideways");
    await expect(game(page).getByText("Free play")).toBeVisible();
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByRole("note")).toHaveCount(0);
    await page.getByRole("button", { name: "Hide bar" }).tap();
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Show the game controls" }).tap();
    await page.getByRole("button", { name: "Play like this" }).tap();
    await expect(page.getByRole("note")).toHaveCount(0);
  });

  test("§8 a slow launch shows 'timeout retry please' after 10 s, and Retry opens the game", async ({ page }) => {
    await installClock(page);
    await openGamesPage(page);
    await forceScenario(page, DEMO, { "/wps/relay/GCS_gameLaunch": "slow" });
    await page.getByRole("button", { name: "Samba 777" }).first().tap();
    await page.getByRole("dialog").getByRole("button", { name: "Play", exact: true }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Opening Samba 777" })).toBeVisible();
    await runFor(page, 9_000, { held: /\/GCS_gameLaunch(\?|$)/ });
    await expect(page.getByText("Timed out, please retry")).toHaveCount(0);
    await runFor(page, 1_000, { held: /\/GCS_gameLaunch(\?|$)/ });
    await expect(page.getByText("Timed out, please retry")).toBeVisible();
    await forceScenario(page, DEMO, {});
    await page.getByRole("button", { name: "Retry" }).tap();
    await expect(game(page).getByRole("button", { name: "Spin" })).toBeVisible();
  });

  test("DESIGN §5 a launch link whose backUrl leaves the site is refused clearly, and nothing opens", async ({ page }) => {
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/launchGame?code=BOLAO_DA_RODADA&backUrl=${encodeURIComponent("https://evil.example/")}`);
    await expect(page.getByRole("alert")).toContainText("return address leads outside this site");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("§5 STARTGAMEINAPP3: outside the app and the home screen, a launch asks the player to get the app", async ({ page }) => {
    await setSandboxFlags(page, DEMO, { STARTGAMEINAPP3: true });
    try {
      await openGamesPage(page);
      await page.getByRole("button", { name: "Matchday Pool" }).first().tap();
      await expect(page.getByRole("heading", { name: "Play in our app" })).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
    } finally {
      await setSandboxFlags(page, DEMO, { STARTGAMEINAPP3: false });
    }
  });

  test("§2 a guest opening a game link is sent to log in", async ({ page }) => {
    await page.goto(`${DEMO}/m/launchGame?code=BOLAO_DA_RODADA`);
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

test.describe("§2 games on a right-to-left merchant", () => {
  test.use({ locale: "ar-AE" });

  test("§2 on Brand C in Arabic the game page, the frame's bar and the game itself read right to left", async ({ page }) => {
    await openSession(page, BRAND_C, "player1");
    await page.evaluate(() => sessionStorage.setItem("MC_WELCOME_POPUP", "0"));
    await page.goto(`${BRAND_C}/m/game`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The game's name in Arabic, in the lobby and in the game (issue #35, item 4).
    await page.getByRole("button", { name: "طرنيب رويال" }).first().tap();
    await page.getByRole("dialog").getByRole("button").nth(1).tap();
    await expect(game(page).locator("html")).toHaveAttribute("dir", "rtl");
    await expect(game(page).getByRole("heading", { name: "طرنيب رويال" })).toBeVisible();
  });
});
