import { useSyncExternalStore } from "react";

/** A modal dialog or alert on the page, other than the one marked `data-own-dialog` by the asker. */
const OTHER_DIALOG = '[role="dialog"][aria-modal="true"]:not([data-own-dialog]), [role="alertdialog"]:not([data-own-dialog])';

function subscribe(changed: () => void): () => void {
  if (typeof MutationObserver === "undefined" || typeof document === "undefined") return () => {};
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["role", "aria-modal"] });
  return () => observer.disconnect();
}

function snapshot(): boolean {
  return document.querySelector(OTHER_DIALOG) !== null;
}

/**
 * Whether another feature's modal (an announcement popup, the notification prompt, a notice) is open, so an
 * optional prompt can wait behind it instead of stacking on top (SPEC §4: an open prompt blocks another). Read from
 * the page, because features do not reach into each other's state.
 */
export function useOtherDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
