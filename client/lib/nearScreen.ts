import { TIMING } from "../../shared/constants";

type Listener = () => void;

const listeners = new Map<Element, Listener>();
const timers = new Map<Element, ReturnType<typeof setTimeout>>();
let observer: IntersectionObserver | null = null;

/** One observer for every lazy tile and lane: a home page has dozens, and each observer costs the main thread. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        clearTimeout(timers.get(entry.target));
        timers.delete(entry.target);
        if (!entry.isIntersecting) continue;
        const target = entry.target;
        // SPEC §9: the element must stay near the screen for the delay; a fast scroll past it loads nothing.
        timers.set(
          target,
          setTimeout(() => {
            const listener = listeners.get(target);
            stopWatching(target);
            listener?.();
          }, TIMING.lazyImageDelay),
        );
      }
    },
    { rootMargin: `${TIMING.lazyImageThreshold}px` },
  );
  return observer;
}

function stopWatching(element: Element): void {
  clearTimeout(timers.get(element));
  timers.delete(element);
  listeners.delete(element);
  observer?.unobserve(element);
}

/**
 * Calls `onNear` once, when `element` has been within SPEC §9's threshold (100 px) of the screen for its
 * delay (150 ms). Returns the way to stop watching. Without IntersectionObserver it calls after the delay.
 */
export function whenNearScreen(element: Element, onNear: Listener): () => void {
  if (typeof IntersectionObserver === "undefined") {
    const timer = setTimeout(onNear, TIMING.lazyImageDelay);
    return () => clearTimeout(timer);
  }
  listeners.set(element, onNear);
  sharedObserver().observe(element);
  return () => stopWatching(element);
}
