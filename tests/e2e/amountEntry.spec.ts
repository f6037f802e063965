import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { BRAND_B, BRAND_C, DEMO, hydrated, newPlayer, openSession } from "./support";

/**
 * Issue #34, finding 6: amounts are read the way the player reads them. On each demo merchant, in its default language
 * and in English, the field says what it understood as the player types, and nothing is sent before a confirmation
 * that names the amount and the channel.
 */

const strings = (language: string) => JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8")) as Record<string, string>;

const CASES = [
  { merchant: "Demo Bet", origin: DEMO, player: "player1", language: "PT-BR", locale: "pt-BR", typed: "12.345", readAs: /^= R\$\s12\.345,00$/ },
  { merchant: "Demo Bet", origin: DEMO, player: "player1", language: "EN", locale: "en", typed: "12,345.00", readAs: /^= R\$\s12\.345,00$/ },
  { merchant: "Brand B", origin: BRAND_B, player: "agent2", language: "VI", locale: "vi", typed: "500.000", readAs: /^= 500\.000\s₫$/ },
  { merchant: "Brand B", origin: BRAND_B, player: "agent2", language: "EN", locale: "en", typed: "500,000", readAs: /^= ₫500,000$/ },
  { merchant: "Brand C", origin: BRAND_C, player: "player1", language: "AR", locale: "ar", typed: "١٢٣٫٥٠", readAs: /^= .*123\.50.*د\.إ/ },
  { merchant: "Brand C", origin: BRAND_C, player: "player1", language: "EN", locale: "en", typed: "123.50", readAs: /^= AED\s123\.50$/ },
] as const;

/** Every deposit the page posts, by the time the test looks. */
function depositPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("MCSFE_submitDeposit")) posts.push(request.url());
  });
  return posts;
}

test.describe("issue #34 §9 amounts the player meant", () => {
  for (const entry of CASES) {
    test.describe(`${entry.merchant}, ${entry.language}`, () => {
      test.use({ locale: entry.locale });

      test(`§9 "${entry.typed}" is shown as read, and a deposit waits for a confirmation naming amount and channel`, async ({ page }) => {
        const text = strings(entry.language);
        const posts = depositPosts(page);
        await openSession(page, entry.origin, entry.player);
        await page.goto(`${entry.origin}/m/voucherCenter`);
        await hydrated(page);
        await page.getByRole("textbox", { name: text["wallet.amount.label"], exact: true }).fill(entry.typed);
        const readAs = page.getByTestId("amount-read-as");
        await expect(readAs).toHaveText(entry.readAs);
        const amount = (await readAs.textContent())!.replace(/^= /, "");
        const channel = page.getByRole("radio", { checked: true });
        const channelName = (await channel.evaluate((radio) => radio.closest("label")!.querySelector("span")!.textContent))!;

        await page.getByRole("button", { name: text["wallet.deposit.submit"], exact: true }).tap();
        const confirmation = page.getByRole("dialog", { name: text["wallet.confirm.depositTitle"] });
        await expect(confirmation).toContainText(amount);
        await expect(confirmation).toContainText(channelName);
        // Change: back to the form, the amount as typed, nothing sent.
        await confirmation.getByRole("button", { name: text["wallet.confirm.edit"] }).tap();
        await expect(confirmation).toBeHidden();
        await expect(page.getByRole("textbox", { name: text["wallet.amount.label"], exact: true })).toHaveValue(entry.typed);
        expect(posts).toEqual([]);
      });
    });
  }

  test.describe("Demo Bet, English", () => {
    test.use({ locale: "en" });

    test("§9 the probe's input: “12.345” reais in English is refused as ambiguous, both readings named; 12345 is sent only after Confirm", async ({ page }) => {
      const posts = depositPosts(page);
      const player = await newPlayer(page, DEMO);
      await openSession(page, DEMO, player.username);
      await page.goto(`${DEMO}/m/voucherCenter`);
      await hydrated(page);
      const amount = page.getByRole("textbox", { name: "Amount", exact: true });
      await amount.fill("12.345");
      // Said as it is typed…
      await expect(page.getByTestId("amount-read-as")).toHaveText(/^“12\.345” could mean R\$\s12,345 or R\$\s12\.345,00\. .*for example 12345\.$/);
      // …and refused when sent.
      await page.getByRole("button", { name: "Deposit", exact: true }).tap();
      await expect(page.getByRole("alert")).toContainText("could mean R$\u00a012,345 or R$\u00a012.345,00");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(posts).toEqual([]);

      await amount.fill("12345");
      await expect(page.getByTestId("amount-read-as")).toHaveText(/^= R\$\s12\.345,00$/);
      await page.getByRole("button", { name: "Deposit", exact: true }).tap();
      const confirmation = page.getByRole("dialog", { name: "Confirm your deposit" });
      await expect(confirmation).toContainText(/R\$\s12\.345,00/);
      expect(posts).toEqual([]);
      await confirmation.getByRole("button", { name: "Confirm", exact: true }).tap();
      const status = page.getByTestId("deposit-status");
      await expect(status).toContainText(/R\$\s12\.345,00/);
      expect(posts).toHaveLength(1);
    });
  });
});
