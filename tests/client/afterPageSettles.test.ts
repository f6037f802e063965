import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPageSettles } from "../../client/lib/afterPageSettles";

/** A PerformanceObserver the test drives: `emit` is a resource finishing or a long task. */
class FakeObserver {
  static supportedEntryTypes = ["resource", "longtask"];
  static live: FakeObserver[] = [];
  types: string[] = [];
  constructor(private readonly callback: () => void) {
    FakeObserver.live.push(this);
  }
  observe({ type }: { type: string }) {
    this.types.push(type);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((observer) => observer !== this);
  }
  static emit() {
    for (const observer of FakeObserver.live) observer.callback();
  }
}

function fakePage(readyState: DocumentReadyState, Observer: unknown = FakeObserver) {
  const events = new EventTarget();
  return {
    document: { readyState },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
    PerformanceObserver: Observer,
  } as unknown as Window;
}

const WAIT = { quietMs: 1_000, timeoutMs: 5_000 };

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live = [];
});
afterEach(() => vi.useRealTimers());

describe("docs/decisions/045 motion waits for the page to settle", () => {
  it("waits for the load event, then for a quiet period", () => {
    const page = fakePage("loading");
    const task = vi.fn();
    afterPageSettles(task, WAIT, page);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();

    page.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("a resource that finishes or a long task starts the quiet period again", () => {
    const page = fakePage("complete");
    const task = vi.fn();
    afterPageSettles(task, WAIT, page);
    expect(FakeObserver.live[0]!.types).toEqual(["resource", "longtask"]);
    vi.advanceTimersByTime(900);
    FakeObserver.emit();
    vi.advanceTimersByTime(900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
    // Once run, it stops watching.
    expect(FakeObserver.live).toHaveLength(0);
  });

  it("a page that never settles still gets the task, at most timeoutMs after load, once", () => {
    const page = fakePage("complete");
    const task = vi.fn();
    afterPageSettles(task, WAIT, page);
    for (let elapsed = 500; elapsed < WAIT.timeoutMs; elapsed += 500) {
      vi.advanceTimersByTime(500);
      FakeObserver.emit();
    }
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("without PerformanceObserver the quiet period counts from load", () => {
    const page = fakePage("complete", undefined);
    const task = vi.fn();
    afterPageSettles(task, WAIT, page);
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("the cancel stops it before load and while it waits for quiet", () => {
    const beforeLoad = vi.fn();
    const waiting = vi.fn();
    const loading = fakePage("loading");
    afterPageSettles(beforeLoad, WAIT, loading)();
    loading.dispatchEvent(new Event("load"));
    const loaded = fakePage("complete");
    const cancel = afterPageSettles(waiting, WAIT, loaded);
    vi.advanceTimersByTime(500);
    cancel();
    FakeObserver.emit();
    vi.advanceTimersByTime(10_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();
    expect(FakeObserver.live).toHaveLength(0);
  });
});
