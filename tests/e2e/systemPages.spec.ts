import { expect, test } from "@playwright/test";
import { TRACKING } from "#shared/constants";
import { BRAND_B, DEMO, hydrated, ops } from "./support";

/** The test's hold on the page's idle moments (the offline reload test). */
type IdleHeld = { __idleHeld: () => number; __releaseIdle: () => void };

/** The operator's two texts (issue #14), switched on through the ops CLI as gates.spec.ts does. */
const MESSAGES = { EN: "Upgrading the lottery engine", VI: "Đang nâng cấp hệ thống xổ số" };

test.describe("SPEC §2 system pages (issue #14)", () => {
  // What a test switched on, switched off again after it: maintenance is never left on for other files. Only
  // what was switched, since each ops call starts wrangler.
  let undo: string[][] = [];
  const switchOn = async (args: string[], off: string[]) => {
    undo.push(off);
    await ops(...args);
  };
  test.afterEach(async () => {
    for (const args of undo) await ops(...args);
    undo = [];
  });

  test("§2 maintenance with two messages: each language reads its own, the end time in the visitor's zone", async ({ browser }) => {
    await switchOn(
      ["maintenance", "on", "BRANDB", "--until", "2099-01-01T08:00:00Z", "--message", `EN=${MESSAGES.EN}`, "--message", `VI=${MESSAGES.VI}`],
      ["maintenance", "off", "BRANDB"],
    );

    const vietnamese = await browser.newContext({ locale: "vi-VN", timezoneId: "Asia/Ho_Chi_Minh" });
    const page = await vietnamese.newPage();
    expect((await page.goto(`${BRAND_B}/m/login`))?.status()).toBe(503);
    const firstBlock = page.locator("div", { has: page.getByRole("heading", { level: 1 }) }).last();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bảo trì hệ thống");
    await expect(firstBlock.getByText(MESSAGES.VI)).toBeVisible();
    // The English block under it carries the English message.
    await expect(
      page
        .locator("div", { has: page.getByRole("heading", { level: 2, name: "System Maintenance" }) })
        .last()
        .getByText(MESSAGES.EN),
    ).toBeVisible();
    // 08:00 UTC is 15:00 in Ho Chi Minh City, named in Vietnamese.
    await expect(firstBlock.locator("time")).toContainText("15:00 Giờ Đông Dương");
    await vietnamese.close();

    const english = await browser.newContext({ locale: "en-US", timezoneId: "America/Sao_Paulo" });
    const englishPage = await english.newPage();
    await englishPage.goto(`${BRAND_B}/m/login`);
    await expect(englishPage.getByRole("heading", { level: 1 })).toHaveText("System Maintenance");
    await expect(englishPage.getByText(MESSAGES.EN)).toBeVisible();
    await expect(englishPage.getByText(MESSAGES.VI)).toHaveCount(0);
    await expect(englishPage.locator("time")).toContainText("05:00 AM Brasilia Standard Time");
    await english.close();
  });

  test("§2 maintenance: a language the operator gave no message gets the default text", async ({ browser }) => {
    await switchOn(
      ["maintenance", "on", "DEMO", "--message", `EN=${MESSAGES.EN}`, "--message", "PT-BR=Atualizando o motor de loteria"],
      ["maintenance", "off", "DEMO"],
    );
    const context = await browser.newContext({ locale: "es-ES" });
    const page = await context.newPage();
    expect((await page.goto(`${DEMO}/m/home`))?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mantenimiento del sistema");
    await expect(page.getByText(/Estamos realizando tareas de mantenimiento/)).toBeVisible();
    await expect(page.getByText("Atualizando o motor de loteria")).toHaveCount(0);
    await expect(page.getByText(MESSAGES.EN)).toBeVisible();
    await context.close();
  });

  test("§2 access denied says 'your IP address' for the IP rule and 'your region' for the country rule", async ({ browser }) => {
    await switchOn(["merchant", "set", "DEMO", 'region.denyIps=["198.51.100.23"]'], ["merchant", "set", "DEMO", "region.denyIps=[]"]);
    const byIp = await browser.newContext({ locale: "en", extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.23" } });
    const ipPage = await byIp.newPage();
    expect((await ipPage.goto(`${DEMO}/m/home`))?.status()).toBe(403);
    await expect(ipPage.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(ipPage.getByText("Sorry, our service is not available from your IP address.")).toBeVisible();
    await expect(ipPage.getByText(/your region/)).toHaveCount(0);
    await byIp.close();

    // Development builds let CF-IPCountry pretend to be in a denied country (README: trying the gates locally).
    const byRegion = await browser.newContext({ locale: "en", extraHTTPHeaders: { "CF-IPCountry": "KP", "CF-Connecting-IP": "203.0.113.9" } });
    const regionPage = await byRegion.newPage();
    expect((await regionPage.goto(`${DEMO}/m/home`))?.status()).toBe(403);
    await expect(regionPage.getByText("Sorry, our service is not available in your region.")).toBeVisible();
    await expect(regionPage.getByText(/from your IP address/)).toHaveCount(0);
    await byRegion.close();
  });

  test("§2 system pages link an icon: the browser never asks for /favicon.ico", async ({ browser }) => {
    await switchOn(["maintenance", "on", "BRANDB"], ["maintenance", "off", "BRANDB"]);
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${BRAND_B}/m/home`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/sandbox/brand-b/icon-192.png");
    await page.goto(`${DEMO}/m/offline.html`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /^data:image\//);
    expect(asked).not.toContain("/favicon.ico");
    await context.close();
  });

  test("§2 offline page: the merchant's logo shows with the phone really offline", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto(`${DEMO}/m/login`);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => caches.has("mc-offline-v1"));
    // A new tab, opened once the phone is offline: nothing of the first page is still loading when the network goes.
    await page.close();
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${DEMO}/m/home`).catch(() => {});
    await expect(offline.getByRole("heading", { name: "Você está offline" })).toBeVisible();
    const logo = offline.locator("main img").first();
    await expect(logo).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  test("§2 offline: a part of the page whose code cannot arrive leaves the page and the form, never the error screen (Demo Bet)", async ({ browser }) => {
    // No service worker here: the test holds the part's code on its way, which it could not once a worker had taken over.
    const context = await browser.newContext({ locale: "en", serviceWorkers: "block" });
    const page = await context.newPage();
    let asked = () => {};
    const partAsked = new Promise<void>((resolve) => (asked = resolve));
    let release = () => {};
    const networkGone = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/laterParts-*.js", async (route) => {
      asked();
      await networkGone;
      await route.abort("internetdisconnected");
    });
    await page.goto(`${DEMO}/m/login`);
    await hydrated(page);
    await page.getByLabel("Username").fill("player1");
    await page.getByLabel("Password", { exact: true }).fill("Demo1234");
    await partAsked;
    await context.setOffline(true);
    // Logged when React has rendered the failure: the page's error screen, or the part's own place.
    const failureRendered = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && message.text().includes("Failed to fetch dynamically imported module"),
    );
    release();
    await failureRendered;
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByLabel("Username")).toHaveValue("player1");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Demo1234");
    await context.setOffline(false);
    await context.close();
  });

  test("§2 offline: the app reloading itself keeps the login form, never the offline page (Demo Bet)", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    // The merchant's pixels script, fetched when the page is idle, is still to come when the network goes. A failed
    // chunk used to make the app reload the page (client/main.tsx, vite:preloadError) into the offline page. The
    // pixels' idle moment (known by its timeout) is held until the phone is offline, so the script is asked for then,
    // whichever way the request goes (the service worker, once in control, passes it on; page.route would not see
    // it then). Other idle work, such as registering the service worker, goes on. Another part may ask for an idle
    // moment with the same timeout (the Support item's paths) before the pixels do: once released, the hold lets
    // every later one through at once, so the pixels' moment comes offline whichever part asked first.
    await page.addInitScript((pixelTimeout) => {
      const held: Array<() => void> = [];
      let released = false;
      const idle = window as unknown as IdleHeld & Pick<Window, "requestIdleCallback">;
      const requestIdle = idle.requestIdleCallback.bind(window);
      idle.requestIdleCallback = (task, options) => {
        if (options?.timeout !== pixelTimeout) return requestIdle(task, options);
        const run = () => task({ didTimeout: false, timeRemaining: () => 50 });
        if (released) return requestIdle(run);
        return -held.push(run);
      };
      idle.__idleHeld = () => held.length;
      idle.__releaseIdle = () => {
        released = true;
        held.splice(0).forEach((task) => task());
      };
    }, TRACKING.pixelIdleTimeoutMs);
    await page.goto(`${DEMO}/m/login`);
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => caches.has("mc-offline-v1"));
    await hydrated(page);
    await page.getByLabel("Username").fill("player1");
    await page.getByLabel("Password", { exact: true }).fill("Demo1234");
    // The tracking part, which asks for the idle moment, arrives after hydration.
    await page.waitForFunction(() => (window as unknown as IdleHeld).__idleHeld() > 0);
    await context.setOffline(true);
    // The script's import fails where it was made (an error the page does not catch), or the app reloads itself.
    const outcome = Promise.race([
      page
        .waitForEvent("pageerror", (error) => /dynamically imported module.*\/assets\/pixels-/.test(error.message))
        .then(
          () => "stayed",
          () => "closed",
        ),
      page
        .waitForEvent("framenavigated", (frame) => frame === page.mainFrame())
        .then(
          () => "reloaded",
          () => "closed",
        ),
    ]);
    await page.evaluate(() => (window as unknown as IdleHeld).__releaseIdle());
    expect(await outcome).toBe("stayed");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
    await expect(page.getByLabel("Username")).toHaveValue("player1");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Demo1234");
    await context.setOffline(false);
    await context.close();
  });
});
