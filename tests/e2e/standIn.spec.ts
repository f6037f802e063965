import { expect, type Page, test } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { port, STAND_IN_PORT } from "../../playwright.config";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import { loadFixtures, STAND_IN_STATE_PATH } from "../contract/standInServer";
import { ops } from "./operations";
import { hydrated } from "./support";

/**
 * Issue #36, "done when": a demo merchant pointed at a stand-in platform that serves only SPEC's fixtures
 * (tests/contract/standInServer.ts, no sandbox code), with its platform forms named in its config (the OpenSSL
 * support path cipher, decision 062). The player logs in, sees home, plays, opens support and the mini-game, and the
 * platform's own maintenance switch goes on and off.
 */
const ORIGIN = `http://standin.localhost:${port}`;
const FIXTURES = loadFixtures();
const fixture = (method: string, path: string) => FIXTURES.find((each) => each.request.method === method && each.request.path === path)!;
const login = fixture("POST", "/wps/session/login");
const chat = fixture("GET", "/wps/relay/CBS_launchChat");
const launch = fixture("GET", "/wps/game/launchGame");
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;

async function switchPlatform(state: { maintenance?: boolean; regionRestricted?: boolean }): Promise<void> {
  const answer = await fetch(`${STAND_IN}${STAND_IN_STATE_PATH}`, { method: "POST", body: JSON.stringify(state) });
  expect(answer.status).toBe(200);
}

/** The player comes back to the open tab: the page asks the platform's status again (SPEC §9). */
async function comeBackToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/m/login`);
  await hydrated(page);
  const { username, password } = login.request.body as { username: string; password: string };
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).tap();
  await page.waitForURL(`${ORIGIN}/m/home`);
}

test.describe("issue #36 a merchant on a platform that speaks only SPEC's contract", () => {
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    const demo = structuredClone(DEMO_MERCHANTS.find((merchant) => merchant.code === "DEMO")!);
    const config = {
      ...demo,
      code: "STANDIN",
      name: "Stand-in Bet",
      domains: ["standin.localhost"],
      upstream: [STAND_IN],
      defaultLanguage: "EN",
      languages: ["EN"],
      allowedGameOrigins: ["https://games.standin.example"],
      platformForms: { supportPathCipher: "openssl-aes" },
    };
    const file = path.join(mkdtempSync(path.join(tmpdir(), "standin-")), "merchant.json");
    writeFileSync(file, JSON.stringify(config));
    await ops("merchant", "set", "STANDIN", "--file", file);
    await ops("merchant", "map", "standin.localhost", "STANDIN");
  });
  test.afterAll(async () => switchPlatform({ maintenance: false, regionRestricted: false }));

  test("§4 §7 logs in, shows home, launches a game, opens support and the mini-game", async ({ page }) => {
    // The platform's chat and its game provider are other sites: each answers with a page of its own.
    await page
      .context()
      .route(/^https:\/\/(chat|games)\.standin\.example\//, (route) =>
        route.fulfill({ contentType: "text/html", body: `<title>${new URL(route.request().url()).host}</title>` }),
      );
    await logIn(page);
    await hydrated(page);
    // Home: the member's own card from /wps/member/info, and the marquee's words (its HTML read as text).
    await expect(page.getByText("standin1", { exact: true })).toBeVisible();
    await expect(page.getByText("Install the app and claim a bonus.").first()).toBeVisible();

    // The mini-game: the platform's script, forwarded by the edge, in the merchant's form.
    const bubble = page.getByRole("button", { name: "Quick lottery" });
    await expect(bubble).toHaveAttribute("aria-busy", "false");
    await bubble.tap();
    const panel = page.getByRole("dialog", { name: "Quick lottery" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close" }).tap();
    await expect(panel).toHaveCount(0);

    // Support: the entries' paths decrypt under the merchant's cipher; the VIP-only one stays out for this member.
    await page.getByRole("navigation").getByRole("button", { name: "Support" }).tap();
    const chooser = page.getByRole("dialog", { name: "Contact customer service" });
    await expect(chooser.getByRole("button", { name: /Stand-in Bet 24\/7 Support/ })).toBeVisible();
    await expect(chooser.getByRole("button", { name: /Stand-in Bet Help Centre/ })).toBeVisible();
    await expect(chooser.getByRole("button", { name: /VIP Host/ })).toHaveCount(0);
    // The platform's chat, at the address CBS_launchChat gave (on this iPhone, in the same tab: decision 019).
    const chatUrl = (chat.answer.body as { chatUrl: string }).chatUrl;
    await chooser.getByRole("button", { name: /Stand-in Bet 24\/7 Support/ }).tap();
    await page.waitForURL(chatUrl);

    // A game: the launch call's address opens in the game frame.
    await page.goto(`${ORIGIN}/m/launchGame?code=VNLOTT01`);
    await expect(page.locator("iframe").first()).toHaveAttribute("src", (launch.answer.body as { value: { gameUrl: string } }).value.gameUrl);
  });

  test("§2 §3 §9 the platform's own maintenance switch: on, the open tab turns into System Maintenance when the player comes back to it; off, the next load is the page again", async ({
    page,
  }) => {
    await logIn(page);
    await hydrated(page);
    await switchPlatform({ maintenance: true });
    await comeBackToTab(page);
    await expect(page.getByRole("heading", { name: /Maintenance/ })).toBeVisible();
    await switchPlatform({ maintenance: false });
    await page.goto(`${ORIGIN}/m/home`);
    await hydrated(page);
    await expect(page.getByText("standin1", { exact: true })).toBeVisible();
  });

  test("§2 §3 §9 the platform restricts this visitor: the open tab turns into Access Denied with the address the platform saw; lifted, the page is back", async ({
    page,
  }) => {
    await logIn(page);
    await hydrated(page);
    await switchPlatform({ regionRestricted: true });
    await comeBackToTab(page);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("203.0.113.24").first()).toBeVisible();
    await switchPlatform({ regionRestricted: false });
    await page.goto(`${ORIGIN}/m/home`);
    await hydrated(page);
    await expect(page.getByText("standin1", { exact: true })).toBeVisible();
  });
});
