import { type Page, expect, test } from "@playwright/test";
import { BRAND_B, DEMO, hydrated, newPlayer, solveCaptcha } from "./support";

test.use({ locale: "en" });

/** The code the sandbox "texted" (its SMS inbox), as the player reads it off the phone. */
async function inboxCode(page: Page, mobile: string): Promise<string> {
  return page.evaluate(
    async (number) => ((await (await fetch(`/wps/sandbox/sms?mobileNum=${number}`)).json()) as { value: { code: string } }).value.code,
    mobile,
  );
}

/** Five minutes pass for the latest code (the sandbox's test helper), without waiting them. */
async function expireCode(page: Page, mobile: string): Promise<void> {
  const ok = await page.evaluate(
    async (mobileNum) =>
      (await fetch("/wps/sandbox/sms/expire", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ mobileNum }) })).ok,
    mobile,
  );
  expect(ok).toBe(true);
}

async function openReset(page: Page, origin: string) {
  await page.goto(`${origin}/m/forgotPassword`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Reset password", exact: true, level: 1 })).toBeVisible();
}

async function askForCode(page: Page, username: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByRole("button", { name: "Send code", exact: true }).tap();
  if (page.url().startsWith(DEMO)) await solveCaptcha(page);
  await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
}

async function fillCodeAndPassword(page: Page, code: string, password = "New12345") {
  await page.getByLabel("Verification code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set new password" }).tap();
}

test.describe("issue #14 password recovery by SMS code", () => {
  test("§4 forgot password → code from the sandbox inbox → new password → log in with it (Demo Bet, SMS captcha on)", async ({ page }) => {
    const player = await newPlayer(page, DEMO, { dialingCode: "55" });
    await page.goto(`${DEMO}/m/login?affiliateCode=AFF14`);
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot password?" }).tap();
    await expect(page.getByRole("heading", { name: "Reset password", exact: true, level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("affiliateCode")).toBe("AFF14");

    await askForCode(page, player.username);
    await expect(page.locator("bdi")).toHaveText(new RegExp(`^\\+55 \\*+${player.mobileNum.slice(-4)}$`));
    await expect(page.getByRole("button", { name: /^Resend in \d:\d\d$/ })).toBeDisabled();
    await fillCodeAndPassword(page, await inboxCode(page, player.mobileNum));
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

    await page.getByRole("button", { name: "Go to log in" }).tap();
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(player.username);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill("New12345");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
  });

  test("§4 a wrong code says so with the tries left; the right one still works afterwards", async ({ page }) => {
    const player = await newPlayer(page, BRAND_B);
    await openReset(page, BRAND_B);
    await askForCode(page, player.username);
    const code = await inboxCode(page, player.mobileNum);
    await fillCodeAndPassword(page, code === "000000" ? "111111" : "000000");
    await expect(page.getByText("This code is not right. Tries left: 4.")).toBeVisible();
    await expect(page.getByLabel("Verification code")).toHaveValue("");
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Set new password" }).tap();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  });

  test("§4 an expired code says so, and a new code can be sent at once and works", async ({ page }) => {
    const player = await newPlayer(page, BRAND_B);
    await openReset(page, BRAND_B);
    await askForCode(page, player.username);
    const code = await inboxCode(page, player.mobileNum);
    await expireCode(page, player.mobileNum);
    await fillCodeAndPassword(page, code);
    await expect(page.getByRole("alert")).toHaveText("This code has expired. Please ask for a new one.");
    await page.getByRole("button", { name: "Send a new code" }).tap();
    await expect(page.getByText("A new code is on its way.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Resend in \d:\d\d$/ })).toBeDisabled();
    await page.getByLabel("Verification code").fill(await inboxCode(page, player.mobileNum));
    await page.getByRole("button", { name: "Set new password" }).tap();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  });

  test("§4 five wrong tries kill the code: even the right code is refused, with a clear message; a new code waits out the minute between sends", async ({
    page,
  }) => {
    const player = await newPlayer(page, BRAND_B);
    await openReset(page, BRAND_B);
    await askForCode(page, player.username);
    const code = await inboxCode(page, player.mobileNum);
    const wrong = code === "000000" ? "111111" : "000000";
    await fillCodeAndPassword(page, wrong);
    for (const left of [4, 3, 2, 1]) {
      await expect(page.getByText(`This code is not right. Tries left: ${left}.`)).toBeVisible();
      if (left === 1) break;
      await page.getByLabel("Verification code").fill(wrong);
      await page.getByRole("button", { name: "Set new password" }).tap();
    }
    await page.getByLabel("Verification code").fill(wrong);
    await page.getByRole("button", { name: "Set new password" }).tap();
    const dead = "Too many wrong tries: this code no longer works. Please ask for a new one.";
    await expect(page.getByRole("alert")).toHaveText(dead);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Set new password" }).tap();
    await expect(page.getByRole("alert")).toHaveText(dead);
    await expect(page.getByRole("button", { name: "Send a new code" })).toBeEnabled();
    // The number was texted under a minute ago: the platform refuses, and the button counts down to when it may.
    await page.getByRole("button", { name: "Send a new code" }).tap();
    await expect(page.getByText("Too many codes were sent to this number. Please wait before asking for another one.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Resend in 0:[0-5]\d$/ })).toBeDisabled();
  });

  test("§4 a player without a mobile number is pointed to customer service", async ({ page }) => {
    const player = await newPlayer(page, BRAND_B, { mobile: false });
    await openReset(page, BRAND_B);
    await page.getByLabel("Username").fill(player.username);
    await page.getByRole("button", { name: "Send code", exact: true }).tap();
    await expect(page.getByRole("heading", { name: "No mobile number on this account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Contact customer service" })).toBeVisible();
    await page.getByRole("button", { name: "Use another account" }).tap();
    await expect(page.getByLabel("Username")).toBeVisible();
  });

  test("§4 the account may be found by its mobile number", async ({ page }) => {
    const player = await newPlayer(page, BRAND_B);
    await openReset(page, BRAND_B);
    await page.getByRole("tab", { name: "Mobile number" }).tap();
    await page.getByLabel("Mobile number").fill(player.mobileNum);
    await page.getByRole("button", { name: "Send code", exact: true }).tap();
    await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
    await fillCodeAndPassword(page, await inboxCode(page, player.mobileNum));
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
  });
});
