/** A message for the player: an i18n key (with values), or the server's own text with its error code. */
export type PlayerMessage = { key: string; values?: Record<string, string> } | { text: string; code?: string };

/**
 * What lib code needs from the interface: the request layer's §8 outcomes and a captcha's
 * notices. The core wires these to its notices and session; lib never imports core or features.
 */
export interface UiEffects {
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

const noEffects: UiEffects = {
  notice: () => {},
  toast: () => {},
  sessionLost: () => {},
  domainNotAvailable: () => {},
  hideLoading: () => {},
  isLoading: () => false,
};

let current: UiEffects = noEffects;

export function setUiEffects(effects: UiEffects): void {
  current = effects;
}

export function uiEffects(): UiEffects {
  return current;
}
