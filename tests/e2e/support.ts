import { type ConsoleMessage, type Locator, type Page, expect, test } from "@playwright/test";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { port } from "../../playwright.config";

export const DEMO = `http://demo.localhost:${port}`;
export const BRAND_B = `http://brand-b.localhost:${port}`;
export const BRAND_C = `http://brand-c.localhost:${port}`;

/**
 * Where the helpers below stand when a test has not opened the merchant's origin yet: they need its storage, cookies
 * and fetch, not the app, so a small file of the origin's will do (loading a page would run the whole app for nothing).
 */
export const ORIGIN_FILE = "/m/asset-manifest.json";

export { ops } from "./operations";
export { stopClock } from "./clock";

/** The ad networks' script hosts the merchants' pixels load from (docs/decisions/026): out of reach on a test machine. */
export const PIXEL_HOSTS = /^https:\/\/(connect\.facebook\.net|analytics\.tiktok\.com|s1\.kwai\.net|www\.googletagmanager\.com)\//;

/**
 * Collects console errors and warnings (hydration mismatches are reported there). The pixels' scripts answer empty,
 * as the networks would from a reachable host, so their unreachable addresses are not counted as the page's errors.
 */
export function watchConsole(page: Page): string[] {
  void page.route(PIXEL_HOSTS, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Signs a seeded player in through the sandbox (sign-in screens arrive with issue #4). */
export async function signIn(page: Page, origin = DEMO, username = "player1"): Promise<void> {
  await openSession(page, origin, username);
}

export async function hydrated(page: Page): Promise<void> {
  // The first commit, not the hydrateRoot call: until React has committed the hydrated tree, a tap on a
  // server-painted button can be lost (the root's current tree is still empty; it gets its child at that commit).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById("root");
          const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer"));
          if (!root || !key) return false;
          const hostRoot = (root as unknown as Record<string, { stateNode?: { current?: { child: unknown; memoizedState?: { isDehydrated?: boolean } } } }>)[
            key
          ];
          const current = hostRoot?.stateNode?.current;
          return Boolean(current?.child) && current?.memoizedState?.isDehydrated !== true;
        }),
      // Asked often: a page hydrates in a few hundred milliseconds, and the default steps (up to 1 s) would add most of a
      // second of nothing to each of the suite's hundreds of page loads.
      { intervals: [25, 50, 100] },
    )
    .toBe(true);
}

/** Opens a real sandbox session for a seeded player, the way sign-in will store it (SPEC §3 Session info). */
export async function openSession(page: Page, origin: string, username: string): Promise<string> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}${ORIGIN_FILE}`);
  const token = await page.evaluate(async (name) => {
    const response = await fetch("/wps/sandbox/session", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: name }),
    });
    const answer = (await response.json()) as { value: { token: string; userName: string; merchantCode: string; type: number; id: number } };
    const { token, userName, merchantCode, type, id } = answer.value;
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ id, token, userName, merchantCode, type }));
    // The "signed in" hint the client sets with a session (issue #10), so the edge renders protected pages.
    document.cookie = "mc_signed_in=1; path=/; samesite=lax";
    return token;
  }, username);
  return token;
}

/**
 * This player already answered the install and notification prompts in this session. Both open on home a few
 * seconds in (docs/decisions/021, 023), over the page: a test that taps the page for longer than that on a busy host
 * would tap the prompt instead.
 */
export async function promptsAnswered(page: Page): Promise<void> {
  await page.addInitScript(
    (keys) => keys.forEach((key) => sessionStorage.setItem(key, "1")),
    [SESSION_STORAGE.installPromptClosed, SESSION_STORAGE.pushPromptDismissed],
  );
}

/** For a file or group whose tests are about other things than the prompts: each test's page has answered them. */
export function promptsAnsweredInEveryTest(): void {
  test.beforeEach(({ page }) => promptsAnswered(page));
}

/** Makes the sandbox answer a path with a SPEC §8 case for this browser (README: Sandbox scenarios). */
export async function forceScenario(page: Page, origin: string, scenarios: Record<string, string>): Promise<void> {
  await page.context().addCookies([{ name: "mc_sandbox_scenario", value: encodeURIComponent(JSON.stringify(scenarios)), url: origin }]);
}

/** Passes the sandbox's Geetest-compatible check the way a player would. */
export async function solveCaptcha(page: Page): Promise<void> {
  const check = page.getByRole("dialog", { name: "Security check" });
  await check.getByRole("button", { name: "I'm not a robot" }).tap();
  await expect(check).toHaveCount(0);
}

/** Fills and sends the login form as a player does. Demo Bet asks for the captcha on login (its flags); Brand B never does. */
export async function logInWithForm(page: Page, username: string, password = "Demo1234"): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).tap();
  if (page.url().startsWith(DEMO)) await solveCaptcha(page);
}

/** A merchant's iOS profile download (dl.demo.example), answered as a download: the addresses asked, in order. */
export async function answerProfileDownloads(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://dl.demo.example/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "application/x-apple-aspen-config",
      headers: { "Content-Disposition": 'attachment; filename="demo-bet.mobileconfig"' },
      body: "profile",
    });
  });
  return requested;
}

/** Turns whitelabel flags of the page's merchant on or off through the sandbox's helper (README: Sandbox). */
export async function setSandboxFlags(page: Page, origin: string, flags: Record<string, boolean>): Promise<void> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}${ORIGIN_FILE}`);
  const ok = await page.evaluate(
    async (body) =>
      (await fetch("/wps/sandbox/whitelabel", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).ok,
    { flags },
  );
  expect(ok).toBe(true);
}

/**
 * The sandbox texts a number at most once a minute: a test that signs a seeded account in by SMS first makes
 * the page's merchant forget earlier sends to that number (README: Sandbox platform).
 */
export async function forgetSmsSends(page: Page, mobileNum: string): Promise<void> {
  const ok = await page.evaluate(
    async (body) =>
      (await fetch("/wps/sandbox/sms/forget", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).ok,
    { mobileNum },
  );
  expect(ok).toBe(true);
}

/** What the sandbox drew in the plain captcha's latest picture: what a player reads off the screen. */
export async function plainCaptchaAnswer(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch("/wps/sandbox/captcha/plain")).json()) as { value: { answer: string } }).value.answer);
}

/** Outside sites do not exist here: answer them, and record what the new windows asked for (allowed or not). */
export async function answerOutsideSites(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(/^https:\/\/(news|dl|evil)\.[a-z-]*\.?example\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>outside</title>" });
  });
  return asked;
}

type TouchType = "touchStart" | "touchMove" | "touchEnd";

/** A one-finger drag from the middle of `target` by (dx, dy), as a phone's touchscreen sends it. */
export async function touchDrag(page: Page, target: Locator, dx: number, dy: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("touchDrag: the target is not on screen");
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: TouchType, x: number, y: number) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", x0, y0);
  for (let step = 1; step <= 5; step++) await touch("touchMove", x0 + (dx * step) / 5, y0 + (dy * step) / 5);
  await touch("touchEnd", x0 + dx, y0 + dy);
  await cdp.detach();
}

/** A one-finger horizontal swipe across the middle of `target`. */
export async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe: the target is not on screen");
  // Centred on the target: start half a swipe before its middle.
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const touch = (type: TouchType, x: number) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", x0);
  for (let step = 1; step <= 5; step++) await touch("touchMove", x0 + (dx * step) / 5);
  await touch("touchEnd", x0 + dx);
  await cdp.detach();
}

export interface Player {
  username: string;
  password: string;
  mobileNum: string;
}

let serial = 0;

/** A player of this test's own, made through the sandbox's helper, so parallel tests never share an account. */
export async function newPlayer(page: Page, origin: string, options: { mobile?: boolean; dialingCode?: string } = {}): Promise<Player> {
  serial += 1;
  const stamp = `${Date.now() % 10_000_000}${test.info().workerIndex}${serial}`.slice(-8);
  const player = { username: `fp${stamp}`, password: "Old12345", mobileNum: `9${stamp}` };
  if (!page.url().startsWith(origin)) await page.goto(`${origin}${ORIGIN_FILE}`);
  const ok = await page.evaluate(
    async (body) => (await fetch("/wps/sandbox/player", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).ok,
    options.mobile === false ? { username: player.username, password: player.password } : { ...player, countryDialingCode: options.dialingCode ?? "84" },
  );
  expect(ok).toBe(true);
  return player;
}

/**
 * An accessible name that starts with an operator's text. Escaped, and any space matches any space: a title may keep an
 * amount with its currency by a no-break space ("R$ 500"), which an accessible name reads as a plain one.
 */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s")}`);
}

/**
 * What a player sees over the page: each open dialog's name, the address, and any tap still held for the app
 * (worker/render/earlyTaps.ts). For a failure message, so a dialog that did not open says what did instead.
 */
export async function onScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).map((dialog) => {
      const label = dialog.getAttribute("aria-labelledby");
      return (label ? document.getElementById(label)?.textContent : dialog.getAttribute("aria-label")) ?? dialog.textContent?.slice(0, 40);
    });
    const held = document.querySelector("[data-early-tap]")?.textContent?.slice(0, 40) ?? "none";
    return `${location.pathname}${location.search}; dialogs: ${JSON.stringify(dialogs)}; held tap: ${held}`;
  });
}
