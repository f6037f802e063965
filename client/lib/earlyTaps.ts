import { EARLY_TAPS, TIMING } from "#shared/constants";
import { yieldToMain } from "./whenIdle";

/** Whether a tap made at `at` is still worth acting on at `now`: the player has not yet given up on it. */
export function isRecentTap(at: number, now: number): boolean {
  return now - at <= TIMING.earlyTapReplayWindow;
}

interface EarlyInput {
  tap: { el: Element; at: number } | null;
  /** Named fields' values as the player left them, by field name. */
  typed: [string, string][];
}

/**
 * Ends the page's early-tap capture (worker/render/earlyTaps.ts) now that React handles the page: what the player
 * typed into named fields is given to the app's state, through an input event; then the last tap is replayed: the
 * button clicked, or a form submitted the way the player submitted it. The tap is dropped if its element has left
 * the page or it is older than TIMING.earlyTapReplayWindow. Call once the hydrated page has committed.
 */
export async function replayEarlyTap(scope: typeof globalThis = globalThis, now = Date.now()): Promise<void> {
  const take = (scope as unknown as Record<string, unknown>)[EARLY_TAPS];
  if (typeof take !== "function") return;
  delete (scope as unknown as Record<string, unknown>)[EARLY_TAPS];
  const { tap, typed } = (take as () => EarlyInput)();
  const root = scope.document.getElementById("root");
  for (const [name, value] of typed) restoreField(root, name, value);
  // The tap comes in a task of its own. The typed values render first: a submit replayed in the same task would still
  // see the state before them. And React, which calls this from an effect, cannot hydrate there the part the tap
  // reached if that part waits for sight (lib/ui/HydrateOnSight.tsx): it would drop the click.
  await yieldToMain(scope);
  if (!tap || !tap.el.isConnected || !isRecentTap(tap.at, now)) return;
  if (tap.el instanceof HTMLFormElement) tap.el.requestSubmit();
  else if (tap.el instanceof HTMLElement) tap.el.click();
}

function restoreField(root: HTMLElement | null, name: string, value: string): void {
  const field = Array.from(root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea") ?? []).find((element) => element.name === name);
  if (!field || !value) return;
  // Hydration keeps what was typed in the field, but the app's state still holds the server's empty value, and
  // React's value tracker took the typed text for the field's own. Emptied through the element's setter (the tracker
  // follows), then set through the prototype's (it does not), the field reads as changed, and the input event
  // brings the state in line.
  field.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
