import { expect, type Page, test } from "@playwright/test";
import { BRAND_B, hydrated, openSession, promptsAnsweredInEveryTest, setSandboxFlags, touchDrag } from "./support";

const bubble = (page: Page) => page.getByRole("button", { name: "Quick lottery" });

async function memberHome(page: Page): Promise<void> {
  await openSession(page, BRAND_B, "player1");
  await page.evaluate(() => sessionStorage.setItem("MC_WELCOME_POPUP", "0"));
  await page.goto(`${BRAND_B}/m/home`);
  await hydrated(page);
  await expect(bubble(page)).toHaveAttribute("aria-busy", "false");
}

async function box(page: Page) {
  const found = await bubble(page).boundingBox();
  if (!found) throw new Error("the mini-game is not on screen");
  return found;
}

/**
 * Where it sits once the page's bars are up: above the download bar and the navigation, never on their buttons
 * (issue #35, item 7). Brand B's players get the download bar in a browser.
 */
async function settledBox(page: Page) {
  const bar = page.getByRole("region", { name: "Download the app" });
  await expect(bar).toBeVisible();
  const top = (await bar.boundingBox())!.y;
  await expect.poll(async () => ((found) => found.y + found.height)(await box(page))).toBeLessThanOrEqual(top);
  return box(page);
}

promptsAnsweredInEveryTest();

test.describe("§2 §4 §9 the mini-game", () => {
  test.describe.configure({ mode: "serial" });

  test("§4 a guest has no mini-game; a member on a LOTTMINIGAME3 merchant does", async ({ page }) => {
    await page.goto(`${BRAND_B}/m/index`);
    await hydrated(page);
    await expect(bubble(page)).toHaveCount(0);
    await memberHome(page);
    await expect(bubble(page)).toBeVisible();
  });

  test("§9 it follows a drag, stays 2% inside the screen, and a tap opens the quick lottery", async ({ page }) => {
    await memberHome(page);
    const start = await settledBox(page);
    await touchDrag(page, bubble(page), -150, -200);
    const moved = await box(page);
    expect(moved.x).toBeLessThan(start.x - 100);
    expect(moved.y).toBeLessThan(start.y - 150);

    // Dragged far past the edge, it stops 2% of the width (7.8 px) inside.
    await touchDrag(page, bubble(page), -1_000, 0);
    expect((await box(page)).x).toBeCloseTo(390 * 0.02, 0);

    await bubble(page).tap();
    const panel = page.getByRole("dialog", { name: "Quick lottery" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Play now" })).toBeVisible();
    await panel.getByRole("button", { name: "Close" }).tap();
    await expect(panel).toHaveCount(0);
  });

  test("§2 the SEA variant (s1) is fixed: a drag does not move it, a tap still opens it", async ({ page }) => {
    await setSandboxFlags(page, BRAND_B, { LOTTMINIGAME3: false, SEALOTTMINIGAME3: true });
    try {
      await memberHome(page);
      const start = await settledBox(page);
      await touchDrag(page, bubble(page), -150, -200);
      expect(await box(page)).toEqual(start);
      await bubble(page).tap();
      await expect(page.getByRole("dialog", { name: "Quick lottery" })).toBeVisible();
    } finally {
      await setSandboxFlags(page, BRAND_B, { LOTTMINIGAME3: true, SEALOTTMINIGAME3: false });
    }
  });
});
