import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM_ARGS, EMULATOR, port } from "../../playwright.config";
import { emulatorReady } from "../../scripts/emulator.ts";
import { type BrowserContext, type Page } from "@playwright/test";
import { serveGoogleStandIns } from "./googleStandIn";
import { BRAND_B, DEMO, hydrated, solveCaptcha } from "./support";

// The run's Firebase Auth emulator starts beside the app and takes ~20 s; only these tests need it.
test.beforeAll(async () => {
  test.setTimeout(90_000);
  expect(await emulatorReady(port, 80_000)).toBe(true);
});
/** A normal (not incognito) browser profile, as a player's phone has. */
async function withProfile(work: (context: BrowserContext, page: Page) => Promise<void>) {
  const profile = mkdtempSync(path.join(tmpdir(), "mc-social-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    locale: "en",
    hasTouch: true,
  });
  try {
    await serveGoogleStandIns(context);
    await work(context, await context.newPage());
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Signs in on the emulator's Google page with a newly generated account (its email is returned) or a listed one. */
async function googlePopup(context: BrowserContext, page: Page, account: { email: string } | "new"): Promise<string> {
  const popupOpened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Continue with Google" }).tap();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  if (account !== "new") {
    await popup.locator(".js-reuse-account", { hasText: account.email }).click();
    return account.email;
  }
  await popup.locator("#add-account-button").click();
  await popup.locator("#autogen-button").click();
  const email = await popup.locator("#email-input").inputValue();
  await popup.locator("#sign-in").click();
  return email;
}

test.describe("SPEC §4/§8 social sign-in", () => {
  test("§8 incognito is refused with 'not supported in incognito'", async ({ browser }) => {
    // Playwright's default contexts are incognito (DESIGN §6); Google's helper reports its storage blocked there.
    const context = await browser.newContext({ locale: "en" });
    await serveGoogleStandIns(context, { incognito: true });
    const page = await context.newPage();
    const firebaseCalls: string[] = [];
    page.on("request", (request) => request.url().includes("identitytoolkit") && firebaseCalls.push(request.url()));
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue with Google" }).tap();
    await expect(page.getByRole("alertdialog")).toContainText("Signing in with Google is not supported in incognito mode.");
    expect(firebaseCalls.filter((url) => url.includes("signInWithIdp"))).toEqual([]);
    await context.close();
  });

  test("§8 a provider error is shown translated by code, with the 'Code:' and 'Reason:' lines", async () => {
    const profile = mkdtempSync(path.join(tmpdir(), "mc-social-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
      locale: "en",
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      // Google's script host is unreachable (as on this offline machine): the SDK fails with auth/internal-error.
      await page.route("https://apis.google.com/**", (route) => route.abort());
      await page.goto(`${DEMO}/m/login`);
      await hydrated(page);
      await page.getByRole("button", { name: "Continue with Google" }).tap();
      const notice = page.getByRole("alertdialog");
      await expect(notice).toContainText("The sign-in service had a problem. Please try again.");
      await expect(notice).toContainText("Code: auth/internal-error");
      await expect(notice).toContainText("Reason: Firebase: Error (auth/internal-error).");
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("§4 Google through the emulator: bind_customer_required, register a new account, then sign in as that player", async () => {
    test.setTimeout(60_000);
    await withProfile(async (context, page) => {
      await page.goto(`${DEMO}/m/login`);
      await hydrated(page);
      const email = await googlePopup(context, page, "new");
      const choice = page.getByRole("alertdialog");
      await expect(choice.getByRole("heading")).toHaveText("Notice");
      // The server's "(bind required)" is stripped (SPEC §2).
      await expect(choice).toContainText("No account is linked to this sign-in yet.");
      await expect(choice).not.toContainText("(");
      await choice.getByRole("button", { name: "Register a new account" }).tap();
      await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();

      await page.getByRole("link", { name: "Me", exact: true }).tap();
      await page.getByRole("button", { name: "Log out" }).tap();
      await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
      await googlePopup(context, page, { email });
      await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    });
  });

  test("§4 Google through the emulator: 'log in to an existing account' links the identity", async () => {
    test.setTimeout(60_000);
    await withProfile(async (context, page) => {
      await page.goto(`${DEMO}/m/login`);
      await hydrated(page);
      const email = await googlePopup(context, page, "new");
      await page.getByRole("alertdialog").getByRole("button", { name: "Log in to an existing account" }).tap();
      await expect(page.getByText("Log in once with your account to link it")).toBeVisible();
      await page.getByLabel("Username").fill("agent1");
      await page.getByLabel("Password", { exact: true }).fill("Demo1234");
      await page.getByRole("button", { name: "Log in", exact: true }).tap();
      await solveCaptcha(page);
      await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Me", exact: true }).tap();
      await page.getByRole("button", { name: "Log out" }).tap();
      await googlePopup(context, page, { email });
      await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Me", exact: true }).tap();
      await expect(page.getByText("Hello, agent1")).toBeVisible();
    });
  });

  test("DESIGN §4 firebase/auth is not loaded until a provider is picked", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    expect(scripts.some((script) => /firebase|index\.esm/i.test(script))).toBe(false);
  });
});

test.describe("SPEC §4 SMS through the identity provider (Brand B: sms.firebase on)", () => {
  test("§4 the provider sends the code, the button counts 60 s, and the code signs in", async ({ page }) => {
    await page.goto(`${BRAND_B}/m/login`);
    await hydrated(page);
    await page.getByRole("tab", { name: "SMS code" }).tap();
    await expect(page.getByRole("button", { name: /Country code: Vietnam \+84/ })).toBeVisible();
    await page.getByLabel("Mobile number").fill("912345678");
    await page.getByRole("button", { name: "Send code" }).tap();
    await expect(page.getByRole("button", { name: /^Resend in (1:00|0:59)$/ })).toBeDisabled();
    const codes = (await (await fetch(`${EMULATOR}/emulator/v1/projects/demo-mobileweb/verificationCodes`)).json()) as {
      verificationCodes: { phoneNumber: string; code: string }[];
    };
    const code = codes.verificationCodes.filter((entry) => entry.phoneNumber === "+84912345678").at(-1)!.code;
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
  });
});
