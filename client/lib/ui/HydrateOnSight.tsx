import { memo, type ReactElement, type ReactNode, use, useEffect, useRef, useState } from "react";
import { TIMING } from "#shared/constants";
import { HeldSuspense } from "../hydrationHolds";
import { hydrationUnderway, useHydrating } from "../useHydrated";
import styles from "./HydrateOnSight.module.css";

/**
 * What holds a part's hydration back: open once the part comes near the screen, the player reaches for it, or
 * something above it changes (issue #37, item 3; docs/decisions/067).
 */
interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

const closedGates = new Set<Gate>();

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((done) => (resolve = done)),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      closedGates.delete(gate);
      resolve();
    },
  };
  closedGates.add(gate);
  return gate;
}

/**
 * Opens every part still waiting. A part that has not hydrated cannot take an update: React would render it again
 * on the client, or hold a transition back until the part hydrates. So what changes the page's contexts (the router's
 * state, the language) calls this first (client/main.tsx). What changes state React does not hold waits for the
 * parts to have hydrated instead (`partsHydrated`).
 */
export function hydrateWaitingParts(): void {
  for (const gate of [...closedGates]) gate.open();
}

/**
 * What the player does to a part: it hydrates first, and React then hands the event to it. Heard on the window,
 * before React: React's own listener, on the app's root, stops an event it cannot yet deliver. A click comes alone
 * from a screen reader, or from a tap the page held while its code arrived (lib/earlyTaps.ts).
 */
const REACHING = ["pointerdown", "touchstart", "mousedown", "focusin", "keydown", "click"] as const;

const waitingParts = new Map<Element, Gate>();

function reach(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, gate] of waitingParts) if (element.contains(target)) gate.open();
}

/** Listens for the player's reach while a part waits: one listener per kind of event, however many parts wait. */
function waitForReach(element: Element, gate: Gate): () => void {
  if (waitingParts.size === 0) for (const type of REACHING) window.addEventListener(type, reach, { capture: true, passive: true });
  waitingParts.set(element, gate);
  return () => {
    waitingParts.delete(element);
    if (waitingParts.size === 0) for (const type of REACHING) window.removeEventListener(type, reach, { capture: true });
  };
}

/**
 * A part below the first screen that hydrates when it comes near the screen, or when the player reaches for it,
 * instead of with the rest of the page: the first screen's touchable parts are ready sooner, and a part the player
 * never scrolls to costs nothing. Rendered on the client after hydration (another screen), it renders at once.
 *
 * `children` is one element whose props are kept equal between renders (memoised callbacks, stable data): new props
 * hydrate the part at once, as an update would reach a part React has not hydrated. `withPage` hydrates it with the
 * rest of the page: for a visit that asks for the part at once (an address that opens its sheet).
 */
export const HydrateOnSight = memo(
  function HydrateOnSight({ children, withPage = false }: { children: ReactElement; withPage?: boolean }) {
    const [gate] = useState(() => (hydrationUnderway() && !withPage ? createGate() : null));
    const part = useRef<HTMLDivElement>(null);
    const [firstChildren] = useState(children);
    // Rendered again, the part has new props on their way in (see the comparison below): hydrate it rather than
    // hold them. Opening is idempotent, so a repeated render changes nothing.
    if (children !== firstChildren || withPage) gate?.open();

    useEffect(() => {
      const element = part.current;
      if (!gate || gate.opened || !element) return;
      const open = () => gate.open();
      const stopWaiting = waitForReach(element, gate);
      const watcher =
        typeof IntersectionObserver === "undefined"
          ? null
          : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
              rootMargin: `${TIMING.lazyImageThreshold}px`,
            });
      for (const child of element.children) watcher?.observe(child);
      if (!watcher) open();
      return () => {
        stopWaiting();
        watcher?.disconnect();
      };
    }, [gate]);

    return (
      <div ref={part} className={styles.part}>
        {/* A language switch opens the gate and waits for the part to hydrate (../hydrationHolds.tsx). */}
        <HeldSuspense fallback={null} open={gate?.open}>
          <WaitForGate gate={gate}>{children}</WaitForGate>
        </HeldSuspense>
      </div>
    );
  },
  (before, after) => before.withPage === after.withPage && sameElement(before.children, after.children),
);

function sameElement(a: ReactElement, b: ReactElement): boolean {
  if (a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}

/** Read at once by `use` (React's own marks for a settled promise): the part always calls `use`, waiting or not. */
const READY = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

function WaitForGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // True only while React hydrates this part over the server's markup. A part React renders afresh on the client
  // (its markup did not match) renders at once: it never waits with nothing on the screen.
  const hydrating = useHydrating();
  use(hydrating && gate && !gate.opened ? gate.promise : READY);
  return children;
}
