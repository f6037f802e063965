import { type Browser, type Page, expect, test } from "@playwright/test";
import { BRAND_C, hydrated, watchConsole } from "./support";

/** Brand C, "Dana Lotto": Arabic by default, English second (issue #9 item 8, README: Demo merchants). */

/** A newcomer: a fresh context (no stored language, no session) whose browser asks for `locale`. */
async function newcomer(browser: Browser, locale: string): Promise<{ page: Page; problems: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  return { page, problems: watchConsole(page), close: () => context.close() };
}

/** Where a form field's label text and its input box sit, and which way the input writes. */
async function fieldGeometry(page: Page, name: string) {
  return page.evaluate((field) => {
    const input = document.querySelector<HTMLInputElement>(`input[name="${field}"]`)!;
    const label = document.querySelector(`label[for="${CSS.escape(input.id)}"]`)!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = input.parentElement!.getBoundingClientRect();
    return {
      textLeft: text.left,
      textRight: text.right,
      boxLeft: box.left,
      boxRight: box.right,
      inputLeft: input.getBoundingClientRect().left,
      direction: getComputedStyle(input).direction,
    };
  }, name);
}

test.describe("Issue 9 §8 a right-to-left demo merchant", () => {
  test("Issue 9 §8: brand-c.localhost renders right to left on first load", async ({ browser }) => {
    const { page, problems, close } = await newcomer(browser, "ar");
    await page.goto(`${BRAND_C}/m/login`);
    // Right to left from the server's first byte, before any script ran…
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await hydrated(page);
    // …and still after hydration.
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول");
    await expect(page.locator("header")).toContainText("دانة لوتو");
    await expect(page.locator("header img")).toHaveAttribute("src", "/sandbox/brand-c/logo.svg");
    // Its own look: deep teal behind everything.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(5, 32, 42)");

    // The header mirrors: the logo, first in the markup, sits to the right of the name.
    const logo = (await page.locator("header img").boundingBox())!;
    const name = (await page.locator("header").getByText("دانة لوتو", { exact: true }).boundingBox())!;
    expect(logo.x).toBeGreaterThan(name.x);

    // The login form lays out right to left: each label's text hugs the right edge of its field.
    for (const field of ["username", "password"]) {
      const geometry = await fieldGeometry(page, field);
      expect(geometry.direction).toBe("rtl");
      expect(Math.abs(geometry.boxRight - geometry.textRight)).toBeLessThan(3);
      expect(geometry.textLeft - geometry.boxLeft).toBeGreaterThan(100);
    }
    // The password's show button, after the input in the markup, sits on its left.
    const toggle = (await page.getByRole("button", { name: "إظهار كلمة المرور" }).boundingBox())!;
    expect(toggle.x).toBeLessThan((await fieldGeometry(page, "password")).inputLeft);
    expect(problems).toEqual([]);
    await close();
  });

  test("Issue 9 §8: a newcomer whose browser asks for neither Arabic nor English gets the default, Arabic, right to left", async ({ browser }) => {
    const { page, problems, close } = await newcomer(browser, "fr-FR");
    await page.goto(`${BRAND_C}/m/login`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expect(page.locator("header")).toContainText("دانة لوتو");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول");
    await expect(page.getByRole("navigation")).toContainText("الرئيسية");
    const geometry = await fieldGeometry(page, "username");
    expect(Math.abs(geometry.boxRight - geometry.textRight)).toBeLessThan(3);
    expect(geometry.textLeft - geometry.boxLeft).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    await close();
  });

  test("Issue 9 §8: an English browser gets English, left to right (English is the merchant's second language)", async ({ browser }) => {
    const { page, close } = await newcomer(browser, "en-US");
    await page.goto(`${BRAND_C}/m/login`);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
    const geometry = await fieldGeometry(page, "username");
    expect(Math.abs(geometry.textLeft - geometry.boxLeft)).toBeLessThan(3);
    // Its name as English writes it (issue #35, item 9)…
    await expect(page.locator("header")).toContainText("Dana Lotto");
    await expect(page).toHaveTitle("Log in · Dana Lotto");
    // …and as Arabic does, once the player picks Arabic, in the header and the tab's title alike.
    await page.locator("header button").tap();
    await page.getByRole("dialog").getByRole("button", { name: "العربية" }).tap();
    await expect(page.locator("header")).toContainText("دانة لوتو");
    await expect(page).toHaveTitle("تسجيل الدخول · دانة لوتو");
    await close();
  });

  test("Issue 9 §8: player1 signs in on Brand C with no captcha, and the member screen greets them in Arabic", async ({ browser }) => {
    const { page, close } = await newcomer(browser, "ar");
    await page.goto(`${BRAND_C}/m/login`);
    await hydrated(page);
    await page.getByLabel("اسم المستخدم").fill("player1");
    await page.getByLabel("كلمة المرور", { exact: true }).fill("Demo1234");
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).tap();
    await expect(page.getByRole("dialog", { name: "Security check" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "الرئيسية" })).toBeVisible();
    await page.getByRole("link", { name: "حسابي", exact: true }).tap();
    await expect(page.getByText("مرحبًا، player1")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await close();
  });
});
