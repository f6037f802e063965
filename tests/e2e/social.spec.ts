import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { DEMO, hydrated } from "./support";

test.describe("SPEC §4/§8 social sign-in", () => {
  test("§8 incognito is refused with 'not supported in incognito'", async ({ browser }) => {
    // Playwright's default contexts are incognito (DESIGN §6).
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    const firebaseCalls: string[] = [];
    page.on("request", (request) => request.url().includes("identitytoolkit") && firebaseCalls.push(request.url()));
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue with Google" }).tap();
    await expect(page.getByRole("alertdialog")).toContainText("Signing in with Google is not supported in incognito mode.");
    expect(firebaseCalls).toEqual([]);
    await context.close();
  });

  test("§8 a provider error is shown translated by code, with the 'Code:' and 'Reason:' lines", async () => {
    const profile = mkdtempSync(path.join(tmpdir(), "mc-social-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, viewport: { width: 390, height: 844 }, locale: "en", hasTouch: true });
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

  test("DESIGN §4 firebase/auth is not loaded until a provider is picked", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    expect(scripts.some((script) => /firebase|index\.esm/i.test(script))).toBe(false);
  });
});
