/**
 * Screenshots at 390x844 in Debian's Chromium, for looking at what a change did:
 *   node scripts/screenshot.ts <url> <out.png> [--lang=pt-BR] [--session] [--cookie=mc_lang=AR] [--close-dialogs] [--no-prompts]
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config.ts";

const [url, out = "/tmp/shot.png", ...options] = process.argv.slice(2);
if (!url) throw new Error("usage: node scripts/screenshot.ts <url> <out.png>");
const lang = options.find((option) => option.startsWith("--lang="))?.slice(7);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: lang });
const cookie = options.find((option) => option.startsWith("--cookie="))?.slice(9);
if (cookie) {
  const [name = "", value = ""] = cookie.split("=");
  await context.addCookies([{ name, value, url }]);
}
if (options.includes("--no-prompts")) {
  // The page itself, without this session's prompts over it (welcome images, install, add to home, notifications).
  await context.addInitScript(() => {
    sessionStorage.setItem("MC_WELCOME_POPUP", "0");
    sessionStorage.setItem("MC_INSTALL_PROMPT_CLOSED", "1");
    sessionStorage.setItem("MC_PUSH_PROMPT_DISMISSED", "1");
    sessionStorage.setItem("MC_ADD_TO_HOME", JSON.stringify({ closed: true, forced: false, shown: [] }));
  });
}
const page = await context.newPage();
page.on("console", (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on("pageerror", (error) => console.log(`[pageerror] ${error.message}`));
if (options.includes("--session")) {
  // A real sandbox session for player1 on the page's merchant, stored the way sign-in stores it (the sandbox refuses
  // a made-up token, and the page would only say "please log in").
  await page.goto(new URL("/m/login", url).href);
  await page.evaluate(async () => {
    const response = await fetch("/wps/sandbox/session", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"username":"player1"}' });
    const { id, token, userName, merchantCode, type } = ((await response.json()) as { value: Record<string, unknown> }).value;
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ id, token, userName, merchantCode, type }));
    document.cookie = "mc_signed_in=1; path=/; samesite=lax";
  });
}
const response = await page.goto(url, { waitUntil: "networkidle" });
console.log(`${response?.status()} ${page.url()}`);
if (options.includes("--close-dialogs")) {
  // The page under the popups: each open dialog is closed the way a player would dismiss it.
  for (let round = 0; round < 4; round++) {
    await page.waitForTimeout(1_500);
    if ((await page.getByRole("dialog").count()) === 0) break;
    await page.keyboard.press("Escape");
  }
  await page.waitForTimeout(600);
}
await page.screenshot({ path: out });
await browser.close();
