import { TIMING } from "#shared/constants";

type Listener = () => void;

/** The elements that came near the screen in one observer callback, waiting out the delay together. */
type Batch = Set<Element>;

const listeners = new Map<Element, Listener>();
const batchOf = new Map<Element, Batch>();
let observer: IntersectionObserver | null = null;

/**
 * One timer per observer callback, not one per element: a lane's tiles come near together, and each timer of its own
 * was a task of its own and a render of its own. One task loads them all, and React renders them in one pass.
 */
function startBatch(batch: Batch): void {
  setTimeout(() => {
    const due = [...batch];
    batch.clear();
    const calls = due.map((element) => listeners.get(element));
    for (const element of due) stopWatching(element);
    for (const call of calls) call?.();
  }, TIMING.lazyImageDelay);
}

/** One observer for every lazy tile and lane: a home page has dozens, and each observer costs the main thread. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      const batch: Batch = new Set();
      for (const entry of entries) {
        leaveBatch(entry.target);
        // SPEC §9: the element must stay near the screen for the delay; a fast scroll past it loads nothing.
        if (!entry.isIntersecting || !listeners.has(entry.target)) continue;
        batch.add(entry.target);
        batchOf.set(entry.target, batch);
      }
      if (batch.size > 0) startBatch(batch);
    },
    { rootMargin: `${TIMING.lazyImageThreshold}px` },
  );
  return observer;
}

function leaveBatch(element: Element): void {
  batchOf.get(element)?.delete(element);
  batchOf.delete(element);
}

function stopWatching(element: Element): void {
  leaveBatch(element);
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
