import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

/**
 * Each test file starts from the page a fresh browser tab has, as it did when every file had its own environment.
 * The files share one happy-dom environment and worker (`isolate: false` in vitest.client.config.ts), which saves
 * building both for each of them; this clears what a file could leave behind: the app's modules (evaluated afresh for
 * each file), its timers, storage, cookies, the address, the document and mocks.
 */
vi.resetModules();

/** The timers the app and the tests start, so a file's leftovers never fire in the next one (vitest keeps its own). */
interface TimerWatch {
  open: Set<ReturnType<typeof setTimeout>>;
}
const WATCH = Symbol.for("mobile-web.client-tests.timers");
const scope = globalThis as typeof globalThis & { [WATCH]?: TimerWatch };
const timers: TimerWatch = (scope[WATCH] ??= (() => {
  const watch: TimerWatch = { open: new Set() };
  const { setTimeout: startTimeout, setInterval: startInterval, clearTimeout: stopTimeout, clearInterval: stopInterval } = globalThis;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = startTimeout(
      (...passed: unknown[]) => {
        watch.open.delete(handle);
        callback(...passed);
      },
      delay,
      ...args,
    );
    watch.open.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = startInterval(callback, delay, ...args);
    watch.open.add(handle);
    return handle;
  }) as typeof setInterval;
  globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) watch.open.delete(handle);
    stopTimeout(handle);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((handle?: ReturnType<typeof setInterval>) => {
    if (handle !== undefined) watch.open.delete(handle);
    stopInterval(handle);
  }) as typeof clearInterval;
  return watch;
})());

/**
 * There is no network here: a request no test answered fails at once, as one to an unreachable host does, instead of
 * waiting on a real connection to happy-dom's default origin and finishing in some later test (tests answer their own
 * requests with vi.spyOn(globalThis, "fetch"), which restoreAllMocks puts back to this).
 */
const NO_NETWORK = Symbol.for("mobile-web.client-tests.no-network");
const fetchScope = globalThis as typeof globalThis & { [NO_NETWORK]?: true };
if (!fetchScope[NO_NETWORK]) {
  fetchScope[NO_NETWORK] = true;
  globalThis.fetch = (() => Promise.reject(new TypeError("Failed to fetch (client tests have no network)"))) as typeof fetch;
}

beforeAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A file of node's own environment (no page) has none of these.
  if (typeof document === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, "", "/");
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

// Testing Library registers this itself when first imported, which is once per worker now, not once per file.
afterEach(() => cleanup());

afterAll(() => {
  vi.useRealTimers();
  for (const handle of timers.open) clearTimeout(handle);
  timers.open.clear();
});
