import { startTransition } from "react";

/**
 * Puts what a network answer brought into the store as a transition: React renders the screens it changes in
 * slices between frames, not in one task per answer (issue #10: a home page's dozen answers were a dozen long
 * tasks on a slow phone), and answers that land together render together. The store changes at once; only the
 * re-render waits, and a tap's update still goes first.
 */
export function applyAnswer(update: () => void): void {
  startTransition(update);
}
