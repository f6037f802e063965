/**
 * A stand-in for the page's PerformanceObserver of resource and long-task entries (client/lib/afterPageSettles.ts):
 * `pageBusy()` is something finishing loading, as the test makes it. Install it with
 * `vi.stubGlobal("PerformanceObserver", PageActivity)`.
 */
let busy: (() => void) | null = null;

export class PageActivity {
  static supportedEntryTypes = ["resource", "longtask"];
  constructor(callback: () => void) {
    busy = callback;
  }
  observe() {}
  disconnect() {
    busy = null;
  }
}

export function pageBusy(): void {
  busy?.();
}

/** Whether an observer is still watching (a stopped wait disconnects it). */
export function pageActivityWatched(): boolean {
  return busy !== null;
}

export function forgetPageActivity(): void {
  busy = null;
}
