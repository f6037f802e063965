import { TIMING } from "../../../shared/constants";
import { afterPageSettles } from "../afterPageSettles";

/** The root's attribute that lets placeholders pulse (client/app/global.css, `--loading-motion-state`). */
export const SETTLED_ATTRIBUTE = "data-settled";

/**
 * Lets the placeholders pulse once the page has settled, and never before: while the page starts up, a pulsing
 * placeholder's frames compete for the cores its code needs, and the wait they would show is the start-up itself
 * (docs/decisions/047). A placeholder still waiting after that shows its motion, after its own delay. Returns the cancel.
 */
export function letPlaceholdersPulseOnceSettled(page: Window = window): () => void {
  return afterPageSettles(
    () => page.document.documentElement.setAttribute(SETTLED_ATTRIBUTE, ""),
    { quietMs: TIMING.pageSettledQuietMs, timeoutMs: TIMING.pageSettledTimeoutMs },
    page,
  );
}
