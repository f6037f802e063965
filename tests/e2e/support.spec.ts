import { devices, expect, type Page, test } from "@playwright/test";
import { BRAND_C, DEMO, hydrated, openSession, ops, promptsAnswered, promptsAnsweredInEveryTest } from "./support";
import { installClock, runFor } from "./clock";

// The entries' titles in the page's language, English here (issue #35, item 4): the merchant wrote them in each.
const CHAT = "Chat with Demo Bet";
const LIVE = "Live support";

/** The calls and scripts of customer service this page made, in order. */
function watchSupport(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/CBS_|WPSCORE_getCustomerServiceScript|\/wps\/sandbox\/support\//.test(pathname)) seen.push(pathname);
  });
  return seen;
}

const supportButton = (page: Page) => page.locator("[data-support-nav]");

async function choose(page: Page, title: string): Promise<void> {
  await supportButton(page).tap();
  const sheet = page.getByRole("dialog", { name: "Contact customer service" });
  await sheet.getByRole("button", { name: new RegExp(`^${title}`) }).tap();
}

test.describe("issue #11 customer service, chat and feedback (docs/decisions/019)", () => {
  promptsAnsweredInEveryTest();

  test("§4 type 4 (DEMO quiet4) is refused the chat with 'no permissions'; no unread count is ever asked", async ({ page }) => {
    const seen = watchSupport(page);
    await openSession(page, DEMO, "quiet4");
    await page.goto(`${DEMO}/m/home`);
    await hydrated(page);
    await choose(page, CHAT);
    await expect(page.getByRole("alertdialog")).toContainText("No permissions. This account cannot use the chat.");
    await expect(page.getByRole("dialog", { name: CHAT })).toHaveCount(0);
    expect(seen).toEqual([]);
  });

  test("§2 the footer's unread badge counts an operator's message; on an iPhone the chat takes the tab and its Back returns", async ({ page }) => {
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/home`);
    await hydrated(page);
    await expect(supportButton(page)).toHaveAccessibleName("Support");

    await ops("chat", "DEMO", "player1", "Olá! Seu bônus chegou.");
    // The count is asked again whenever the page becomes visible (and every 30 s).
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(supportButton(page)).toHaveAccessibleName("Support Unread messages: 1");
    await expect(supportButton(page).locator("[data-unread]")).toHaveText("1");

    // The test browser is an iPhone: the chat replaces the page (docs/decisions/019), with a Back to where it was.
    await choose(page, CHAT);
    await expect(page).toHaveURL(/\/wps\/sandbox\/chat\?ticket=[0-9a-f]{48}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAT);
    await expect(page.getByText("Olá! Seu bônus chegou.")).toBeVisible();
    await page.getByLabel("Your message").fill("Obrigado!");
    await page.getByRole("button", { name: "Send" }).tap();
    await expect(page.getByText("Obrigado!")).toBeVisible();
    // Like a messenger (issue #35, item 9): Enter sends, and what the operator writes arrives without a refresh button.
    await expect(page.getByRole("link", { name: "Refresh" })).toHaveCount(0);
    await installClock(page);
    await page.getByLabel("Your message").fill("Tudo certo.");
    await page.getByLabel("Your message").press("Enter");
    await expect(page.getByText("Tudo certo.")).toBeVisible();
    await ops("chat", "DEMO", "player1", "Que bom! Boa sorte.");
    await runFor(page, 3_000);
    await expect(page.getByText("Que bom! Boa sorte.")).toBeVisible();
    await page.getByRole("link", { name: "Back" }).tap();
    await expect(page).toHaveURL(`${DEMO}/m/home`);
    await hydrated(page);
    // Read in the chat: no badge.
    await expect(supportButton(page)).toHaveAccessibleName("Support");
  });

  test("§3 a vendor's widget: its script loads on the first tap only, and it is told who the player is", async ({ page }) => {
    const seen = watchSupport(page);
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/home`);
    await hydrated(page);
    // The unread count has arrived (whatever it is: this test does not depend on what another one left unread).
    await expect(supportButton(page)).toHaveAccessibleName(/^Support( Unread messages: \d+)?$/);
    expect(seen.filter((path) => !path.endsWith("CBS_unreadCount"))).toEqual([]);
    await choose(page, LIVE);
    const widget = page.getByRole("dialog", { name: LIVE });
    await expect(widget).toBeVisible();
    await expect(widget).toHaveAttribute("data-visitor", "player1");
    await expect(widget).toHaveAttribute("data-signature", /^[0-9a-f]{64}$/);
    // A line to write in, as every vendor's widget has (issue #35, item 9).
    await widget.getByRole("textbox", { name: "Your message" }).fill("Preciso de ajuda");
    await widget.getByRole("textbox", { name: "Your message" }).press("Enter");
    await expect(widget).toContainText("You: Preciso de ajuda");
    await widget.getByRole("button", { name: "Close" }).tap();
    await choose(page, LIVE);
    await expect(widget).toBeVisible();
    expect(seen.filter((path) => path.includes("/wps/sandbox/support/"))).toEqual(["/wps/sandbox/support/livechat.js"]);
  });

  test("§2 a vendor's widget adds to the badge what its agent writes while it is put away; opening it reads them", async ({ page }) => {
    const seen = watchSupport(page);
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    // A guest: no platform chat, so no count is asked and no badge shows.
    await expect(supportButton(page)).toHaveAccessibleName("Support");
    await choose(page, LIVE);
    const widget = page.getByRole("dialog", { name: LIVE });
    await expect(widget).toBeVisible();
    // While it is open, what the agent writes is read there.
    await page.evaluate(() => window.postMessage({ sandboxAgent: "LiveChat", text: "Hello! How can we help?" }, "*"));
    await expect(widget).toContainText("Hello! How can we help?");
    await expect(supportButton(page)).toHaveAccessibleName("Support");

    await widget.getByRole("button", { name: "Close" }).tap();
    await expect(widget).toBeHidden();
    for (const text of ["Are you still there?", "Your deposit has arrived."]) {
      await page.evaluate((said) => window.postMessage({ sandboxAgent: "LiveChat", text: said }, "*"), text);
    }
    await expect(supportButton(page)).toHaveAccessibleName("Support Unread messages: 2");
    await expect(supportButton(page).locator("[data-unread]")).toHaveText("2");

    await choose(page, LIVE);
    await expect(widget).toContainText("Your deposit has arrived.");
    await expect(supportButton(page)).toHaveAccessibleName("Support");
    expect(seen.filter((path) => path.startsWith("/wps/CBS"))).toEqual([]);
  });

  test("§4 a guest sees the entries for everyone, and the chat sends them to log in after 0.5 s", async ({ page }) => {
    const seen = watchSupport(page);
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    await supportButton(page).tap();
    const sheet = page.getByRole("dialog", { name: "Contact customer service" });
    await expect(sheet.getByRole("list").getByRole("button")).toHaveText([/^Live support/, /^Chat with Demo Bet/, /^Help centre/]);
    await sheet.getByRole("button", { name: new RegExp(`^${CHAT}`) }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Please log in to chat with us." })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(seen).toEqual([]);
  });

  test("§2 a member sends feedback: the form says what is missing, sends once and says thank you", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && request.url().endsWith("/wps/member/feedback") && posts.push(request.url()));
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/feedback`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
    const send = page.getByRole("button", { name: "Send feedback" });
    await send.tap();
    await expect(page.getByText("Please choose a topic.")).toBeVisible();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    expect(posts).toEqual([]);
    await page.getByLabel("Topic").selectOption("games");
    await page.getByLabel("Your message").fill("The lottery results page could load faster.");
    await page.getByLabel("How can we reach you? (optional)").fill("player1@demo.example");
    await send.tap();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(page.getByText(/^Reference #\d+$/)).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test("§2 a guest asking for /m/feedback is sent home, then on to log in", async ({ page }) => {
    await page.goto(`${DEMO}/m/feedback`);
    // Home sends the guest on to log in, naming home as where the login returns (issue #35).
    await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Fhome$/);
  });

  test("§9 Brand C (Arabic, right to left) on Android: the VIP entry of label A2 is offered, the chat opens in its frame, in Arabic, mirrored", async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...devices["Pixel 7"], locale: "ar-AE" });
    const page = await context.newPage();
    await promptsAnswered(page);
    await openSession(page, BRAND_C, "player1");
    await ops("chat", "BRANDC", "player1", "مرحباً! كيف يمكننا مساعدتك؟");
    await page.goto(`${BRAND_C}/m/home`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(supportButton(page).locator("[data-unread]")).toHaveText("1");
    await supportButton(page).tap();
    const sheet = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: /^دعم كبار الشخصيات/ }) });
    await sheet.getByRole("button", { name: /^الدردشة مع دانة لوتو/ }).tap();
    const chat = page.getByRole("dialog", { name: "الدردشة مع دانة لوتو" });
    const frame = page.frameLocator('iframe[title="الدردشة مع دانة لوتو"]');
    await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(frame.locator("html")).toHaveAttribute("lang", "ar");
    await expect(frame.getByText("مرحباً! كيف يمكننا مساعدتك؟")).toBeVisible();
    // In the app's frame the chat has no Back of its own: the frame's close button is the way out. And one title, the
    // frame's: the page shows no header of its own (issue #35, item 9).
    await expect(frame.getByRole("link", { name: "Back" })).toHaveCount(0);
    await expect(frame.locator("header")).toHaveCount(0);
    // Mirrored: the frame's close button sits at the start of the line, on the left.
    const title = await chat.getByRole("heading").boundingBox();
    const close = await chat.getByRole("button").first().boundingBox();
    expect(close!.x).toBeLessThan(title!.x);
    // The chat's hooks (0.5, 1 and 3 s after it opened) ask for the count again: read, so no badge.
    await expect(supportButton(page).locator("[data-unread]")).toHaveCount(0);
    await chat.getByRole("button").first().tap();
    await expect(chat).toHaveCount(0);
    await context.close();
  });
});
