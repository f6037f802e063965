import { useCallback, useSyncExternalStore } from "react";

/** How often the clock is read: often enough that a second never shows late. */
const TICK_MS = 250;

/**
 * Whole seconds left until `until` (ms since epoch); 0 when done or unset. The clock is an
 * external store: the component re-renders only when the whole seconds change.
 */
export function useCountdown(until: number | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!until) return () => {};
      const timer = setInterval(onChange, TICK_MS);
      return () => clearInterval(timer);
    },
    [until],
  );
  const secondsLeft = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  return useSyncExternalStore(subscribe, secondsLeft, () => 0);
}

/** A countdown as a clock reads it, m:ss ("4:58"), never a pile of seconds ("298 s"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
