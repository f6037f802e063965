import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from "react";
import { isRecentTap } from "../earlyTaps";

/**
 * A tap on a part's placeholder, held until the part's code arrives (docs/decisions/043).
 *
 * A part loaded after the page (the bottom navigation's Support item) is painted by the server as a placeholder of the
 * same look. The first commit always shows that placeholder, and its code may take seconds on a slow network: a tap on
 * it, or one the early-tap capture replays onto it (docs/decisions/036), would otherwise do nothing. The placeholder
 * holds the tap; the part, once live, takes it and acts as if tapped, if the tap is recent enough
 * (TIMING.earlyTapReplayWindow, as for the page's own early taps).
 */
export type HeldTapPart = "support";

const held = new Map<HeldTapPart, number>();
const watchers = new Map<HeldTapPart, Set<() => void>>();

const changed = (part: HeldTapPart) => {
  for (const watcher of watchers.get(part) ?? []) watcher();
};

export function holdTap(part: HeldTapPart, at = Date.now()): void {
  held.set(part, at);
  changed(part);
}

function isTapHeld(part: HeldTapPart): boolean {
  return held.has(part);
}

/** Whether a tap was held for the part and is recent enough to act on; it is taken either way. */
export function takeHeldTap(part: HeldTapPart, now = Date.now()): boolean {
  const at = held.get(part);
  held.delete(part);
  changed(part);
  return at !== undefined && isRecentTap(at, now);
}

/** The placeholder's side: its tap handler, and whether it shows a held tap (pressed, like an early tap). */
export function usePlaceholderTap(part: HeldTapPart): { pressed: boolean; onClick: () => void } {
  const subscribe = useCallback(
    (update: () => void) => {
      const set = watchers.get(part) ?? new Set();
      watchers.set(part, set.add(update));
      return () => void set.delete(update);
    },
    [part],
  );
  // The server held nothing: the render that hydrates its placeholder is never pressed.
  const pressed = useSyncExternalStore(
    subscribe,
    () => isTapHeld(part),
    () => false,
  );
  return { pressed, onClick: () => holdTap(part) };
}

/** The live part's side: acts on a tap its placeholder held, once, when the part mounts. */
export function useHeldTap(part: HeldTapPart, act: () => void): void {
  const onHeldTap = useEffectEvent(act);
  useEffect(() => {
    if (takeHeldTap(part)) onHeldTap();
  }, [part]);
}
