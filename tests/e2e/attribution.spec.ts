import { expect, test } from "@playwright/test";
import { DEMO, hydrated, solveCaptcha } from "./support";

test.describe("issue #13 attribution captured at the edge", () => {
  test("§3 a click id seen only on the landing is still credited at registration, with pixelTrack and the affiliate code", async ({ page }) => {
    // Later pages carry none of it: Safari strips click ids, and the player may simply type the address.
    await page.goto(`${DEMO}/m/index?fbclid=IwAR2e2e&gclid=Cj0e2e&ttclid=TTe2e&affiliateCode=AFF13`);
    await hydrated(page);
    await page.goto(`${DEMO}/m/register`);
    await hydrated(page);
    const name = `att${Date.now() % 1_000_000_000}`;
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Password", { exact: true }).fill("Secret99");
    await page.getByLabel("Confirm password").fill("Secret99");
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).tap();
    await page.getByRole("button", { name: "Register" }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("alertdialog")).toContainText("Your account is ready");

    const registration = await page.evaluate(async (username) => {
      const response = await fetch(`/wps/sandbox/registration?username=${encodeURIComponent(username)}`);
      return ((await response.json()) as { value: { affiliateCode: string; pixelTrack: Record<string, string> } }).value;
    }, name);
    expect(registration.affiliateCode).toBe("AFF13");
    expect(registration.pixelTrack).toMatchObject({ fbclid: "IwAR2e2e", gclid: "Cj0e2e", ttclid: "TTe2e" });
    expect(registration.pixelTrack.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR2e2e$/);
    expect(registration.pixelTrack.fbp).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
  });
});
