import { TIMING } from "#shared/constants";
import { afterPageSettles } from "./afterPageSettles";

/**
 * The root's attribute that says the page has settled: the one signal for everything that waits for it. Each
 * placeholder's pulse is paused until a rule under `:root[data-settled]` names it (docs/decisions/047, 070): the
 * browser then restyles only those, where an inherited property changed on the root restyled the whole page. The
 * marquee starts on it (`whenPageSettled`, docs/decisions/045).
 */
export const SETTLED_ATTRIBUTE = "data-settled";

const settled = (page: Window) => page.document.documentElement.hasAttribute(SETTLED_ATTRIBUTE);

/**
 * Watches the page's start-up once, for the whole page (client/main.tsx), and marks the root when it has settled: while
 * the page starts up, motion's frames compete for the cores its code needs, and a placeholder's wait is the start-up
 * itself. Returns the cancel.
 */
export function markRootOnceSettled(page: Window = window): () => void {
  return afterPageSettles(
    () => page.document.documentElement.setAttribute(SETTLED_ATTRIBUTE, ""),
    { quietMs: TIMING.pageSettledQuietMs, timeoutMs: TIMING.pageSettledTimeoutMs },
    page,
  );
}

/**
 * Runs `task` once the root is marked settled: at once if it already is, else when the mark arrives. It reads the
 * root's signal instead of watching the page again, so a page runs one watch (its observer and timers) however many
 * parts wait. Returns the cancel.
 */
export function whenPageSettled(task: () => void, page: Window = window): () => void {
  if (settled(page)) {
    task();
    return () => {};
  }
  const root = page.document.documentElement;
  const watcher = new MutationObserver(() => {
    if (!settled(page)) return;
    watcher.disconnect();
    task();
  });
  watcher.observe(root, { attributes: true, attributeFilter: [SETTLED_ATTRIBUTE] });
  return () => watcher.disconnect();
}
