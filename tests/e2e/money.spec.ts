import { expect, type Page, test } from "@playwright/test";
import { orderEventId } from "#shared/contract";
import { sandboxEvents, standInPixels } from "./pixels";
import { BRAND_C, DEMO, hydrated, newPlayer, openSession, stopClock } from "./support";
import { runFor } from "./clock";

/** SPEC §4, §9: counts are re-checked 2.5 s after a deposit event. */
const RECHECK_MS = 2_500;

/** The sandbox's test control (dev builds): how long the page's merchant keeps a deposit pending; null restores the default. */
async function setDepositDelay(page: Page, delayMs: number | null): Promise<void> {
  const ok = await page.evaluate(
    async (body) =>
      (await fetch("/wps/sandbox/wallet/depositDelay", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).ok,
    { delayMs },
  );
  expect(ok).toBe(true);
}

const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s"));

test.describe("issue #11 Money: deposit, withdrawal, bank cards", () => {
  test.describe.configure({ mode: "serial" });

  test("§4 a member deposits on /m/voucherCenter (DEMO, BRL): the count rises 2.5 s after the deposit event, and the header balance follows", async ({
    page,
  }) => {
    await openSession(page, DEMO, "player1");
    // The provider confirms at once, so what the test waits for is the client's own re-check on the page clock.
    await setDepositDelay(page, 0);
    await stopClock(page);
    await page.goto(`${DEMO}/m/voucherCenter`);
    await hydrated(page);
    const header = page.getByTestId("header-balance");
    const counts = page.getByTestId("wallet-counts");
    // The header's balance arrives in its own chunk, whenever the network brings it; React reveals it on the page's
    // clock, stopped here, so the clock moves on in small steps until it shows.
    await expect
      .poll(async () => {
        await runFor(page, 100);
        return (await header.count()) > 0 ? header.textContent() : null;
      })
      .toMatch(money("R$ 1.000,00"));
    await expect(counts).toContainText("Completed deposits: 0");
    // The balance takes the brand name's place; the logo still names the merchant.
    await expect(page.getByRole("img", { name: "Demo Bet logo" })).toBeVisible();

    await page.getByRole("radio", { name: /Pix/ }).check();
    await page.getByRole("button", { name: money("R$ 100,00") }).tap();
    await page.getByRole("button", { name: "Deposit", exact: true }).tap();
    await page.getByRole("dialog", { name: "Confirm your deposit" }).getByRole("button", { name: "Confirm", exact: true }).tap();
    await expect(page.getByTestId("deposit-status")).toHaveAttribute("data-status", "completed");

    await runFor(page, RECHECK_MS - 10);
    await expect(counts).toContainText("Completed deposits: 0");
    await expect(header).toHaveText(money("R$ 1.000,00"));
    await runFor(page, 10);
    await expect(counts).toContainText("Completed deposits: 1");
    await expect(header).toHaveText(money("R$ 1.100,00"));
    await setDepositDelay(page, null);
  });

  test("§4 a pending Pix deposit shows its copy-and-paste code, then completes when the polling finds it confirmed", async ({ page }) => {
    await openSession(page, DEMO, "player1");
    await setDepositDelay(page, 600_000);
    await stopClock(page);
    await page.goto(`${DEMO}/m/voucherCenter`);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Amount", exact: true }).fill("25,50");
    await page.getByRole("button", { name: "Deposit", exact: true }).tap();
    await page.getByRole("dialog", { name: "Confirm your deposit" }).getByRole("button", { name: "Confirm", exact: true }).tap();
    const status = page.getByTestId("deposit-status");
    await expect(status).toHaveAttribute("data-status", "pending");
    await expect(page.getByTestId("pix-code")).toHaveText(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    // The provider's callback arrives; the re-check 2.5 s after the deposit event finds the deposit completed.
    expect(await page.evaluate(async () => (await fetch("/wps/sandbox/wallet/confirmDeposits", { method: "POST" })).ok)).toBe(true);
    await runFor(page, RECHECK_MS);
    await expect(status).toHaveAttribute("data-status", "completed");
    await expect(page.getByTestId("header-balance")).toHaveText(money("R$ 1.125,50"));
    await setDepositDelay(page, null);
  });

  test("§3 issue #34: a real deposit is one conversion per network, with the order's value, under the event id the pixel used", async ({ page }) => {
    const pixelRequests = await standInPixels(page);
    const player = await newPlayer(page, DEMO);
    await openSession(page, DEMO, player.username);
    await setDepositDelay(page, 0);
    await page.goto(`${DEMO}/m/voucherCenter`);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Amount", exact: true }).fill("73,25");
    await page.getByRole("button", { name: "Deposit", exact: true }).tap();
    await page.getByRole("dialog", { name: "Confirm your deposit" }).getByRole("button", { name: "Confirm", exact: true }).tap();
    await expect(page.getByTestId("deposit-status")).toHaveAttribute("data-status", "completed");
    // The platform's record of the player's deposit event: its id is the order's.
    await expect.poll(async () => (await sandboxEvents(page, "deposit")).events.some((event) => event.payload.userName === player.username)).toBe(true);
    const recorded = (await sandboxEvents(page, "deposit")).events.filter((event) => event.payload.userName === player.username);
    expect(recorded).toHaveLength(1);
    const id = recorded[0]!.id;
    expect(id).toBe(orderEventId("deposit", String(recorded[0]!.payload.orderId)));

    await expect.poll(async () => (await sandboxEvents(page, "deposit")).conversions.filter((conversion) => conversion.eventId === id).length).toBe(2);
    const { conversions } = await sandboxEvents(page, "deposit");
    const mine = conversions.filter((conversion) => conversion.eventId === id);
    expect(mine.map((conversion) => `${conversion.network}:${conversion.eventName}`).sort()).toEqual(["meta:Purchase", "tiktok:CompletePayment"]);
    const meta = mine.find((conversion) => conversion.network === "meta")!.body.data[0] as { custom_data: unknown };
    expect(meta.custom_data).toEqual({ value: 73.25, currency: "BRL" });
    expect(pixelRequests.some((url) => url.startsWith("https://connect.facebook.net/"))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []))
      .toContainEqual(["track", "Purchase", expect.anything(), { eventID: id }]);
    await setDepositDelay(page, null);
  });

  test("§5 bad amounts show their messages and nothing is sent", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("MCSFE_submitDeposit")) posts.push(request.url());
    });
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/voucherCenter`);
    await hydrated(page);
    const amount = page.getByRole("textbox", { name: "Amount", exact: true });
    const submit = page.getByRole("button", { name: "Deposit", exact: true });
    await submit.tap();
    await expect(page.getByText("Please enter an amount.")).toBeVisible();
    for (const [typed, message] of [
      ["abc", "Please enter the amount in digits only."],
      ["-5", "The amount cannot be negative."],
      ["0", "The amount must be greater than zero."],
      ["10,1234", "Use at most 2 decimal places."],
    ] as const) {
      await amount.fill(typed);
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByRole("radio", { name: /TED/ }).check();
    await amount.fill("20");
    await expect(page.getByText(money("The minimum is R$ 50,00."))).toBeVisible();
    await submit.tap();
    expect(posts).toEqual([]);
  });

  test("§2 binding a bank card and a Pix key: bad numbers are refused on the form, good ones are listed masked", async ({ page }) => {
    await openSession(page, DEMO, "agent1");
    await page.goto(`${DEMO}/m/securityCenter/addBankCard`);
    await hydrated(page);
    await page.getByRole("combobox", { name: "Bank" }).selectOption({ label: "Nubank" });
    await page.getByLabel("Account holder's name", { exact: true }).fill("Carlos Lima");
    const number = page.getByLabel("Card number", { exact: true });
    await number.fill("4111 1111 1111 1112");
    await page.getByRole("button", { name: "Link card" }).tap();
    await expect(page.getByText("This card number is not valid. Please check it.")).toBeVisible();
    await number.fill("4111111111111111");
    await expect(number).toHaveValue("4111 1111 1111 1111");
    await page.getByRole("button", { name: "Link card" }).tap();
    await expect(page.getByRole("listitem").filter({ hasText: "Nubank" })).toContainText("•••• 1111");

    await page.getByRole("link", { name: "Link a Pix key" }).tap();
    await expect(page.getByRole("heading", { name: "Add Pix key" })).toBeVisible();
    const key = page.getByLabel("CPF number", { exact: true });
    await key.fill("529.982.247-26");
    await page.getByLabel("Account holder's name", { exact: true }).fill("Carlos Lima");
    await page.getByRole("button", { name: "Link Pix key" }).tap();
    await expect(page.getByText("The check digits do not match. Please check the number.")).toBeVisible();
    await key.fill("529.982.247-25");
    await page.getByRole("button", { name: "Link Pix key" }).tap();
    await expect(page.getByRole("listitem").filter({ hasText: "Pix" })).toContainText("•••.982.247-••");
  });

  test("§2 a withdrawal above the balance is refused clearly; one within it is sent and the balance follows", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("MCSFE_submitWithdraw")) posts.push(request.url());
    });
    await openSession(page, DEMO, "agent1");
    await page.goto(`${DEMO}/m/withdraw`);
    await hydrated(page);
    await expect(page.getByTestId("withdraw-balance")).toHaveText(money("R$ 1.000,00"));
    await page.getByRole("radio", { name: /Nubank/ }).check();
    const amount = page.getByRole("textbox", { name: "Amount", exact: true });
    await amount.fill("1000,01");
    await page.getByRole("button", { name: "Withdraw", exact: true }).tap();
    await expect(page.getByText(money("This is more than your balance of R$ 1.000,00."))).toBeVisible();
    expect(posts).toEqual([]);

    await amount.fill("200");
    await expect(page.getByText(money("R$ 198,00"))).toBeVisible();
    await page.getByRole("button", { name: "Withdraw", exact: true }).tap();
    const confirmation = page.getByRole("dialog", { name: "Confirm your withdrawal" });
    await expect(confirmation).toContainText(/R\$\s200,00.*Nubank.*R\$\s198,00/);
    expect(posts).toEqual([]);
    await confirmation.getByRole("button", { name: "Confirm", exact: true }).tap();
    await expect(page.getByTestId("withdraw-done")).toContainText("Withdrawal requested");
    expect(posts).toHaveLength(1);
    await expect(page.getByTestId("header-balance")).toHaveText(money("R$ 800,00"));
  });
});

test.describe("issue #11 Money on a right-to-left merchant", () => {
  // A browser that asks for Arabic, as Brand C's players' do: the page is Arabic from its first byte.
  test.use({ locale: "ar" });

  test("§9 BRANDC (Arabic): the deposit screen reads right to left, in AED", async ({ page }) => {
    await openSession(page, BRAND_C, "player1");
    await page.goto(`${BRAND_C}/m/voucherCenter`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("header-balance")).toContainText("د.إ");
    await expect(page.getByTestId("wallet-balance")).toContainText("د.إ");
    await expect(page.getByRole("radio", { name: /UAEFTS/ })).toBeVisible();
    // Right to left: the header's balance sits on the right, its deposit button towards the page's end (the left).
    const header = await page.locator("header").boundingBox();
    const balance = await page.getByTestId("header-balance").boundingBox();
    expect(balance!.x + balance!.width / 2).toBeGreaterThan(header!.x + header!.width / 2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
