import { TIMING } from "#shared/constants";

/**
 * SPEC §9 "chat hooks at 0.5, 1 and 3 s" (docs/decisions/019): after a chat opens, `run` is called at each of these
 * times. A widget's script may still be starting at 0.5 s, so what it was not ready for is done again later.
 * Returns a function that cancels the hooks still to come.
 */
export function scheduleChatHooks(run: () => void, delays: readonly number[] = TIMING.chatHooks): () => void {
  const timers = delays.map((delay) => setTimeout(run, delay));
  return () => timers.forEach(clearTimeout);
}
