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

/** After the page's `load` event (at once if it has passed), then once the main thread is free. */
export function afterLoadWhenIdle(task: () => void, timeoutMs: number, page: Window = window): void {
  if (page.document.readyState === "complete") {
    whenIdle(task, timeoutMs);
    return;
  }
  page.addEventListener("load", () => whenIdle(task, timeoutMs), { once: true });
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
  const scheduler = (scope as typeof globalThis & { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => scope.setTimeout(resolve, 0));
}
