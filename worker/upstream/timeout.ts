/** An AbortSignal that fires after `ms`, built on setTimeout so tests can drive it with fake timers. */
export function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export function isTimeout(error: unknown, signal: AbortSignal): boolean {
  return (signal.aborted && (signal.reason as DOMException | undefined)?.name === "TimeoutError") || (error as Error | undefined)?.name === "TimeoutError";
}
