/**
 * Blocking time as Chromium itself measures it under a CPU slowdown (DevTools' throttling, no simulation; the bench
 * gives the one calibrated to its host): the
 * page's long tasks from the browser's own `longtask` entries, each counted past 50 ms, from first contentful paint
 * on (Lighthouse's window). Lighthouse's mobile figure simulates the same slowdown from a trace recorded on this
 * host, where the page's main thread waits for a core as long as it runs (docs/decisions/045); this one slows the
 * thread itself, so it says what the page's own work costs on such a phone.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";
import { median } from "./median.ts";

export interface ThrottledLoad {
  /** Median over the runs, ms. */
  tbt: number;
  runs: number[];
  /** The longest task seen in any run, ms. */
  longest: number;
}

/** How long a page is watched after its load event: the start-up's later parts and its first answers are in it. */
const WATCH_MS = 5_000;

export async function throttledLoad(url: string, cpuSlowdown: number, runs = 5): Promise<ThrottledLoad> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const totals: number[] = [];
  let longest = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
      await context.addInitScript(() => {
        const seen: [number, number][] = [];
        (window as unknown as { __longTasks: [number, number][] }).__longTasks = seen;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.push([entry.startTime, entry.duration]))).observe({
          type: "longtask",
          buffered: true,
        });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(WATCH_MS);
      const { tasks, fcp } = await page.evaluate(() => ({
        tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      }));
      // Lighthouse's rule: a task that starts before first contentful paint counts only its part after it.
      const blocking = tasks.reduce((sum, [start, duration]) => {
        const counted = start < fcp ? duration - (fcp - start) : duration;
        return sum + Math.max(0, counted - 50);
      }, 0);
      totals.push(Math.round(blocking));
      longest = Math.max(longest, ...tasks.map(([, duration]) => Math.round(duration)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { tbt: median(totals), runs: totals, longest };
}
