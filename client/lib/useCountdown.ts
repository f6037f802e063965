import { useEffect, useState } from "react";

/** Whole seconds left until `until` (ms since epoch), ticking every second; 0 when done or unset. */
export function useCountdown(until: number | null): number {
  const remaining = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(remaining);
  useEffect(() => {
    setSeconds(remaining());
    if (!until) return;
    const timer = setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
