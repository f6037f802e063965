import { expect, test } from "@playwright/test";
import { DEMO, forceScenario, hydrated, openSession } from "./support";
import { installClock, runFor } from "./clock";

test.describe("SPEC §4/§8 the session and the request layer in the browser", () => {
  test("§4 a token appearing loads member info and VIP progress", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/member/home`);
    await expect(page.getByText("Olá, player1")).toBeVisible();
    await expect(page.getByText("Nível VIP: Ouro")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "75");
    await context.close();
  });

  test("§4 a member page opened with a session asks for member info once: the session's load and the page's share it", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/member/home`);
    await expect(page.getByText("Hello, player1")).toBeVisible();
    // This page's own requests (the one openSession left may still be loading its own).
    const asked = (path: string) => page.evaluate((part) => performance.getEntriesByType("resource").filter((entry) => entry.name.includes(part)).length, path);
    // The wallet's balance starts with the token too: once it has been asked for, the session's loads have all started.
    await expect.poll(() => asked("/wps/member/balance")).toBeGreaterThan(0);
    expect(await asked("/wps/member/info")).toBe(1);
    await context.close();
  });

  test("§4 session loss: the 'please log in' notice, whose button goes to /m/login", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await openSession(page, DEMO, "player1");
    await forceScenario(page, DEMO, { "/wps/member/info": "logout:user.or.token.invalid" });
    await page.goto(`${DEMO}/m/member/home?affiliateCode=AFF7`);
    const notice = page.getByRole("alertdialog");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("heading")).toHaveText("Notice");
    await expect(notice).toContainText("Please log in to continue.");
    expect(await page.evaluate(() => sessionStorage.getItem("MC_SESSION_INFO"))).toBeNull();
    await notice.getByRole("button", { name: "Go to login" }).tap();
    await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/m/login");
    expect(new URL(page.url()).searchParams.get("affiliateCode")).toBe("AFF7");
    await expect(notice).toHaveCount(0);
    await context.close();
  });

  test("§8 an HTTP 401 ends the session the same way, with one notice however many calls fail", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await openSession(page, DEMO, "player1");
    await forceScenario(page, DEMO, { "/wps/member/info": "http-401", "/wps/relay/MCSFE_getPlayerRankProgress": "http-401" });
    await page.goto(`${DEMO}/m/member/home`);
    await expect(page.getByRole("alertdialog")).toHaveCount(1);
    await expect(page.getByRole("alertdialog")).toContainText("Please log in to continue.");
    await context.close();
  });

  test("§8 other failures show the server's message in the notice; OK closes it", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await openSession(page, DEMO, "player1");
    await forceScenario(page, DEMO, { "/wps/member/info": "success-false" });
    await page.goto(`${DEMO}/m/member/home`);
    const notice = page.getByRole("alertdialog");
    await expect(notice).toContainText("The sandbox refused this request");
    await notice.getByRole("button", { name: "OK" }).tap();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("MC_SESSION_INFO"))).not.toBeNull();
    await context.close();
  });

  test("§8 offline: the 'network offline' toast shows, then goes by itself", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await openSession(page, DEMO, "player1");
    await page.goto(`${DEMO}/m/member/home`);
    await expect(page.getByText("Hello, player1")).toBeVisible();
    await page.getByRole("link", { name: "Home", exact: true }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    await installClock(page);
    await context.setOffline(true);
    await page.getByRole("link", { name: "Me", exact: true }).tap();
    const toast = page.getByRole("status").filter({ hasText: "Network offline" });
    await expect(toast).toBeVisible();
    await runFor(page, 1_600);
    await expect(toast).toHaveCount(0);
    await context.setOffline(false);
    await context.close();
  });

  test("§8 a slow platform: 'timeout retry please' after 30 s, and the page is not left loading", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    await installClock(page);
    await openSession(page, DEMO, "player1");
    await forceScenario(page, DEMO, { "/wps/member/info": "slow" });
    // The 30 s count from when the call is sent: the clock moves on only once it is under way.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/wps/member/info");
    await page.goto(`${DEMO}/m/member/home`);
    await hydrated(page);
    await asked;
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await runFor(page, 30_000, { held: /\/wps\/member\/info(\?|$)/ });
    await expect(page.getByRole("alertdialog")).toContainText("Timed out, please retry");
    await context.close();
  });

  test("§4 a token in the address is taken into the session and removed from the address", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en" });
    const page = await context.newPage();
    const token = await openSession(page, DEMO, "player1");
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${DEMO}/m/member/home?token=${token}&r=R1`);
    await expect(page.getByText("Hello, player1")).toBeVisible();
    expect(new URL(page.url()).searchParams.has("token")).toBe(false);
    expect(new URL(page.url()).searchParams.get("r")).toBe("R1");
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("MC_SESSION_INFO") ?? "{}").token)).toBe(token);
    await context.close();
  });
});
