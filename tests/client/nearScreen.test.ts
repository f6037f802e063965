import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit; observed: Set<Element> }[] = [];

class FakeIntersectionObserver {
  observed = new Set<Element>();
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
}

describe("SPEC §9 lazy images and lanes: threshold 100, delay 150 ms", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.resetModules();
    observers.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("§9 loads 150 ms after the element comes within 100 px of the screen, once, through one shared observer", async () => {
    const { whenNearScreen } = await import("../../client/lib/nearScreen");
    const first = document.createElement("div");
    const second = document.createElement("div");
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    whenNearScreen(first, onFirst);
    whenNearScreen(second, onSecond);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options.rootMargin).toBe("100px");

    observers[0]!.callback([{ target: first, isIntersecting: true }]);
    vi.advanceTimersByTime(149);
    expect(onFirst).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(observers[0]!.observed.has(first)).toBe(false);
    expect(onSecond).not.toHaveBeenCalled();
  });

  it("§9 an element scrolled past before the delay is not loaded", async () => {
    const { whenNearScreen } = await import("../../client/lib/nearScreen");
    const tile = document.createElement("div");
    const onNear = vi.fn();
    whenNearScreen(tile, onNear);
    observers[0]!.callback([{ target: tile, isIntersecting: true }]);
    vi.advanceTimersByTime(100);
    observers[0]!.callback([{ target: tile, isIntersecting: false }]);
    vi.advanceTimersByTime(1_000);
    expect(onNear).not.toHaveBeenCalled();
  });

  it("§9 elements that come near together load together, in one task, and one scrolled past stays unloaded", async () => {
    const { whenNearScreen } = await import("../../client/lib/nearScreen");
    const tiles = [0, 1, 2].map(() => document.createElement("div"));
    const calls = tiles.map((tile) => {
      const onNear = vi.fn();
      whenNearScreen(tile, onNear);
      return onNear;
    });
    observers[0]!.callback(tiles.map((target) => ({ target, isIntersecting: true })));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(100);
    observers[0]!.callback([{ target: tiles[1]!, isIntersecting: false }]);
    vi.advanceTimersByTime(49);
    expect(calls.map((call) => call.mock.calls.length)).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.mock.calls.length)).toEqual([1, 0, 1]);
    expect(observers[0]!.observed.has(tiles[0]!)).toBe(false);
    expect(observers[0]!.observed.has(tiles[1]!)).toBe(true);

    // The one scrolled past loads on its own when it comes back, the full delay later.
    observers[0]!.callback([{ target: tiles[1]!, isIntersecting: true }]);
    vi.advanceTimersByTime(149);
    expect(calls[1]).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(calls[1]).toHaveBeenCalledTimes(1);
  });

  it("stopping before it is near cancels it", async () => {
    const { whenNearScreen } = await import("../../client/lib/nearScreen");
    const tile = document.createElement("div");
    const onNear = vi.fn();
    const stop = whenNearScreen(tile, onNear);
    observers[0]!.callback([{ target: tile, isIntersecting: true }]);
    stop();
    vi.advanceTimersByTime(1_000);
    expect(onNear).not.toHaveBeenCalled();
  });
});
