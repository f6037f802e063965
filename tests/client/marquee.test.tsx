import { act, cleanup, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Marquee } from "../../client/features/home/Marquee";
import { TIMING } from "../../shared/constants";
import { renderInApp } from "./appHarness";

const ITEMS = [
  { id: "m1", content: "Weekly cashback is live." },
  { id: "m2", content: "New lottery draw at 9 pm." },
];
const idleCallbacks: { callback: () => void; timeout: number; cancelled: boolean }[] = [];
const runIdleCallbacks = () => idleCallbacks.filter((idle) => !idle.cancelled).forEach((idle) => idle.callback());

beforeEach(() => {
  // The fake clock fakes the idle and frame callbacks too: these stubs replace them, so it comes first.
  vi.useFakeTimers();
  idleCallbacks.length = 0;
  vi.stubGlobal("requestIdleCallback", (callback: () => void, options: { timeout: number }) =>
    idleCallbacks.push({ callback, timeout: options.timeout, cancelled: false }),
  );
  vi.stubGlobal("cancelIdleCallback", (handle: number) => {
    idleCallbacks[handle - 1]!.cancelled = true;
  });
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
  vi.stubGlobal("cancelAnimationFrame", (handle: number) => clearTimeout(handle));
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = () => screen.getByText(ITEMS[0]!.content).parentElement!;

describe("SPEC §9 the announcements' marquee", () => {
  it("§9 marquee: stands still until the page has loaded and the main thread is free, then runs one pixel a frame at 60 fps", async () => {
    renderInApp(createStore(), <Marquee items={ITEMS} />);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(text().className).not.toContain("running");
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]!.timeout).toBe(TIMING.marqueeStartTimeoutMs);

    await act(async () => {
      runIdleCallbacks();
      await vi.advanceTimersByTimeAsync(16);
    });
    expect(text().className).toContain("running");
    // The window's width (300) leads the text in, then its 600 px: 900 px at 60 px a second. The first pass starts
    // 300 px in, where the standing text already is.
    expect(text().style.animationDuration).toBe(`${900 / TIMING.marqueeFps}s`);
    expect(text().style.animationDelay).toBe(`${-300 / TIMING.marqueeFps}s`);
  });

  it("§9 marquee: unmounted before the page is idle, it never measures", async () => {
    const frames = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frames);
    renderInApp(createStore(), <Marquee items={ITEMS} />);
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(idleCallbacks).toHaveLength(1);
    cleanup();
    runIdleCallbacks();
    await vi.advanceTimersByTimeAsync(100);
    expect(frames).not.toHaveBeenCalled();
  });
});
