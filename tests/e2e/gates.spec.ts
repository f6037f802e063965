import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import { BRAND_B, BRAND_C, DEMO, ops, promptsAnsweredInEveryTest } from "./support";

promptsAnsweredInEveryTest();

test.describe("SPEC §2 system pages switched by operations", () => {
  test.afterEach(async () => {
    await ops("maintenance", "off", "BRANDB");
    await ops("merchant", "set", "DEMO", "region.denyIps=[]");
  });

  test("§2 maintenance on shows the maintenance page on the next request, off brings the app back", async ({ browser }) => {
    const context = await browser.newContext({ locale: "vi-VN" });
    const page = await context.newPage();
    await page.goto(`${BRAND_B}/m/login`);
    await expect(page.getByRole("heading", { name: "Đăng nhập" })).toBeVisible();

    await ops("maintenance", "on", "BRANDB", "--until", "2099-01-01T08:00:00Z", "--message", "Nâng cấp hệ thống xổ số");
    const response = await page.reload();
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bảo trì hệ thống");
    await expect(page.getByText("Nâng cấp hệ thống xổ số")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("System Maintenance");
    await expect(page.locator("time").first()).toContainText("2099");
    await expect(page.getByRole("link", { name: "Liên hệ chúng tôi" })).toHaveAttribute("href", "https://support.brand-b.example/chat");

    await ops("maintenance", "off", "BRANDB");
    await page.getByRole("link", { name: "Thử lại" }).tap();
    await expect(page.getByRole("heading", { name: "Đăng nhập" })).toBeVisible();
    await context.close();
  });

  test("§2 a denied IP sees Access Denied with its address, in its language and English", async ({ browser }) => {
    await ops("merchant", "set", "DEMO", 'region.denyIps=["198.51.100.23"]');
    const context = await browser.newContext({ locale: "pt-BR", extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.23" } });
    const page = await context.newPage();
    const response = await page.goto(`${DEMO}/m/home`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso negado");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText("Access Denied");
    await expect(page.getByText("198.51.100.23").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Fale conosco" })).toBeVisible();
    await context.close();
  });
});

test.describe("README Operations: the CLI itself", () => {
  // The other tests run the CLI's operations in-process (tests/e2e/operations.ts); this one runs `npm run ops` as an
  // operator types it, through wrangler's own commands on the server's local state.
  test.afterEach(async () => {
    await ops("maintenance", "off", "BRANDC");
  });

  test("§2 `npm run ops -- maintenance on` through wrangler shows the maintenance page on the next request", async ({ page }) => {
    const { stdout } = await promisify(execFile)("node_modules/.bin/node", ["scripts/ops.ts", "maintenance", "on", "BRANDC", "--message", "EN=Back at six"], {
      env: { ...process.env, MC_STATE_DIR: E2E_STATE_DIR },
    });
    expect(stdout).toContain("maintenance on for BRANDC in local KV");
    await page.setExtraHTTPHeaders({ "Accept-Language": "en" });
    const response = await page.goto(`${BRAND_C}/m/login`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText("Back at six")).toBeVisible();
  });
});
