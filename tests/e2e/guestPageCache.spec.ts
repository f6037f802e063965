import { expect, test } from "@playwright/test";
import { BRAND_C, DEMO, hydrated, watchConsole } from "./support";

/**
 * Issue #37 item 5 (docs/decisions/064): the next guest gets the page the edge kept, under a nonce of its own. The
 * page must still run: its scripts allowed by the policy, hydrated, answering taps.
 */
test.describe("issue #37 guest pages from the edge's cache", () => {
  for (const { origin, locale, smsTab, phoneLabel } of [
    { origin: DEMO, locale: "en-US", smsTab: "SMS code", phoneLabel: "Mobile number" },
    { origin: BRAND_C, locale: "ar", smsTab: "رمز SMS", phoneLabel: "رقم الهاتف المحمول" },
  ]) {
    test(`§2 ${new URL(origin).hostname} (${locale}): the second guest's login page comes from the cache and works`, async ({ browser }) => {
      // An affiliate's link no other test follows, so the first guest's page is rendered and the second's is kept.
      const link = `${origin}/m/login?r=E2E${Date.now().toString(36)}`;
      const first = await browser.newContext({ locale });
      expect((await (await first.newPage()).goto(link))?.headers()["x-cache"]).toBe("MISS");
      await first.close();

      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const problems = watchConsole(page);
      const answer = await page.goto(link);
      expect(answer?.headers()["x-cache"]).toBe("HIT");
      await hydrated(page);
      await page.getByRole("tab", { name: smsTab }).tap();
      await expect(page.getByLabel(phoneLabel)).toBeVisible();
      expect(problems.filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([]);
      await context.close();
    });
  }
});
