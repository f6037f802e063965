import { expect, test } from "@playwright/test";
import { sandboxEvents, standInPixels } from "./pixels";
import { BRAND_B, DEMO, hydrated, solveCaptcha } from "./support";

test.describe("issue #13 tracking events, pixels and server-side conversions", () => {
  test("§3 a visit with fbclid, gclid, ttclid and an affiliate code, then registration: the event, pixelTrack and the conversions share one event id", async ({
    page,
  }) => {
    const pixelRequests = await standInPixels(page);
    await page.goto(`${DEMO}/m/index?fbclid=IwAR13track&gclid=Cj13track&ttclid=TT13track&affiliateCode=AFF13T`);
    await hydrated(page);
    await page.getByRole("link", { name: "Sign up", exact: true }).tap();
    const dialog = page.getByRole("dialog", { name: "Register" });
    const name = `trk${Date.now() % 1_000_000_000}`;
    await dialog.getByLabel("Username").fill(name);
    await dialog.getByLabel("Password", { exact: true }).fill("Secret99");
    await dialog.getByLabel("Confirm password").fill("Secret99");
    await dialog.getByRole("checkbox", { name: /I am 18 or older/ }).tap();
    await dialog.getByRole("button", { name: "Register" }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("alertdialog")).toContainText("Your account is ready");

    // The platform holds the register event with every captured field.
    await expect.poll(async () => (await sandboxEvents(page, "register")).events.find((event) => event.payload.userName === name)).toBeTruthy();
    const { events, conversions } = await sandboxEvents(page, "register");
    const registered = events.find((event) => event.payload.userName === name)!;
    expect(registered.affiliateCode).toBe("AFF13T");
    expect(registered.originalDomain).toBe("demo.localhost");
    expect(registered.pixelTrack).toMatchObject({ fbclid: "IwAR13track", gclid: "Cj13track", ttclid: "TT13track" });
    expect(registered.pixelTrack.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR13track$/);

    // The registration itself carried pixelTrack.
    const registration = await page.evaluate(async (username) => {
      const response = await fetch(`/wps/sandbox/registration?username=${encodeURIComponent(username)}`);
      return ((await response.json()) as { value: { affiliateCode: string; pixelTrack: Record<string, string> } }).value;
    }, name);
    expect(registration.pixelTrack).toMatchObject({ fbclid: "IwAR13track", gclid: "Cj13track", ttclid: "TT13track" });

    // Both server-side conversions went out with the browser's event id, fbc from the edge's cookie and hashed ids.
    const mine = conversions.filter((conversion) => conversion.eventId === registered.id);
    expect(mine.map((conversion) => `${conversion.network}:${conversion.eventName}`).sort()).toEqual([
      "meta:CompleteRegistration",
      "tiktok:CompleteRegistration",
    ]);
    const meta = mine.find((conversion) => conversion.network === "meta")!.body.data[0] as { user_data: Record<string, unknown> };
    expect(meta.user_data.fbc).toBe(registered.pixelTrack.fbc);
    expect(meta.user_data.external_id).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const tiktok = mine.find((conversion) => conversion.network === "tiktok")!.body.data[0] as { user: Record<string, unknown> };
    expect(tiktok.user.ttclid).toBe("TT13track");

    // The browser pixel loaded after first paint and sent the same event id.
    expect(pixelRequests.some((url) => url.startsWith("https://connect.facebook.net/"))).toBe(true);
    expect(pixelRequests.some((url) => url.includes("sdkid=CDEMOTIKTOK0001"))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []))
      .toContainEqual(["track", "CompleteRegistration", {}, { eventID: registered.id }]);

    // §2: the parameters survive the player's own navigation, here to home after the success alert.
    await page.getByRole("alertdialog").getByRole("button", { name: "Start playing" }).tap();
    await expect(page).toHaveURL(/\/m\/home\?/);
    const kept = new URL(page.url()).searchParams;
    expect(kept.get("affiliateCode")).toBe("AFF13T");
    expect(kept.get("fbclid")).toBe("IwAR13track");
  });

  test("§3 a merchant without pixels loads none, and firstOpen reaches the platform once per browser", async ({ page }) => {
    const pixelRequests = await standInPixels(page);
    const source = `once${Date.now()}`;
    const mine = async () => (await sandboxEvents(page, "firstOpen")).events.filter((event) => event.pixelTrack.utm_source === source);
    await page.goto(`${BRAND_B}/m/index?utm_source=${source}`);
    await hydrated(page);
    await expect.poll(async () => (await mine()).length).toBe(1);
    // A second visit from the same browser is not a first open, and nothing is sent twice.
    await page.reload();
    await hydrated(page);
    await page.goto(`${BRAND_B}/m/register`);
    await hydrated(page);
    expect(await mine()).toHaveLength(1);
    expect(pixelRequests).toEqual([]);
  });
});
