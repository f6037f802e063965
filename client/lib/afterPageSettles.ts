/**
 * Runs `task` once the page has settled: after its `load` event, when nothing has finished loading and no long task
 * has run for `quietMs`; or `timeoutMs` after load at most, so it always runs. Returns the cancel.
 *
 * The page's one watch (client/lib/pageSettled.ts), which the marquee and the placeholders follow: a running animation
 * makes a new frame every vsync, and each frame is composited, and under Lighthouse captured, on the same cores as
 * the page's start-up work, which then takes longer (docs/decisions/045, 047). `load` alone comes too early: the page's data
 * calls and what they render still run after it.
 */
export function afterPageSettles(task: () => void, { quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }, page: Window = window): () => void {
  let done = false;
  let quiet: number | undefined;
  let cap: number | undefined;
  let observer: PerformanceObserver | undefined;

  const stop = () => {
    page.removeEventListener("load", begin);
    page.clearTimeout(quiet);
    page.clearTimeout(cap);
    observer?.disconnect();
  };
  const run = () => {
    if (done) return;
    done = true;
    stop();
    task();
  };
  const stillBusy = () => {
    page.clearTimeout(quiet);
    quiet = page.setTimeout(run, quietMs);
  };
  function begin() {
    cap = page.setTimeout(run, timeoutMs);
    stillBusy();
    const Observer = (page as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    // Without the observer (an old browser) the quiet period simply counts from load.
    const watched = ["resource", "longtask"].filter((type) => Observer?.supportedEntryTypes?.includes(type));
    if (!Observer || watched.length === 0) return;
    observer = new Observer(stillBusy);
    for (const type of watched) observer.observe({ type });
  }

  if (page.document.readyState === "complete") begin();
  else page.addEventListener("load", begin, { once: true });
  return () => {
    done = true;
    stop();
  };
}
