import type { createStore } from "jotai";
import { startTransition } from "react";

type Store = ReturnType<typeof createStore>;

/**
 * Makes every re-render the store causes a transition (issue #10). The store itself changes at once; React renders
 * the components that read it in slices between frames, and changes that land together render together. Without
 * this, each change rendered in one blocking pass: on the home page, the start-up effects and a dozen network
 * answers were a dozen long tasks on a slow phone. A tap's own updates (React state, events) still go first.
 */
export function withTransitionRenders(store: Store): Store {
  const subscribe = store.sub;
  // Jotai's hooks re-render from their subscription's listener: calling it inside a transition gives that
  // re-render a transition's priority. Replaced in place, as the store's identity is what Jotai keys its state by.
  store.sub = (atom, listener) => subscribe(atom, () => startTransition(listener));
  return store;
}
