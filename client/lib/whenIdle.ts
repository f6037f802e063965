/**
 * Runs a task once the main thread is free, or after `timeoutMs` at most: work the page can do later never
 * competes with the first screen. Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks.
  const timer = setTimeout(task, timeoutMs);
  return () => clearTimeout(timer);
}

/** After the page's `load` event (at once if it has passed), then once the main thread is free. Returns the cancel. */
export function afterLoadWhenIdle(task: () => void, timeoutMs: number, page: Window = window): () => void {
  if (page.document.readyState === "complete") return whenIdle(task, timeoutMs);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(task, timeoutMs);
  };
  page.addEventListener("load", onLoad, { once: true });
  return () => {
    page.removeEventListener("load", onLoad);
    cancelIdle?.();
  };
}

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the rest runs: start-up work done in one
 * piece was one long task on a slow phone (issue #10). `scheduler.yield` keeps the rest ahead of other queued tasks
 * where the browser has it; elsewhere a timer puts it behind them.
 */
export function yieldToMain(scope: typeof globalThis = globalThis): Promise<void> {
  return yieldWhereCheap(scope) ?? new Promise((resolve) => scope.setTimeout(resolve, 0));
}

/**
 * The same, only where the browser has `scheduler.yield` (its continuation keeps its place in line); elsewhere
 * null and no yield, for paths where a timer's delay would cost more than the split saves.
 */
export function yieldWhereCheap(scope: typeof globalThis = globalThis): Promise<void> | null {
  const scheduler = (scope as typeof globalThis & { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === "function" ? scheduler.yield() : null;
}

/**
 * Runs `start` in a task of its own and returns the way to stop it: before it ran, it never runs; after, what it
 * returned undoes it. For effects that only begin background work (issue #10, docs/decisions/039): React runs all the
 * effects of one commit in one task, and the optional parts that mount together after hydration made one long task of
 * their start-up work.
 */
export function inOwnTask(start: () => (() => void) | void): () => void {
  let stopped = false;
  let undo: (() => void) | void;
  void yieldToMain().then(() => {
    if (!stopped) undo = start();
  });
  return () => {
    stopped = true;
    undo?.();
  };
}
