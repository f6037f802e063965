import { expect, test } from "@playwright/test";
import type { PopupAnnouncement } from "#shared/contract";
import { XSS_VECTORS } from "../fixtures/xssVectors";
import { quietPopups, setContent, withoutPopups } from "./content";
import { DEMO, hydrated, stopClock } from "./support";
import { runFor, runUntilSettled } from "./clock";

/** The schema's limit of popup items: the vectors are spread over them, a few per item. */
const ITEMS = 50;

test.describe("DESIGN §5 / PITFALLS Security: announcement HTML in Chromium", () => {
  test.afterAll(() => quietPopups("DEMO"));

  test(`none of ${XSS_VECTORS.length} classic XSS vectors put into announcements and a promotion runs`, async ({ page }) => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    const content = withoutPopups("DEMO");
    for (const doc of Object.values(content.languages)) {
      if (!doc) continue;
      const items: PopupAnnouncement[] = Array.from({ length: ITEMS }, (_, index) => ({
        id: `xss-${index}`,
        title: `<img src=x onerror=__xss('title-${index}')>`,
        content: XSS_VECTORS.filter((_, vector) => vector % ITEMS === index)
          .map((vector) => vector.html)
          .join("\n"),
        promotionType: "",
        execution: "B",
      }));
      doc.popups = { style: "list", forceRead: false, dontShowToday: false, doNotShowAgain: false, items };
      doc.activities[0] = { ...doc.activities[0]!, content: XSS_VECTORS.map((vector) => vector.html).join("\n") };
    }
    await setContent("DEMO", content);

    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {
        __xssCalls: calls,
        __xss: (label: string) => calls.push(label),
        alert: (text: unknown) => calls.push(`alert:${String(text)}`),
        confirm: (text: unknown) => calls.push(`confirm:${String(text)}`),
        prompt: (text: unknown) => calls.push(`prompt:${String(text)}`),
      });
    });
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    await stopClock(page, new Date("2026-11-23T10:00:00"));
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    // No overlay opens before the page has settled (docs/decisions/054); on a loaded machine that takes a while.
    await runUntilSettled(page);
    const list = page.getByRole("dialog");
    await expect
      .poll(
        async () => {
          await runFor(page, 500);
          return list.isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(list.getByRole("heading", { name: "<img src=x onerror=__xss('title-0')>" })).toBeVisible();
    // Give every handler a chance: scroll through it all, hover and focus what is there, and let time pass.
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.mouse.move(100, 300);
    await page.keyboard.press("Tab");
    await runFor(page, 5_000);

    // The first promotion, its text the whole set of vectors, opened from the entry page.
    await list.getByRole("button", { name: "Close" }).first().tap();
    await runFor(page, 500);
    const first = content.languages.EN!.activities[0]!.title;
    const promotions = page.getByRole("region", { name: "Promotions", exact: true });
    // Below the first screen: the list comes as the player scrolls to it.
    await promotions.scrollIntoViewIfNeeded();
    await promotions.getByRole("button", { name: first.slice(0, 12) }).tap();
    await expect(page.getByRole("dialog", { name: content.languages.EN!.activities[0]!.title })).toBeVisible();
    await runFor(page, 5_000);

    expect(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)).toEqual([]);
    expect(dialogs).toEqual([]);
    const active = await page.evaluate(() =>
      Array.from(document.querySelectorAll("[role=dialog] *")).flatMap((element) => [
        ...(element.tagName === "SCRIPT" || element.tagName === "IFRAME" || element.tagName === "OBJECT" || element.tagName === "EMBED"
          ? [element.tagName]
          : []),
        ...Array.from(element.attributes)
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ]),
    );
    expect(active).toEqual([]);
  });
});
