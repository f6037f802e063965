import { expect, test } from "@playwright/test";
import { BRAND_C, DEMO, hydrated, signIn, solveCaptcha } from "./support";

/** Real user agents of Instagram's own browser (issue #14: players arrive from Instagram links). */
const INSTAGRAM_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.29.91 (iPhone14,5; iOS 17_4; en_US; en; scale=3.00; 1170x2532; 595184932)";
const INSTAGRAM_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 Instagram 309.0.0.40.113 Android (34/14; 420dpi; 1080x2400; Google/google; Pixel 8; shiba; shiba; en_US; 541635890)";

test.describe("SPEC §4 sign-in inside Instagram's in-app browser (issue #14)", () => {
  test.use({ userAgent: INSTAGRAM_IOS });

  test("§4 Continue with Google leads to the open-in-your-browser step; Copy link copies the page with the kept parameters", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: DEMO });
    const toGoogle: string[] = [];
    page.on("request", (request) => /identitytoolkit|accounts\.google|apis\.google|__\/auth/.test(request.url()) && toGoogle.push(request.url()));
    await page.goto(`${DEMO}/m/login?affiliateCode=AFF77&fbclid=IG1`);
    await hydrated(page);

    await page.getByRole("button", { name: "Continue with Google" }).tap();
    const step = page.getByRole("dialog", { name: "Open in your browser" });
    await expect(step).toContainText("Google does not allow signing in inside this app.");
    await expect(step).toContainText("Open in Safari");
    await step.getByRole("button", { name: "Copy link" }).tap();
    await expect(page.getByText("Link copied. Paste it into your browser's address bar.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${DEMO}/m/login?affiliateCode=AFF77&fbclid=IG1`);
    // Google was never asked: it would answer 403 disallowed_useragent.
    expect(toGoogle).toEqual([]);
  });

  test("§4 password login still works in the same browser, after leaving the step", async ({ page }) => {
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue with Google" }).tap();
    await page.getByRole("dialog", { name: "Open in your browser" }).getByRole("button", { name: "Log in another way" }).tap();
    await expect(page.getByRole("dialog", { name: "Open in your browser" })).toHaveCount(0);

    await page.getByLabel("Username").fill("player1");
    await page.getByLabel("Password", { exact: true }).fill("Demo1234");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
  });
});

test.describe("SPEC §4 Instagram on Android (issue #14)", () => {
  test.use({ userAgent: INSTAGRAM_ANDROID });

  test("§4 the step also offers Chrome, for the same page with the affiliate code", async ({ page }) => {
    await page.goto(`${DEMO}/m/login?affiliateCode=AFF77`);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue with Google" }).tap();
    const chrome = page.getByRole("dialog", { name: "Open in your browser" }).getByRole("link", { name: "Open in Chrome" });
    await expect(chrome).toHaveAttribute(
      "href",
      /^intent:\/\/demo\.localhost:\d+\/m\/login\?affiliateCode=AFF77#Intent;scheme=http;package=com\.android\.chrome;/,
    );
  });
});

test.describe("SPEC §4 provider buttons (issue #14)", () => {
  test("§4 each button shows its provider's mark and name, at least 44 px tall", async ({ page }) => {
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    for (const name of ["Google", "Facebook", "X (Twitter)", "LINE"]) {
      const button = page.getByRole("button", { name: `Continue with ${name}` });
      await expect(button.locator("[data-mark] svg")).toBeVisible();
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("SPEC §4 provider buttons right to left (issue #14)", () => {
  test.use({ locale: "ar" });

  test("§4 in Arabic (brand-c) the mark sits at the start, on the right, and is not mirrored", async ({ page }) => {
    await page.goto(`${BRAND_C}/m/login`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const button = page.locator("button[data-channel=google]");
    const mark = (await button.locator("[data-mark]").boundingBox())!;
    const box = (await button.boundingBox())!;
    expect(mark.x + mark.width).toBeGreaterThan(box.x + box.width - 40);
    await expect(button.locator("[data-mark] svg")).not.toHaveCSS("transform", /matrix\(-1/);
  });
});

test.describe("issue #14 responsible gambling link", () => {
  test("§2 the member area and the entry page's footer link the merchant's page, in the same tab for a path", async ({ page }) => {
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    const footer = page.locator("footer").getByRole("link", { name: "Responsible gambling" });
    await expect(footer).toHaveAttribute("href", "/sandbox/demo/responsible-gambling.html");
    await expect(footer).not.toHaveAttribute("target", /.+/);

    await signIn(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/member/home`);
    const link = page.getByRole("link", { name: "Responsible gambling" });
    await expect(link).toHaveAttribute("href", "/sandbox/demo/responsible-gambling.html");
    await expect(link).not.toHaveAttribute("target", /.+/);
  });
});
