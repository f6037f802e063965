import { type Locator, type Page, expect, test } from "@playwright/test";
import { BRAND_C, DEMO, hydrated, watchConsole } from "./support";

/** Issue #14: the country picker names countries in the page's language and draws its flags as SVG pictures. */

const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

/** Console problems of the page itself: the merchants' ad pixels load from hosts this offline machine cannot resolve. */
function ownProblems(problems: string[]): string[] {
  return problems.filter((problem) => !problem.includes("net::ERR_NAME_NOT_RESOLVED"));
}

/** Every flag the list shows is a picture that loaded, from an SVG file: no emoji font is needed to see it. */
async function expectSvgFlags(sheet: Locator) {
  const flags = sheet.getByRole("listitem").locator("img");
  await expect(flags.first()).toBeVisible();
  const count = await sheet.getByRole("listitem").count();
  await expect(flags).toHaveCount(count);
  for (const flag of await flags.all()) {
    await expect(flag).toHaveAttribute("src", /\.svg$/);
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  expect(await sheet.textContent()).not.toMatch(REGIONAL_INDICATOR);
}

/** Left edges, in page pixels, of a list entry's flag, name and dialling code. */
async function entryLayout(page: Page, entry: Locator) {
  const flag = (await entry.locator("img").boundingBox())!;
  const name = (await entry.locator("bdi").boundingBox())!;
  const code = (await entry.getByText(/^\+\d+$/).boundingBox())!;
  return { flag: flag.x, name: name.x, code: code.x, width: page.viewportSize()!.width };
}

test.describe("SPEC §2 country picker (issue #14)", () => {
  test.describe("Demo Bet in Portuguese", () => {
    test.use({ locale: "pt-BR" });

    test("§2 the SMS login's picker names the countries in Portuguese, with SVG flags, and searches by name and code", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${DEMO}/m/login`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await page.getByRole("tab", { name: "Código SMS" }).tap();
      const opener = page.getByRole("button", { name: "Código do país: Brasil +55" });
      await expect(opener.locator("img")).toHaveAttribute("src", /\.svg$/);
      await opener.tap();

      const sheet = page.getByRole("dialog", { name: "Código do país" });
      // The sandbox lists them as "Việt Nam", "Philippines", "ประเทศไทย", "India", "Malaysia": the page says them in Portuguese.
      await expect(sheet.getByRole("listitem")).toHaveText([
        "Brasil +55",
        "Vietnã +84",
        "Filipinas +63",
        "Tailândia +66",
        "Indonésia +62",
        "Índia +91",
        "Malásia +60",
      ]);
      await expectSvgFlags(sheet);

      const search = sheet.getByRole("searchbox");
      await search.fill("tailandia");
      await expect(sheet.getByRole("listitem")).toHaveText(["Tailândia +66"]);
      await search.fill("+84");
      await expect(sheet.getByRole("listitem")).toHaveText(["Vietnã +84"]);
      await sheet.getByRole("button", { name: "Vietnã +84" }).tap();
      await expect(sheet).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Código do país: Vietnã +84" })).toBeVisible();
      expect(ownProblems(problems)).toEqual([]);
    });
  });

  test.describe("Dana Lotto (Brand C) in Arabic, right to left", () => {
    test.use({ locale: "ar" });

    test("§2 the registration form's picker names the countries in Arabic, right to left, with SVG flags", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${BRAND_C}/m/register`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.getByRole("tab", { name: "رقم الهاتف المحمول" }).tap();
      await page.getByRole("button", { name: "رمز الدولة: الإمارات العربية المتحدة +971" }).tap();

      const sheet = page.getByRole("dialog", { name: "رمز الدولة" });
      // The platform wrote these four in English: the page says them in Arabic.
      for (const name of ["الهند +91", "باكستان +92", "الفلبين +63", "بنغلاديش +880"]) await expect(sheet.getByRole("button", { name })).toBeVisible();
      await expectSvgFlags(sheet);

      // Right to left: the flag starts the line on the right, the dialling code ends it on the left.
      const layout = await entryLayout(page, sheet.getByRole("listitem").first());
      expect(layout.flag).toBeGreaterThan(layout.name);
      expect(layout.name).toBeGreaterThan(layout.code);
      expect(layout.flag).toBeGreaterThan(layout.width / 2);

      // Arabic-Indic digits, as the Arabic keyboard types them, find a dialling code.
      await sheet.getByRole("searchbox").fill("٩٢");
      await expect(sheet.getByRole("listitem")).toHaveText(["باكستان +92"]);
      await sheet.getByRole("searchbox").fill("الهند");
      await sheet.getByRole("button", { name: "الهند +91" }).tap();
      await expect(page.getByRole("button", { name: "رمز الدولة: الهند +91" })).toBeVisible();
      expect(ownProblems(problems)).toEqual([]);
    });
  });
});
