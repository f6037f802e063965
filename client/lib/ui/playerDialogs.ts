import { useSyncExternalStore } from "react";

/**
 * Marks the dialog of an overlay that takes turns (client/core/overlays): any other modal on the page is one the
 * player opened (a promotion's sheet, the login dialog) or an answer to what they did (a notice).
 */
export const OVERLAY_TURN_MARK = { "data-overlay-turn": "" } as const;

/**
 * The attributes of an overlay's own dialog: a labelled modal, focusable, and marked as taking turns. One place, so an
 * overlay cannot be written without the mark that keeps it from counting as the player's dialog.
 */
export function overlayDialogProps(labelledBy: string, describedBy?: string) {
  return {
    role: "dialog",
    "aria-modal": true,
    ...OVERLAY_TURN_MARK,
    "aria-labelledby": labelledBy,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    tabIndex: -1,
  } as const;
}

/**
 * Every dialog counts, modal or not: a platform's widget draws its own (the mini-game's panel is a plain
 * `role="dialog"` the script appends when the player taps the bubble), and it is as much the player's as our sheets.
 */
const DIALOG = ['[role="dialog"]', '[role="alertdialog"]'];
const ANY_DIALOG = DIALOG.join(", ");
const PLAYER_DIALOG = DIALOG.map((selector) => `${selector}:not([data-overlay-turn])`).join(", ");

/** A dialog of the player's own is open (see OVERLAY_TURN_MARK). */
export function playerDialogOpen(doc: Document = document): boolean {
  return doc.querySelector(PLAYER_DIALOG) !== null;
}

/** Any dialog is open, an overlay's included. */
export function anyDialogOpen(doc: Document = document): boolean {
  return doc.querySelector(ANY_DIALOG) !== null;
}

/** Calls `changed` whenever a dialog may have opened or closed. */
export function watchDialogs(changed: () => void, doc: Document = document): () => void {
  if (typeof MutationObserver === "undefined" || !doc.body) return () => {};
  const observer = new MutationObserver(changed);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["role", "aria-modal"] });
  return () => observer.disconnect();
}

/**
 * Whether a dialog other than the overlays' is open, so an overlay already on screen can wait behind it instead of
 * stacking on top (SPEC §4: an open prompt blocks another). Read from the page, because features do not reach into
 * each other's state.
 */
export function usePlayerDialogOpen(): boolean {
  return useSyncExternalStore(
    (changed) => watchDialogs(changed),
    () => playerDialogOpen(),
    () => false,
  );
}
