import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoadWhenIdle, inOwnTask, whenIdle, yieldToMain } from "../../client/lib/whenIdle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A page still loading (or loaded), with its `load` event in the test's hands. */
function fakePage(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { document: { readyState } }) as unknown as Window;
}

describe("deferred start-up work (ours: the service worker and the pixels wait for an idle main thread)", () => {
  it("whenIdle runs the task in the browser's idle callback, and the cancel stops it", () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2_000);
      return callbacks.push(callback);
    });
    const cancelled: number[] = [];
    vi.stubGlobal("cancelIdleCallback", (handle: number) => cancelled.push(handle));
    const task = vi.fn();
    const cancel = whenIdle(task, 2_000);
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it("whenIdle without idle callbacks (older Safari) waits the timeout instead", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task, 3_000);
    vi.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it("afterLoadWhenIdle waits for the page's load event, then for idle", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const page = fakePage("interactive");
    const task = vi.fn();
    afterLoadWhenIdle(task, 2_000, page);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    page.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledOnce();
    page.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it("afterLoadWhenIdle's cancel stops the task before the load event and while it waits for idle", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const page = fakePage("interactive");
    const beforeLoad = vi.fn();
    const beforeIdle = vi.fn();
    afterLoadWhenIdle(beforeLoad, 2_000, page)();
    const cancel = afterLoadWhenIdle(beforeIdle, 2_000, page);
    page.dispatchEvent(new Event("load"));
    cancel();
    vi.advanceTimersByTime(2_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(beforeIdle).not.toHaveBeenCalled();
  });

  it("afterLoadWhenIdle on a page that has already loaded waits for idle only", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    afterLoadWhenIdle(task, 2_000, fakePage("complete"));
    vi.advanceTimersByTime(2_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it("yieldToMain ends the task through scheduler.yield where the browser has it", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    const scope = { scheduler: { yield: yielded }, setTimeout: vi.fn() } as unknown as typeof globalThis;
    await yieldToMain(scope);
    expect(yielded).toHaveBeenCalledOnce();
    expect(scope.setTimeout).not.toHaveBeenCalled();
  });

  it("yieldToMain falls back to a zero timer, and resolves only once it fires", async () => {
    vi.useFakeTimers();
    let resumed = false;
    void yieldToMain({ setTimeout: globalThis.setTimeout } as unknown as typeof globalThis).then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(true);
  });
});

describe("issue #10 an effect's background work in a task of its own (decision 039)", () => {
  it("§9 inOwnTask runs the work in the next task, not in the one that asked (React's effect flush)", async () => {
    vi.useFakeTimers();
    const start = vi.fn();
    inOwnTask(start);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it("§9 stopped before its task, the work never runs; stopped after, what it started is undone", async () => {
    vi.useFakeTimers();
    const early = vi.fn();
    inOwnTask(early)();
    await vi.advanceTimersByTimeAsync(0);
    expect(early).not.toHaveBeenCalled();

    const undo = vi.fn();
    const stop = inOwnTask(() => undo);
    await vi.advanceTimersByTimeAsync(0);
    expect(undo).not.toHaveBeenCalled();
    stop();
    expect(undo).toHaveBeenCalledOnce();
  });
});
