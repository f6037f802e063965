import { useCallback, useEffect, useRef, useState } from "react";

/** The closing animation's length; Popup.module.css plays it over the same time. */
export const CLOSE_ANIMATION_MS = 200;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * SPEC §4: the popup is "shown or hidden with closing animation". A timer rather than `animationend`,
 * which never fires when the animation is switched off or the tab is in the background.
 */
export function useClosing(): { closing: boolean; close: (done: () => void) => void } {
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = useCallback(
    (done: () => void) => {
      if (closing) return;
      setClosing(true);
      if (prefersReducedMotion()) return done();
      timer.current = setTimeout(done, CLOSE_ANIMATION_MS);
    },
    [closing],
  );
  return { closing, close };
}

/**
 * A slider's position: the arrows stop at the ends, auto-play moves on every `autoPlayMs` and starts over
 * after the last slide. Each move restarts the wait, so a slide the player just chose gets its full time,
 * and a held pointer (reading, swiping) pauses it.
 */
export function useSlides(count: number, autoPlayMs: number) {
  const [index, setIndex] = useState(0);
  const [lastReached, setLastReached] = useState(count <= 1);
  const [held, setHeld] = useState(false);

  const goTo = useCallback(
    (next: number) => {
      const target = ((next % count) + count) % count;
      setIndex(target);
      if (target === count - 1) setLastReached(true);
    },
    [count],
  );

  useEffect(() => {
    if (held || count < 2) return;
    const timer = setTimeout(() => goTo(index + 1), autoPlayMs);
    return () => clearTimeout(timer);
  }, [index, held, count, autoPlayMs, goTo]);

  const hold = useCallback((down: boolean) => setHeld(down), []);
  return { index, lastReached, goTo, hold };
}
