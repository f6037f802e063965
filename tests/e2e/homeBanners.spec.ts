import { expect, type Page, test } from "@playwright/test";
import { DEMO_CONTENT } from "../../worker/sandbox/content";
import { quietPopups, setContent, withoutPopups } from "./content";
import { answerOutsideSites, BRAND_B, BRAND_C, DEMO, hydrated, openSession, promptsAnsweredInEveryTest, startingWith } from "./support";

/** The home's banners and where a tap on each leads (issue #10); one test changes Demo Bet's content, so the file runs alone. */
const homeBanners = DEMO_CONTENT.DEMO.languages.EN!.banners.filter((banner) => banner.groupName === "m_home");
const bannerOf = (type: string) => homeBanners.find((banner) => banner.linkageType === type)!;

async function tapBanner(page: Page, title: string): Promise<void> {
  const slide = page.getByRole("button", { name: startingWith(title) });
  await slide.scrollIntoViewIfNeeded();
  await slide.tap();
}

promptsAnsweredInEveryTest();

test.describe("§2 Banner click routing", () => {
  // The carousel moves on by itself; with reduced motion it stays where the player put it.
  test.use({ reducedMotion: "reduce" });

  test("§2 P routes inside the app; an allowed URL opens with token and username and no referrer; a game banner sends a guest to log in", async ({ page }) => {
    const asked = await answerOutsideSites(page);
    const token = await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/home?affiliateCode=AFF2`);
    await hydrated(page);

    await tapBanner(page, bannerOf("P").title);
    await expect(page).toHaveURL(/\/m\/activity\?id=db-first-deposit/);
    expect(new URL(page.url()).searchParams.get("affiliateCode")).toBe("AFF2");

    await page.goto(`${DEMO}/m/home`);
    // A server-painted button does nothing until the page hydrates (a tap before that is lost, as in any edge-rendered page).
    await hydrated(page);
    const opened = page.context().waitForEvent("page");
    await tapBanner(page, bannerOf("URL").title);
    const outside = await opened;
    await outside.waitForLoadState();
    const url = new URL(outside.url());
    expect(url.origin).toBe("https://news.demo.example");
    expect(url.searchParams.get("token")).toBe(token);
    expect(url.searchParams.get("username")).toBe("player1");
    expect(await outside.evaluate(() => document.referrer)).toBe("");
    expect(asked).toHaveLength(1);
    await outside.close();

    // A guest on the entry page: the lottery banner needs login.
    await page.evaluate(() => sessionStorage.clear());
    await page.context().clearCookies();
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    await tapBanner(page, bannerOf("G").title);
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test("§9 issue #34: Brand B and Brand C trust no outside site with the session: their banner opens it with no token", async ({ page }) => {
    const asked = await answerOutsideSites(page);
    for (const [origin, code, player] of [
      [BRAND_B, "BRANDB", "agent2"],
      [BRAND_C, "BRANDC", "player1"],
    ] as const) {
      const outsideBanner = DEMO_CONTENT[code].languages.EN!.banners.find((banner) => banner.groupName === "m_home" && banner.linkageType === "URL")!;
      await openSession(page, origin, player);
      await page.goto(`${origin}/m/home`);
      await hydrated(page);
      const opened = page.context().waitForEvent("page");
      await tapBanner(page, outsideBanner.title);
      const outside = await opened;
      await outside.waitForLoadState();
      expect(outside.url()).toBe(outsideBanner.linkage);
      await outside.close();
    }
    expect(asked.some((url) => /[?&]token=/.test(url))).toBe(false);
  });

  test("§2 a member's game banner launches the game; an outside URL that is not allowed is refused with a message and no token leaves", async ({ page }) => {
    const content = withoutPopups("DEMO");
    const evil = { ...bannerOf("URL"), id: "db-evil", title: "Exclusive offer elsewhere", linkage: "https://evil.example/steal" };
    content.languages.EN!.banners = [evil, ...content.languages.EN!.banners];
    await setContent("DEMO", content);
    try {
      let leaked = false;
      await page.context().route("https://evil.example/**", async (route) => {
        leaked = true;
        await route.abort();
      });
      await openSession(page, DEMO, "player1");
      await page.goto(`${DEMO}/m/home`);
      await hydrated(page);
      await tapBanner(page, evil.title);
      await expect(page.getByRole("alertdialog")).toContainText("This link cannot be opened from here.");
      expect(leaked).toBe(false);
      await page.getByRole("alertdialog").getByRole("button").first().tap();

      await tapBanner(page, bannerOf("G").title);
      await expect(page).toHaveURL(/\/m\/launchGame\?code=BOLAO_DA_RODADA/);
    } finally {
      await quietPopups("DEMO");
    }
  });
});
