import { dequal } from "dequal";

/**
 * The value already shown when an answer only repeats it (issue #37, item 3): the same reference, so no atom that holds
 * it changes and no component that shows it renders again. A changed answer is taken whole.
 */
export function keepIfSame<T>(shown: T, answer: T): T {
  return dequal(shown, answer) ? shown : answer;
}
