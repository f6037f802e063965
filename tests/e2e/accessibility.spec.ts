import { type Page, expect, test } from "@playwright/test";
import { BRAND_B, DEMO, hydrated, logInWithForm } from "./support";

/** Every control a finger can tap on the page, with its size. */
async function touchTargets(page: Page) {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        "a[href], button, [role=tab], select, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), label:has(input[type=checkbox])",
      ),
    )
      .filter((element) => element.getAttribute("aria-hidden") !== "true" && element.getClientRects().length > 0)
      // WCAG 2.5.8's inline exception: a link inside a sentence (the consent's terms and privacy links) is sized by the text.
      .filter((element) => !(element.tagName === "A" && getComputedStyle(element).display === "inline" && element.parentElement?.closest("p, label, span")))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: (element.getAttribute("aria-label") || element.textContent || element.tagName).trim().slice(0, 40),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
  );
}

test.use({ locale: "en" });

test.describe("DESIGN §4a dialogs and screens anyone can use", () => {
  test("§4a Escape closes the language sheet and gives focus back to its button", async ({ page }) => {
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    const trigger = page.getByRole("button", { name: /Language/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Choose your language" });
    await expect(sheet).toBeVisible();
    // Focus moved inside, and Tab keeps it there.
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 6; step += 1) await page.keyboard.press("Tab");
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("§4a focus is inside the second-factor dialog when it opens, on its first field", async ({ page }) => {
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    await logInWithForm(page, "mfa_email");
    const dialog = page.getByRole("dialog", { name: "Verify it's you" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email address")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("§4a the notice alert takes focus; Escape acknowledges it like OK", async ({ page }) => {
    await page.goto(`${BRAND_B}/m/login`);
    await hydrated(page);
    await page.getByLabel("Username").fill("player1");
    await page.getByLabel("Password", { exact: true }).fill("Wrong1234");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    const notice = page.getByRole("alertdialog");
    await expect(notice.getByRole("button", { name: "OK" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(notice).toHaveCount(0);
  });

  for (const [origin, name] of [
    [DEMO, "Demo Bet"],
    [BRAND_B, "Brand B"],
  ] as const) {
    test(`§4a every touch target on ${name}'s login, register and entry screens is at least 44 px`, async ({ page }) => {
      for (const path of ["/m/login", "/m/register", "/m/index"]) {
        await page.goto(`${origin}${path}`);
        await hydrated(page);
        const small = (await touchTargets(page)).filter((target) => target.width < 44 || target.height < 44);
        expect(small, `${path}: ${JSON.stringify(small)}`).toEqual([]);
      }
    });
  }

  for (const [origin, locale, name] of [
    [BRAND_B, "vi-VN", "Brand B Lottery Club"],
    [BRAND_B, "en", "Brand B Lottery Club"],
    [DEMO, "pt-BR", "Demo Bet"],
  ] as const) {
    test(`§4a the header never cuts the merchant's name (${name}, ${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${origin}/m/login`);
      await hydrated(page);
      const brand = page.locator("header").getByText(name, { exact: true });
      await expect(brand).toBeVisible();
      const layout = await brand.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const button = element.parentElement!.querySelector("button")!.getBoundingClientRect();
        const lines = Math.round(box.height / Number.parseFloat(getComputedStyle(element).lineHeight));
        return { clipped: element.scrollWidth > element.clientWidth, overlaps: box.right > button.left && box.left < button.right, lines };
      });
      // These names fit beside the globe: on one line, whole, clear of the language button.
      expect(layout).toEqual({ clipped: false, overlaps: false, lines: 1 });
      await context.close();
    });
  }
});
