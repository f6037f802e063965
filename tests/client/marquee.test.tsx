import { act, cleanup, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Marquee } from "../../client/features/home/Marquee";
import { markRootOnceSettled, SETTLED_ATTRIBUTE } from "../../client/lib/pageSettled";
import { TIMING } from "#shared/constants";
import { renderInApp } from "./appHarness";
import { forgetPageActivity, PageActivity, pageActivityWatched, pageBusy } from "./pageActivity";

const ITEMS = [
  { id: "m1", content: "Weekly cashback is live." },
  { id: "m2", content: "New lottery draw at 9 pm." },
];
/** Stops the page's one settle watch that each test starts. */
let stopWatchingPage = () => {};

beforeEach(() => {
  // The fake clock fakes the frame callbacks too: these stubs replace them, so it comes first.
  vi.useFakeTimers();
  forgetPageActivity();
  vi.stubGlobal("PerformanceObserver", PageActivity);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  vi.stubGlobal("cancelAnimationFrame", (handle: number) => clearTimeout(handle));
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
  // The page's one settle watch, as client/main.tsx starts it: the marquee waits for its mark on the root.
  stopWatchingPage = markRootOnceSettled();
});

afterEach(() => {
  stopWatchingPage();
  document.documentElement.removeAttribute(SETTLED_ATTRIBUTE);
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = () => screen.getByText(ITEMS[0]!.content).parentElement!;

describe("SPEC §9 the announcements' marquee", () => {
  it("§9 marquee: stands still until the page has settled, then runs one pixel a frame at 60 fps", async () => {
    renderInApp(createStore(), <Marquee items={ITEMS} />);
    // The page is still loading things: each one finished starts the quiet period again.
    for (let step = 0; step < 3; step++) {
      await act(async () => vi.advanceTimersByTimeAsync(TIMING.pageSettledQuietMs - 100));
      pageBusy();
    }
    expect(text().className).not.toContain("running");

    await act(async () => vi.advanceTimersByTimeAsync(TIMING.pageSettledQuietMs + 16));
    expect(text().className).toContain("running");
    // The window's width (300) leads the text in, then its 600 px: 900 px at 60 px a second. The first pass starts
    // 300 px in, where the standing text already is.
    // SPEC §9 "Marquee speed 60 frames per second", as SPEC writes it (issue #36): 900 px / 60 = 15 s, 300 px / 60 = 5 s.
    expect(text().style.animationDuration).toBe("15s");
    expect(text().style.animationDelay).toBe("-5s");
  });

  it("§9 marquee: a page that keeps loading still gets it moving, at most pageSettledTimeoutMs after load", async () => {
    renderInApp(createStore(), <Marquee items={ITEMS} />);
    for (let elapsed = 0; elapsed < TIMING.pageSettledTimeoutMs - 500; elapsed += 500) {
      await act(async () => vi.advanceTimersByTimeAsync(500));
      pageBusy();
    }
    expect(text().className).not.toContain("running");
    await act(async () => vi.advanceTimersByTimeAsync(500 + 16));
    expect(text().className).toContain("running");
  });

  it("§9 marquee: unmounted before the page has settled, it never measures", async () => {
    const frames = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frames);
    renderInApp(createStore(), <Marquee items={ITEMS} />);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    cleanup();
    await vi.advanceTimersByTimeAsync(TIMING.pageSettledTimeoutMs);
    expect(frames).not.toHaveBeenCalled();
    expect(pageActivityWatched()).toBe(false);
  });
});
