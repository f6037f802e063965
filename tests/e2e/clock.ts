import { type BrowserContext, type Page, type Request, expect } from "@playwright/test";

/**
 * The page's clock, moved by the test, without overtaking the network.
 *
 * The app gives up on a request after a time on the page's clock (TIMING.requestTimeout, the status ping's, a game
 * launch's) and says so in a notice. A test that jumps the clock 30 s while a request is still on its way makes that
 * request "time out" although the server answers a moment later, and the notice then stands in front of what the test
 * waits for: on a busy machine the add-to-home prompt of a game stayed behind "Timed out, please retry". So every
 * move waits until nothing is in flight, and a long one goes a second at a time, each second's requests answered
 * before the next: the network of a real phone, which answers well within the app's timeouts.
 */
const STEP_MS = 1_000;

const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/** Counts the context's requests in flight (its pages, their frames, its service worker) from here on. */
export function watchNetwork(context: BrowserContext): void {
  if (inFlight.has(context)) return;
  const requests = new Set<Request>();
  inFlight.set(context, requests);
  context.on("request", (request) => requests.add(request));
  context.on("requestfinished", (request) => requests.delete(request));
  context.on("requestfailed", (request) => requests.delete(request));
}

export interface Moving {
  /** The requests the test keeps from being answered on purpose (a platform that does not answer): the clock does not wait for them. */
  held?: RegExp;
}

/** Nothing the page asked for is still on its way, but what the test holds. */
export async function networkQuiet(page: Page, { held }: Moving = {}): Promise<void> {
  const requests = inFlight.get(page.context());
  if (!requests) throw new Error("The clock was installed without installClock / stopClock: its requests are not watched");
  const waitedFor = () => [...requests].map((request) => request.url()).filter((url) => !held?.test(url));
  await expect.poll(waitedFor, { message: "requests still in flight before the clock moves" }).toEqual([]);
}

/** Installs the page's clock, running on its own like a real one until paused, and watches the network it must not overtake. */
export async function installClock(page: Page, options?: Parameters<Page["clock"]["install"]>[0]): Promise<void> {
  watchNetwork(page.context());
  await page.clock.install(options);
}

/** The same for every page of a context, those opened later included. */
export async function installContextClock(context: BrowserContext, options?: Parameters<BrowserContext["clock"]["install"]>[0]): Promise<void> {
  watchNetwork(context);
  await context.clock.install(options);
}

/**
 * From here on the page's time moves only when the test moves it, starting at `start` (the real time unless
 * given). Playwright's installed clock runs on its own until paused, so the pause is set a second ahead: it must
 * still be in the clock's future when it arrives, however busy the machine (10 ms was once too little).
 */
export async function stopClock(page: Page, start: number | Date = Date.now()): Promise<void> {
  const at = typeof start === "number" ? start : start.getTime();
  await installClock(page, { time: at });
  await page.clock.pauseAt(at + 1_000);
}

/** Moves the page's time `ms` ahead, firing every timer on the way, a second at a time with the network answered in between. */
export async function runFor(page: Page, ms: number, moving: Moving = {}): Promise<void> {
  for (let left = ms; left > 0; left -= STEP_MS) {
    await networkQuiet(page, moving);
    await page.clock.runFor(Math.min(STEP_MS, left));
  }
  await networkQuiet(page, moving);
}

/** Jumps the page's time ahead (a device asleep, an hour away), firing what fell due once; nothing is in flight when it jumps. */
export async function fastForward(page: Page, time: number | string, moving: Moving = {}): Promise<void> {
  await networkQuiet(page, moving);
  await page.clock.fastForward(time);
  await networkQuiet(page, moving);
}

/**
 * Moves a stopped page clock on until the page has settled (its root's `data-settled`): nothing opens by itself before
 * (docs/decisions/054), and on a loaded machine the page's `load` can come after a fixed stretch of page time.
 */
export async function runUntilSettled(page: Page): Promise<void> {
  // Half a second of page time a step: the page's own cap is 5 s after load (TIMING.pageSettledTimeoutMs).
  await expect
    .poll(
      async () => {
        await runFor(page, 500);
        return page.evaluate(() => document.documentElement.hasAttribute("data-settled"));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
