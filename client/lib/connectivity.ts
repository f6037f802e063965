import { TIMING } from "#shared/constants";

/** When the browser last said the connection went or came back (its offline and online events). */
let lastChange = Number.NEGATIVE_INFINITY;

if (typeof window !== "undefined") {
  const changed = () => (lastChange = Date.now());
  window.addEventListener("offline", changed);
  window.addEventListener("online", changed);
}

/**
 * Whether a failure to fetch is the connection's: the phone is offline, or was a moment ago.
 *
 * A file whose request failed in a tunnel reaches the page's code a little later, after its module loader and a render
 * of React, and on a busy phone the connection can be back by then. Asked only "offline now?", the page took that
 * failure for a deploy that removed the file, and reloaded, losing what the player had typed (issue #33: seen once in
 * CI, then every time with the connection back before React rendered the failure). A deploy's missing file that
 * fails in this short window is not recovered from by itself; the next page load brings the new build.
 */
export function offlineLately(now = Date.now()): boolean {
  return globalThis.navigator?.onLine === false || now - lastChange < TIMING.connectionSettle;
}
