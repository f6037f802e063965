import { TIMING } from "#shared/constants";

type Target = Pick<Window, "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout" | "setInterval" | "clearInterval"> & {
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  performance?: Pick<Performance, "now">;
};

/**
 * SPEC §4: the update check runs 1.5 s after the page starts, whenever the player comes back to it, and hourly.
 * iOS resumes a home-screen app from a frozen snapshot without reloading it, so `pageshow` counts as coming back
 * too (PITFALLS: Updates). A round still under way is not started again.
 */
export function scheduleUpdateChecks(target: Target, check: () => Promise<unknown>): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void check()
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  };
  const onVisibility = () => {
    if (target.document.visibilityState === "visible") run();
  };
  // This code arrives after hydration: 1.5 s counts from the page's start, not from here.
  const sinceStart = target.performance?.now() ?? 0;
  const first = target.setTimeout(run, Math.max(0, TIMING.updateCheckFirst - sinceStart));
  const hourly = target.setInterval(run, TIMING.updateCheckInterval);
  target.document.addEventListener("visibilitychange", onVisibility);
  target.addEventListener("pageshow", run);
  return () => {
    target.clearTimeout(first);
    target.clearInterval(hourly);
    target.document.removeEventListener("visibilitychange", onVisibility);
    target.removeEventListener("pageshow", run);
  };
}
