import { expect, test } from "@playwright/test";
import AR from "../../locales/AR.json" with { type: "json" };
import PT_BR from "../../locales/PT-BR.json" with { type: "json" };
import VI from "../../locales/VI.json" with { type: "json" };
import { BRAND_B, DEMO, hydrated } from "./support";

test.describe("Issue 9 §6 every message in the player's language", () => {
  test("§8 a wrong password on Demo Bet in Portuguese shows a Portuguese message; the captcha speaks Portuguese too", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    await page.getByLabel(PT_BR["auth.username"]).fill("player1");
    await page.getByLabel(PT_BR["auth.password"], { exact: true }).fill("Errada123");
    await page.getByRole("button", { name: PT_BR["auth.login"], exact: true }).tap();
    const check = page.getByRole("dialog", { name: PT_BR["sandbox.captcha.title"] });
    await check.getByRole("button", { name: PT_BR["sandbox.captcha.check"] }).tap();
    await expect(page.getByRole("alertdialog")).toContainText("O nome de usuário ou a senha estão incorretos.");
    await context.close();
  });

  test("§8 signing in to an account that does not exist on Brand B is refused in Vietnamese", async ({ browser }) => {
    const context = await browser.newContext({ locale: "vi-VN" });
    const page = await context.newPage();
    await page.goto(`${BRAND_B}/m/login`);
    await hydrated(page);
    await page.getByLabel(VI["auth.username"]).fill("nobody_here");
    await page.getByLabel(VI["auth.password"], { exact: true }).fill("Demo1234");
    await page.getByRole("button", { name: VI["auth.login"], exact: true }).tap();
    await expect(page.getByRole("alertdialog")).toContainText(VI["errors.code.not.exists.user"]);
    await context.close();
  });

  test("§8 a platform failure on a right-to-left page is said in Arabic", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar" });
    const page = await context.newPage();
    await page.goto(`http://brand-c.localhost:${new URL(DEMO).port}/m/login`);
    await hydrated(page);
    await page.getByLabel(AR["auth.username"]).fill("player1");
    await page.getByLabel(AR["auth.password"], { exact: true }).fill("Errada123");
    await page.getByRole("button", { name: AR["auth.login"], exact: true }).tap();
    await expect(page.getByRole("alertdialog")).toContainText(AR["errors.code.login.cred.err"]);
    await context.close();
  });
});
