import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markRootOnceSettled, SETTLED_ATTRIBUTE, whenPageSettled } from "../../client/lib/pageSettled";
import { TIMING } from "#shared/constants";
import { forgetPageActivity, PageActivity, pageActivityWatched, pageBusy } from "./pageActivity";
import { declarations, rules, sheets } from "./styleSheets";

const root = () => document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
  forgetPageActivity();
  vi.stubGlobal("PerformanceObserver", PageActivity);
  root().removeAttribute(SETTLED_ATTRIBUTE);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  root().removeAttribute(SETTLED_ATTRIBUTE);
});

describe("issue #10 placeholders pulse only once the page has settled (docs/decisions/047)", () => {
  it("the root is marked settled after a quiet period with nothing finishing loading, not before", () => {
    markRootOnceSettled();
    for (let step = 0; step < 4; step++) {
      vi.advanceTimersByTime(TIMING.pageSettledQuietMs - 100);
      pageBusy();
    }
    expect(root().hasAttribute(SETTLED_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(TIMING.pageSettledQuietMs);
    expect(root().hasAttribute(SETTLED_ATTRIBUTE)).toBe(true);
    expect(pageActivityWatched()).toBe(false);
  });

  it("a page that never settles is marked at the cap, so a long wait still shows its motion", () => {
    markRootOnceSettled();
    for (let elapsed = 0; elapsed < TIMING.pageSettledTimeoutMs - 100; elapsed += 100) {
      vi.advanceTimersByTime(100);
      pageBusy();
    }
    expect(root().hasAttribute(SETTLED_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(root().hasAttribute(SETTLED_ATTRIBUTE)).toBe(true);
  });

  it("cancelled, it never marks the root", () => {
    const cancel = markRootOnceSettled();
    cancel();
    vi.advanceTimersByTime(TIMING.pageSettledTimeoutMs * 2);
    expect(root().hasAttribute(SETTLED_ATTRIBUTE)).toBe(false);
  });

  it("issue #37 every placeholder's pulse is paused, and runs under a rule of the settled root that names it: the root changes no inherited property", () => {
    const settledRule = new RegExp(`^:global\\(:root\\[${SETTLED_ATTRIBUTE}\\]\\)\\s+(.+)$`);
    const delayed = rules().filter(({ body }) => /animation:[^;]*var\(--loading-motion-delay\)/.test(body));
    expect(delayed.length).toBeGreaterThanOrEqual(5);
    for (const { file, selectors, body } of delayed) {
      expect(body, file).toMatch(/animation:[^;]*\bpaused\b/);
      const running = rules()
        .filter((rule) => rule.file === file && /animation-play-state:\s*running/.test(rule.body))
        .flatMap((rule) => rule.selectors.map((selector) => settledRule.exec(selector)?.[1]));
      for (const selector of selectors) expect(running, `${file}: ${selector}`).toContain(selector);
    }
    // An inherited custom property changed on the root restyled every element of the page as it settled.
    expect(Object.values(sheets).join("\n")).not.toMatch(/:root\[data-settled\]\s*\{/);
    expect(Object.values(sheets).join("\n")).not.toContain("--loading-motion-state");
  });
});

describe("issue #10 one settle watch per page: parts that wait read the root's mark (docs/decisions/045, 047)", () => {
  it("a waiting part runs when the root is marked, and the page runs one watch for both", async () => {
    const watches = vi.fn();
    vi.stubGlobal(
      "PerformanceObserver",
      class extends PageActivity {
        constructor(callback: () => void) {
          super(callback);
          watches();
        }
      },
    );
    markRootOnceSettled();
    const marquee = vi.fn();
    whenPageSettled(marquee);
    await vi.advanceTimersByTimeAsync(TIMING.pageSettledQuietMs - 100);
    pageBusy();
    await vi.advanceTimersByTimeAsync(TIMING.pageSettledQuietMs - 100);
    expect(marquee).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(marquee).toHaveBeenCalledOnce();
    expect(watches).toHaveBeenCalledOnce();
  });

  it("a part that asks after the mark runs at once", () => {
    root().setAttribute(SETTLED_ATTRIBUTE, "");
    const marquee = vi.fn();
    whenPageSettled(marquee);
    expect(marquee).toHaveBeenCalledOnce();
  });

  it("a part that stops waiting never runs, and the root is still marked", async () => {
    markRootOnceSettled();
    const marquee = vi.fn();
    const stop = whenPageSettled(marquee);
    stop();
    await vi.advanceTimersByTimeAsync(TIMING.pageSettledTimeoutMs);
    expect(root().hasAttribute(SETTLED_ATTRIBUTE)).toBe(true);
    expect(marquee).not.toHaveBeenCalled();
  });
});

describe("placeholders (docs/decisions/041)", () => {
  it("a placeholder's endless pulse or shimmer waits --loading-motion-delay before it moves", () => {
    const placeholders = declarations("animation").filter(({ value }) => /\b(pulse|shimmer)\b/.test(value) && /\binfinite\b/.test(value));
    expect(placeholders.length).toBeGreaterThanOrEqual(5);
    expect(placeholders.filter(({ value }) => !value.includes("var(--loading-motion-delay)"))).toEqual([]);
  });

  it("the delay is one second", () => {
    expect(declarations("--loading-motion-delay").map(({ value }) => value)).toEqual(["1s"]);
  });
});
