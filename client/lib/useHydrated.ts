import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Whether a server-rendered page is being hydrated right now (main.tsx says so before it starts). */
let hydrating = false;

export function beginHydration(): void {
  hydrating = true;
}

/** Whether the page's first hydration is under way: what mounts now mounts over the server's markup. */
export function hydrationUnderway(): boolean {
  return hydrating;
}

/** On the server nothing is hydrated; in the browser, everything is once the first hydration has committed. */
export const pageIsHydrated = (): boolean => typeof document !== "undefined" && !hydrating;

/**
 * false on the server and while hydrating, true after: for what only the browser can know (its address, its storage).
 * Not useSyncExternalStore with a server snapshot: React re-renders those components synchronously after hydration,
 * in one task as long as the shell's whole tree (a long task of hundreds of ms on Lighthouse's phone, issue #10).
 * Here the switch is a transition, which React renders in small slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageIsHydrated);
  useEffect(() => {
    if (hydrated) return;
    // The first effect runs once the hydration has committed: later mounts start hydrated.
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates this component over the server's markup, whenever that is: a part in a Suspense boundary
 * hydrates in a pass of its own, after the page (a lazy part once its code arrives), by when `useHydrated` says true.
 * What the part reads from outside React (an atom that has changed since the server rendered) must give the server's
 * version until then, or React throws the part's markup away. React renders the part again once it has hydrated.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
