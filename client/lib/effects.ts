/** A message for the player: an i18n key, or the server's own text. */
export type PlayerMessage = { key: string } | { text: string };

/**
 * What the request layer needs from the interface. The app wires these to its
 * notice dialog, toast and session features; lib code never imports features.
 */
export interface RequestEffects {
  /** The 'notice' alert with an OK button (SPEC §8, last line). */
  notice(message: PlayerMessage): void;
  toast(message: PlayerMessage, durationMs: number): void;
  /** Session loss (SPEC §4): log out and show the 'please log in' notice. */
  sessionLost(): void;
  /** The status call answered domain_not_available (SPEC §8, first row). */
  domainNotAvailable(message: string | undefined): void;
  hideLoading(): void;
  isLoading(): boolean;
}

const noEffects: RequestEffects = {
  notice: () => {},
  toast: () => {},
  sessionLost: () => {},
  domainNotAvailable: () => {},
  hideLoading: () => {},
  isLoading: () => false,
};

let current: RequestEffects = noEffects;

export function setRequestEffects(effects: RequestEffects): void {
  current = effects;
}

export function effects(): RequestEffects {
  return current;
}
