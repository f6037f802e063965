import { expect, type Page, test } from "@playwright/test";
import { BRAND_B, BRAND_C, DEMO, hydrated, ORIGIN_FILE } from "./support";

/**
 * Issue #35, item 5: one money format per screen. Each merchant's balance, in each of its languages, reads the same in
 * the header, the wallet and the game the player opens from the lobby.
 */
const MERCHANTS: { name: string; origin: string; languages: string[]; slots: Record<string, string> }[] = [
  { name: "Demo Bet", origin: DEMO, languages: ["PT-BR", "EN"], slots: { "PT-BR": "Samba 777", EN: "Samba 777" } },
  { name: "Brand B", origin: BRAND_B, languages: ["VI", "EN"], slots: { VI: "Blackjack VIP", EN: "Blackjack VIP" } },
  { name: "Brand C", origin: BRAND_C, languages: ["AR", "EN"], slots: { AR: "طرنيب رويال", EN: "Tarneeb Royale" } },
];

/** 24,786.50 in the currency's minor units (whole dong: Brand B's balance is 2,478,650 ₫). */
const BALANCE_MINOR = 2_478_650;

/** A player of this test's own, with a balance whose grouping and decimals show, and nothing else to answer. */
async function signInWithBalance(page: Page, origin: string, username: string, language: string): Promise<void> {
  await page.context().addCookies([{ name: "mc_lang", value: language, url: origin }]);
  await page.goto(`${origin}${ORIGIN_FILE}`);
  await page.evaluate(
    async ({ username, balanceMinor }) => {
      const response = await fetch("/wps/sandbox/downloadPlayer", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, registeredDaysAgo: 400, balanceMinor }),
      });
      const { value } = (await response.json()) as { value: { id: number; token: string; userName: string; merchantCode: string; type: number } };
      const { id, token, userName, merchantCode, type } = value;
      sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ id, token, userName, merchantCode, type }));
      // Popups and prompts are other tests': here they would only stand between the player and the figures.
      for (const key of ["MC_WELCOME_POPUP", "MC_INSTALL_PROMPT_CLOSED", "MC_PUSH_PROMPT_DISMISSED"])
        sessionStorage.setItem(key, key === "MC_WELCOME_POPUP" ? "0" : "1");
      sessionStorage.setItem("MC_ANNOUNCEMENT_VISIT", "closed");
      document.cookie = "mc_signed_in=1; path=/; samesite=lax";
    },
    { username, balanceMinor: BALANCE_MINOR },
  );
}

/** Spaces of any kind as one: Intl writes a no-break space where a page's text may carry either. */
const plain = (text: string | null) => (text ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

for (const merchant of MERCHANTS) {
  for (const language of merchant.languages) {
    test(`issue #35 item 5 ${merchant.name} in ${language}: the balance reads the same in the header, the wallet and the game`, async ({ page }) => {
      await signInWithBalance(page, merchant.origin, `a2h_fmt_${language.toLowerCase().replace("-", "")}`, language);
      await page.goto(`${merchant.origin}/m/voucherCenter`);
      await hydrated(page);
      const header = page.getByTestId("header-balance");
      await expect(header).toContainText(/\d/);
      const shown = plain(await header.textContent());
      await expect.poll(async () => plain(await page.getByTestId("wallet-balance").textContent())).toBe(shown);

      await page.goto(`${merchant.origin}/m/game`);
      await hydrated(page);
      await page.getByRole("button", { name: merchant.slots[language] }).first().tap();
      await page.getByRole("dialog").getByRole("button").nth(1).tap();
      const game = page.frameLocator("iframe");
      await expect(game.locator("#balance")).toContainText(/\d/);
      expect(plain(await game.locator("#balance").textContent())).toBe(shown);
    });
  }
}
