/**
 * The game frame's rules (SPEC §2 third-party game frame; PITFALLS "Games and frames"; docs/decisions/017).
 *
 * `sandbox`: scripts, forms and the game's own origin (its storage; never ours, since a game is never on
 * our origin); popups for a provider's cashier or rules, leaving the sandbox so they work; top navigation
 * only from a tap, for games whose exit button leaves the frame. No `allow-modals`, no downloads.
 */
const SANDBOX = ["allow-scripts", "allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-top-navigation-by-user-activation"];

export function frameSandbox(gameOrigin: string, ownOrigin: string): string {
  // A document on our own origin with scripts and allow-same-origin could lift its own sandbox.
  return (gameOrigin === ownOrigin ? SANDBOX : [...SANDBOX, "allow-same-origin"]).join(" ");
}

/** Features a game may use: sound without a tap, and fullscreen from inside. Nothing else (camera, payment…). */
export const FRAME_ALLOW = "autoplay; fullscreen";

/** Element fullscreen where the browser has it; the iPhone does not, so the frame fills the viewport instead. */
export function fullscreenKind(doc: Pick<Document, "fullscreenEnabled"> & { documentElement: { requestFullscreen?: unknown } }): "native" | "fill" {
  return doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === "function" ? "native" : "fill";
}

/** A landscape game on a portrait screen asks the player to turn the phone (there is no orientation lock on iPhone). */
export function needsRotation(orientation: "landscape" | "portrait", viewport: { width: number; height: number }): boolean {
  return orientation === "landscape" && viewport.height > viewport.width;
}

export function isLandscape(viewport: { width: number; height: number }): boolean {
  return viewport.width > viewport.height;
}
