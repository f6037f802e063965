import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { port } from "../../playwright.config";
import { BRAND_B, BRAND_C, DEMO, hydrated, openSession, ORIGIN_FILE } from "./support";

/** Each demo merchant: where a code is minted (the first domain), where it lands (another of its domains), and a seeded player. */
const MERCHANTS = [
  { name: "Demo Bet", from: `http://localhost:${port}`, landing: DEMO, target: "demo.localhost", player: "agent1", language: "PT-BR", locale: "pt-BR" },
  {
    name: "Brand B",
    from: BRAND_B,
    landing: `http://brand-b-alt.localhost:${port}`,
    target: "brand-b-alt.localhost",
    player: "agent2",
    language: "VI",
    locale: "vi",
  },
  {
    name: "Brand C",
    from: BRAND_C,
    landing: `http://brand-c-alt.localhost:${port}`,
    target: "brand-c-alt.localhost",
    player: "player1",
    language: "AR",
    locale: "ar",
  },
] as const;

const strings = (language: string) => JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8")) as Record<string, string>;
const say = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/**
 * What an attacker does (issue #34, finding 1), from their own browser on the merchant's first domain: a session of
 * their own, and a code for it, naming whoever they like. (Node's resolver does not know `*.localhost`; curl's request
 * is the same one, and the worker tests send it with any Origin.)
 */
async function mintedCode(attacker: Page, from: string, target: string, username: string, token?: string): Promise<string> {
  await attacker.goto(`${from}${ORIGIN_FILE}`);
  return attacker.evaluate(
    async ({ target, username, token }) => {
      const session = await fetch("/wps/sandbox/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username }),
      });
      const own = ((await session.json()) as { value: { token: string } }).value.token;
      const minted = await fetch("/m/handoff", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ target, session: { token: token ?? own, userName: username, type: 1 } }),
      });
      if (minted.status !== 200) throw new Error(`handoff ${minted.status}`);
      return ((await minted.json()) as { value: { code: string } }).value.code;
    },
    { target, username, token },
  );
}

async function freshPage(browser: Browser, locale: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

const sessionInTab = (page: Page) => page.evaluate(() => sessionStorage.getItem("MC_SESSION_INFO"));

test.describe("issue #34 identity: a hand-off link never signs anyone in by itself", () => {
  for (const merchant of MERCHANTS) {
    test(`§2 ${merchant.name}, ${merchant.language}: an attacker's link lands on "Continue as ${merchant.player}?"; only the player's tap signs in`, async ({
      browser,
      page: attacker,
    }) => {
      const text = strings(merchant.language);
      const code = await mintedCode(attacker, merchant.from, merchant.target, merchant.player);
      const { page, close } = await freshPage(browser, merchant.locale);
      await page.goto(`${merchant.landing}/m/index?handoff=${code}`);
      await hydrated(page);
      const offer = page.getByRole("alertdialog", { name: say(text["handoff.title"]!, { name: merchant.player }) });
      await expect(offer).toBeVisible();
      // Not signed in while it asks.
      expect(await sessionInTab(page)).toBeNull();
      await offer.getByRole("button", { name: say(text["handoff.continue"]!, { name: merchant.player }) }).tap();
      await expect(offer).toBeHidden();
      await expect(page.getByRole("link", { name: text["entry.goHome"]! })).toBeVisible();
      expect(JSON.parse((await sessionInTab(page))!)).toMatchObject({ userName: merchant.player });
      await close();
    });

    test(`§2 ${merchant.name}, English: "Use another account" leaves the offer unused and goes to log in`, async ({ browser, page: attacker }) => {
      const text = strings("EN");
      const code = await mintedCode(attacker, merchant.from, merchant.target, merchant.player);
      const { page, close } = await freshPage(browser, "en");
      await page.goto(`${merchant.landing}/m/index?handoff=${code}`);
      await hydrated(page);
      const offer = page.getByRole("alertdialog", { name: `Continue as ${merchant.player}?` });
      await expect(offer).toContainText(`signed in as ${merchant.player}`);
      await offer.getByRole("button", { name: "Use another account" }).tap();
      await expect(page).toHaveURL(/\/m\/login/);
      await expect(page.getByRole("heading", { name: text["screens.login.title"]!, exact: true })).toBeVisible();
      expect(await sessionInTab(page)).toBeNull();
      await close();
    });
  }

  test("§2 Demo Bet: a tab signed in as another player keeps its account, and is told the link was for someone else", async ({ page, browser }) => {
    const attacker = await freshPage(browser, "en");
    const code = await mintedCode(attacker.page, MERCHANTS[0].from, "demo.localhost", "agent1");
    await attacker.close();
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/index?handoff=${code}`);
    await hydrated(page);
    await expect(page.getByRole("alertdialog")).toContainText("You are still signed in as player1. The link you opened was for agent1");
    expect(JSON.parse((await sessionInTab(page))!)).toMatchObject({ userName: "player1" });
  });

  test("§2 Demo Bet: a made-up token in a minted code is refused: the plain login page", async ({ browser, page: attacker }) => {
    const code = await mintedCode(attacker, MERCHANTS[0].from, "demo.localhost", "agent1", "made-up-token-0123456789");
    const { page, close } = await freshPage(browser, "en");
    await page.goto(`${DEMO}/m/index?handoff=${code}`);
    await expect(page).toHaveURL(/\/m\/login/);
    await hydrated(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(await sessionInTab(page)).toBeNull();
    await close();
  });
});
