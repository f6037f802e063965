/**
 * The first minute of a guest and of a brand-new member, as a player meets it (issue #35): each demo merchant in its
 * default language and English, at 390x844 in Debian's Chromium, against a running app (`npm start`, or vite preview on
 * PORT). The page's clock is run a minute forward in steps; a screenshot is taken whenever what covers the page changes,
 * and each overlay met is closed the way a player would (its close button, else Escape). Prints how many overlays each
 * first minute met and the most ever open at once.
 *   node scripts/first-minute.ts [out-dir] [--only=brand-c]
 */
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config.ts";

const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith("--")) ?? "/tmp/first-minute";
const only = args.find((arg) => arg.startsWith("--only="))?.slice(7);
const port = Number(process.env.PORT ?? 8787);
const MERCHANTS = [
  { host: "demo", languages: ["PT-BR", "EN"] },
  { host: "brand-b", languages: ["VI", "EN"] },
  { host: "brand-c", languages: ["AR", "EN"] },
].filter((merchant) => !only || merchant.host === only);
const STEP_MS = 2_000;
const MINUTE_MS = 60_000;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });

/** What covers the page now: the names of the open dialogs, in order. */
async function overlays(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="dialog"],[role="alertdialog"]'))
      .filter((element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === "fixed")
      .map((element) => element.getAttribute("aria-label") || document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent || "dialog"),
  );
}

async function closeOne(page: Page): Promise<void> {
  const dialog = page.locator('[role="dialog"],[role="alertdialog"]').last();
  const close = dialog.getByRole("button", { name: /close|fechar|đóng|إغلاق|not now|agora não|để sau|ليس الآن|later|depois|sau|لاحقًا/i }).first();
  if (await close.count()) await close.tap({ timeout: 2_000 }).catch(() => page.keyboard.press("Escape"));
  else await page.keyboard.press("Escape");
}

async function firstMinute(origin: string, language: string, who: "guest" | "member"): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: language === "EN" ? "en-US" : language,
  });
  await context.addCookies([{ name: "mc_lang", value: language, url: origin }]);
  const page = await context.newPage();
  await page.clock.install();
  let path = "/m/index";
  if (who === "member") {
    await page.goto(`${origin}/m/asset-manifest.json`);
    await page.evaluate(
      async (username) => {
        const response = await fetch("/wps/sandbox/downloadPlayer", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ username, registeredDaysAgo: 0 }),
        });
        const { id, token, userName, merchantCode, type } = ((await response.json()) as { value: Record<string, unknown> }).value;
        sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ id, token, userName, merchantCode, type }));
        document.cookie = "mc_signed_in=1; path=/; samesite=lax";
      },
      `a2h_fm_${Date.now().toString(36)}`,
    );
    path = "/m/home";
  }
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  const name = `${new URL(origin).hostname.split(".")[0]}-${language}-${who}`;
  let last = "";
  let shots = 0;
  let mostAtOnce = 0;
  const met = new Set<string>();
  for (let elapsed = 0; elapsed <= MINUTE_MS; elapsed += STEP_MS) {
    const open = await overlays(page);
    mostAtOnce = Math.max(mostAtOnce, open.length);
    open.forEach((overlay) => met.add(overlay));
    const state = open.join(" | ");
    if (state !== last || elapsed === 0) {
      // The overlays fade and slide in for 0.25 s in real time (the page's clock does not drive CSS): the picture is
      // taken once they stand still, as a player sees them.
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}/${name}-${String(++shots).padStart(2, "0")}.png` });
      last = state;
    }
    if (open.length) await closeOne(page);
    await page.clock.runFor(STEP_MS);
    await page.waitForTimeout(150);
  }
  await context.close();
  return `${name}: ${met.size} overlays met (${[...met].join("; ") || "none"}), at most ${mostAtOnce} at once, ${shots} screenshots`;
}

for (const { host, languages } of MERCHANTS) {
  for (const language of languages) {
    for (const who of ["guest", "member"] as const) console.log(await firstMinute(`http://${host}.localhost:${port}`, language, who));
  }
}
await browser.close();
