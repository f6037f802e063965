import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { TIMING } from "#shared/constants";
import { hydrationUnderway } from "./useHydrated";

/**
 * A part of the server's page that React has yet to hydrate: a lane waiting until the player comes to it
 * (ui/HydrateOnSight.tsx), a part whose code is still on its way (ui/OptionalPart.tsx). React hydrates what stands in
 * a Suspense boundary in a pass of its own, after the page's. Released once the part has hydrated, or has left the
 * page without.
 */
export interface HydrationHold {
  release: () => void;
}

interface Held {
  released: Promise<void>;
  /** What makes the part hydrate now, where something holds it back. */
  open?: () => void;
}

const holds = new Map<HydrationHold, Held>();

export function holdHydration(open?: () => void): HydrationHold {
  let settle = () => {};
  const released = new Promise<void>((resolve) => (settle = resolve));
  const hold: HydrationHold = {
    release: () => {
      holds.delete(hold);
      settle();
    },
  };
  holds.set(hold, { released, open });
  return hold;
}

/**
 * Opens every part held back, and settles once each has hydrated: what changes state that React does not hold, and
 * the parts read as they render, waits for it (issue #37). The language is one: i18next's `t` switched before a part
 * hydrated made it render words the server's markup does not have, and React threw the part's markup away. At most
 * TIMING.partsHydratedWaitMs: a part whose code never comes is not waited for.
 */
export function partsHydrated(): Promise<void> {
  const waiting = [...holds.values()];
  for (const { open } of waiting) open?.();
  const all = Promise.all(waiting.map(({ released }) => released)).then(() => {});
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, TIMING.partsHydratedWaitMs))]);
}

/** Committed with the part it stands beside in its Suspense boundary: the part has hydrated. */
function ReleaseOnCommit({ hold }: { hold: HydrationHold }) {
  useLayoutEffect(() => hold.release(), [hold]);
  return null;
}

/**
 * A Suspense boundary that, rendered over the server's markup, holds `partsHydrated` until what it wraps has
 * hydrated: a lazy part's code may arrive after the player has switched the language, a lane may wait for the player
 * to come to it. `open`, read once, is what makes a held-back part hydrate now.
 */
export function HeldSuspense({ fallback, open, children }: { fallback: ReactNode; open?: () => void; children: ReactNode }) {
  const [hold] = useState(() => (hydrationUnderway() ? holdHydration(open) : null));
  // A part removed before it hydrated is through as well: nothing waits for it.
  useEffect(() => () => hold?.release(), [hold]);
  return (
    <Suspense fallback={fallback}>
      {children}
      {hold && <ReleaseOnCommit hold={hold} />}
    </Suspense>
  );
}
