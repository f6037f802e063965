import { expect, type Page, test } from "@playwright/test";
import type { DownloadConfig } from "#shared/contract";
import { quietDownloadPrompts, setDownloadConfig } from "./downloadSettings";
import { BRAND_B, DEMO, hydrated, ORIGIN_FILE } from "./support";
import { installClock, runFor } from "./clock";

const on = (value = "1") => ({ enabled: true, value });

/** The master switch on for every domain, as a bottom sheet; a test adds its triggers. */
const prompts = (items: DownloadConfig): DownloadConfig => ({ download_condition_switch: on(), domains_switch: on("1"), bottom_app_bar_mode: on(), ...items });

const DEMO_PROMPT = "Play Demo Bet from your home screen";

interface History {
  registeredDaysAgo?: number;
  deposits?: number;
  withdrawals?: number;
  bankCard?: boolean;
  balanceMinor?: number;
  password?: string;
}

/** A test player of the page's merchant with exactly this history (the sandbox's dev helper), signed in the way a login stores it. */
async function signInAs(page: Page, origin: string, username: string, history: History = {}, { keepSession = false } = {}): Promise<void> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}${ORIGIN_FILE}`);
  await page.evaluate(
    async ({ username, history, keepSession }) => {
      const response = await fetch("/wps/sandbox/downloadPlayer", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username, registeredDaysAgo: 400, ...history }),
      });
      const { value } = (await response.json()) as { value: { id: number; token: string; userName: string; merchantCode: string; type: number } };
      // Kept: what this browser session remembers of the prompts; never the last player's cached answers.
      if (!keepSession) sessionStorage.clear();
      else for (const key of Object.keys(sessionStorage)) if (key.startsWith("MC_CACHE_")) sessionStorage.removeItem(key);
      sessionStorage.setItem(
        "MC_SESSION_INFO",
        JSON.stringify({ id: value.id, token: value.token, userName: value.userName, merchantCode: value.merchantCode, type: value.type }),
      );
      // Welcome popups, the install prompt and the notification prompt are other tests': this session has seen them,
      // so they take none of the visit's overlays (docs/decisions/054).
      sessionStorage.setItem("MC_WELCOME_POPUP", "0");
      sessionStorage.setItem("MC_INSTALL_PROMPT_CLOSED", "1");
      sessionStorage.setItem("MC_PUSH_PROMPT_DISMISSED", "1");
      document.cookie = "mc_signed_in=1; path=/; samesite=lax";
    },
    { username, history, keepSession },
  );
}

/** One turn of the page's task queue that no installed clock holds back. */
const turn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );

/**
 * Nothing is shown once everything a trigger reads has arrived: the configuration (kept for the session once loaded),
 * and unless only a timer is awaited, the member and the counts. The prompt is decided as soon as they are in, so a
 * few turns of the page later is as late as it can come. (An installed page clock hides the resource timings.)
 */
async function expectNoPrompt(page: Page, { timerOnly = false } = {}): Promise<void> {
  await expectDecided(page, { timerOnly });
  await expect(page.getByRole("dialog", { name: /from your home screen$/ })).toHaveCount(0);
}

/** Everything the triggers read has arrived (see expectNoPrompt), and the page has had a few turns to act on it. */
async function expectDecided(page: Page, { timerOnly = false } = {}): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((timerOnly) => {
        const asked = (part: string) => performance.getEntriesByType("resource").some((entry) => entry.name.includes(part));
        const kept = Object.keys(sessionStorage).some(
          (key) => key.startsWith("MC_CACHE_") && sessionStorage.getItem(key)?.includes("download_condition_switch"),
        );
        return kept && (timerOnly || (asked("/wps/member/info") && asked("MCSFE_getTransactionCounts")));
      }, timerOnly),
    )
    .toBe(true);
  for (let i = 0; i < 3; i++) await turn(page);
}

/** From here on the page's time moves only when the test moves it. */
async function pauseNow(page: Page): Promise<void> {
  // A moment ahead: the pause must still be in the page clock's future when it arrives.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
}

/**
 * The bank-card page's task (issue #35; docs/decisions/054): its prompt follows a card bound, never blocks the form.
 * Nothing shows before it.
 */
async function bindCard(page: Page, number: string): Promise<void> {
  await expectNoPrompt(page);
  await page.getByRole("combobox", { name: "Bank" }).selectOption({ label: "Nubank" });
  await page.getByLabel("Account holder's name", { exact: true }).fill("Carlos Lima");
  await page.getByLabel("Card number", { exact: true }).fill(number);
  await page.getByRole("button", { name: "Link card" }).tap();
  await expect(page.getByRole("listitem").filter({ hasText: "Nubank" }).first()).toBeVisible();
}

async function bindPixKey(page: Page, cpf: string): Promise<void> {
  await expectNoPrompt(page);
  await page.getByLabel("CPF number", { exact: true }).fill(cpf);
  await page.getByLabel("Account holder's name", { exact: true }).fill("Carlos Lima");
  await page.getByRole("button", { name: "Link Pix key" }).tap();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: cpf.slice(4, 11) })
      .first(),
  ).toBeVisible();
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

test.describe("SPEC §4 add-to-home prompt", () => {
  test.describe.configure({ mode: "serial" });
  test.afterEach(async () => {
    await quietDownloadPrompts();
  });

  test("§4 reg_days: 30 days after registering a member is asked on home, can close it for the session; at 29 days nothing", async ({ page }) => {
    await setDownloadConfig(DEMO, prompts({ reg_days: on("30") }));
    await signInAs(page, DEMO, "a2h_old", { registeredDaysAgo: 30 });
    await visit(page, `${DEMO}/m/home`);
    const prompt = page.getByRole("dialog", { name: DEMO_PROMPT });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: "Add to home screen" })).toBeVisible();
    await expect(prompt.getByRole("button", { name: "Download the app" })).toBeVisible();
    await prompt.getByRole("button", { name: "Close" }).tap();
    await expect(prompt).toHaveCount(0);
    await visit(page, `${DEMO}/m/home`);
    await expectNoPrompt(page);

    await signInAs(page, DEMO, "a2h_new", { registeredDaysAgo: 29 });
    await visit(page, `${DEMO}/m/home`);
    await expectNoPrompt(page);
  });

  test("§4 first deposit: forced on /m/voucherCenter before a first deposit (no close button), once the deposit is made; not on home, not after one", async ({
    page,
  }) => {
    await setDownloadConfig(DEMO, prompts({ first_deposit: on(), first_deposit_forced: on() }));
    await signInAs(page, DEMO, "a2h_nodeposit", { deposits: 0 });
    await visit(page, `${DEMO}/m/home`);
    await expectNoPrompt(page);
    await visit(page, `${DEMO}/m/voucherCenter`);
    const prompt = page.getByRole("dialog", { name: DEMO_PROMPT });
    // Deposit first, prompt after (issue #35; docs/decisions/054): the wallet is never behind the forced prompt.
    await expectNoPrompt(page);
    await page.getByRole("textbox", { name: "Amount", exact: true }).fill("100");
    await page.getByRole("button", { name: "Deposit", exact: true }).tap();
    await page.getByRole("dialog", { name: "Confirm your deposit" }).getByRole("button", { name: "Confirm", exact: true }).tap();
    await expect(page.getByTestId("deposit-status")).toBeVisible();
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: "Close" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(prompt).toBeVisible();

    await signInAs(page, DEMO, "a2h_deposited", { deposits: 1 });
    await visit(page, `${DEMO}/m/voucherCenter`);
    await expect(page.getByTestId("wallet-counts")).toContainText("Completed deposits: 1");
    await expectNoPrompt(page);
  });

  test("§4 first withdrawal: on /m/withdraw before a first withdrawal, once it is made; not after one", async ({ page }) => {
    await setDownloadConfig(DEMO, prompts({ first_withdraw: on() }));
    await signInAs(page, DEMO, "a2h_nowithdrawal", { deposits: 2, withdrawals: 0, bankCard: true, balanceMinor: 100_000 });
    await visit(page, `${DEMO}/m/withdraw`);
    // Withdrawal first, prompt after (issue #35; docs/decisions/054).
    await expectNoPrompt(page);
    await page.getByRole("textbox", { name: "Amount", exact: true }).fill("50");
    await page.getByRole("button", { name: "Withdraw", exact: true }).tap();
    await page.getByRole("dialog", { name: "Confirm your withdrawal" }).getByRole("button", { name: "Confirm", exact: true }).tap();
    await expect(page.getByTestId("withdraw-done")).toBeVisible();
    await expect(page.getByRole("dialog", { name: DEMO_PROMPT })).toBeVisible();

    await signInAs(page, DEMO, "a2h_withdrew", { deposits: 2, withdrawals: 1, bankCard: true });
    await visit(page, `${DEMO}/m/withdraw`);
    await expectNoPrompt(page);
  });

  test("§4 deposit thresholds: deposit_times 2 asks at 2 deposits, not at 1; deposit_least_times 0 asks at none", async ({ page }) => {
    await setDownloadConfig(DEMO, prompts({ deposit_times: on("2") }));
    await signInAs(page, DEMO, "a2h_two", { deposits: 2 });
    await visit(page, `${DEMO}/m/home`);
    await expect(page.getByRole("dialog", { name: DEMO_PROMPT })).toBeVisible();

    await signInAs(page, DEMO, "a2h_one", { deposits: 1 });
    await visit(page, `${DEMO}/m/home`);
    await expectNoPrompt(page);

    await setDownloadConfig(DEMO, prompts({ deposit_least_times: on("0") }));
    await signInAs(page, DEMO, "a2h_none", { deposits: 0 });
    await visit(page, `${DEMO}/m/home`);
    await expect(page.getByRole("dialog", { name: DEMO_PROMPT })).toBeVisible();
  });

  test("§4 bank-card page without a card: value 1 asks the first time only, value 2 every time; never with a card", async ({ page }) => {
    await setDownloadConfig(DEMO, prompts({ bind_card: on("1") }));
    await signInAs(page, DEMO, "a2h_card_once", { deposits: 1 });
    await visit(page, `${DEMO}/m/securityCenter/addBankCard`);
    const prompt = page.getByRole("dialog", { name: DEMO_PROMPT });
    await bindCard(page, "4111111111111111");
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Close" }).tap();
    // A new session in the same browser: "first time" was this browser's.
    await signInAs(page, DEMO, "a2h_card_once", { deposits: 1 });
    await visit(page, `${DEMO}/m/securityCenter/addBankCard`);
    await expectNoPrompt(page);

    await setDownloadConfig(DEMO, prompts({ bind_card: on("2") }));
    await signInAs(page, DEMO, "a2h_card_always", { deposits: 1 });
    // Pix keys, which are not bank cards: the player stays without a card, and is asked every time after the page's task.
    await visit(page, `${DEMO}/m/securityCenter/addBankCardPix`);
    await bindPixKey(page, "529.982.247-25");
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Close" }).tap();
    await visit(page, `${DEMO}/m/home`);
    // Another player of this browser session, still without an account: the session remembers the close.
    await signInAs(page, DEMO, "a2h_card_always_2", { deposits: 1 }, { keepSession: true });
    await visit(page, `${DEMO}/m/securityCenter/addBankCardPix`);
    await bindPixKey(page, "111.444.777-35");
    await expect(prompt).toBeVisible();

    await signInAs(page, DEMO, "a2h_card_bound", { deposits: 1, bankCard: true });
    await visit(page, `${DEMO}/m/securityCenter/addBankCard`);
    await expectNoPrompt(page);
  });

  test("§4 §9 login required: 2 s after a login, on home", async ({ page }) => {
    await setDownloadConfig(BRAND_B, prompts({ login_required: on() }));
    await signInAs(page, BRAND_B, "a2h_login", { password: "Secret99" });
    // Signed out again: the player logs in through the form.
    await page.evaluate(() => {
      sessionStorage.removeItem("MC_SESSION_INFO");
      document.cookie = "mc_signed_in=; max-age=0; path=/";
    });
    await visit(page, `${BRAND_B}/m/login`);
    // The prompt's code arrives after hydration; React shows what it renders within a few hundred milliseconds.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const chunk = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) => /\/laterParts-[\w-]+\.js$/.test(entry.name));
          return chunk !== undefined && performance.now() - chunk.responseEnd > 500;
        }),
      )
      .toBe(true);
    // From here the page's time moves only with the test: the 2 s count from the login itself.
    await installClock(page);
    await pauseNow(page);
    await page.getByLabel("Username").fill("a2h_login");
    await page.getByLabel("Password", { exact: true }).fill("Secret99");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    const prompt = page.getByRole("dialog", { name: "Play Brand B Lottery Club from your home screen" });
    await runFor(page, 1_900);
    await expect(prompt).toHaveCount(0);
    await runFor(page, 100);
    await expect(prompt).toBeVisible();
  });

  test("§4 in a game: after the configured seconds; a game left before then asks nothing", async ({ page }) => {
    await setDownloadConfig(DEMO, prompts({ in_game_popup_interval: on("30") }));
    await signInAs(page, DEMO, "a2h_gamer", { deposits: 1 });
    await installClock(page);
    await visit(page, `${DEMO}/m/launchGame?code=BOLAO_DA_RODADA`);
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Draw" })).toBeVisible();
    // The wait starts once the prompt's code and its configuration are in, which can be after the frame shows.
    await expectDecided(page, { timerOnly: true });
    await pauseNow(page);
    // The wait began a moment before the pause (the game inside the frame loads in real time).
    const prompt = page.getByRole("dialog", { name: DEMO_PROMPT });
    await runFor(page, 20_000);
    await expect(prompt).toHaveCount(0);
    await runFor(page, 10_000);
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Close" }).tap();

    await signInAs(page, DEMO, "a2h_gamer", { deposits: 1 });
    await page.clock.resume();
    await visit(page, `${DEMO}/m/launchGame?code=BOLAO_DA_RODADA`);
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Draw" })).toBeVisible();
    // The new session asked for the configuration again (signInAs cleared the kept one): the wait has started.
    await expectDecided(page, { timerOnly: true });
    await pauseNow(page);
    await runFor(page, 10_000);
    await page.getByRole("button", { name: "Back", exact: true }).tap();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("heading", { name: "Home", level: 1, exact: true })).toBeVisible();
    // Well past the 30 s the game would have waited.
    await runFor(page, 25_000);
    await expectNoPrompt(page, { timerOnly: true });
  });

  test("§4 domain modes: a list that excludes this host shows nothing; a list of only this host shows it", async ({ page }) => {
    await setDownloadConfig(DEMO, prompts({ reg_days: on("0"), domains_switch: on("2"), domains: on("www.demo.example, demo.localhost") }));
    await signInAs(page, DEMO, "a2h_domains");
    await visit(page, `${DEMO}/m/home`);
    await expectNoPrompt(page);

    await setDownloadConfig(DEMO, prompts({ reg_days: on("0"), domains_switch: on("3"), domains: on("www.demo.example, demo.localhost") }));
    await signInAs(page, DEMO, "a2h_domains");
    await visit(page, `${DEMO}/m/home`);
    await expect(page.getByRole("dialog", { name: DEMO_PROMPT })).toBeVisible();
  });
});
