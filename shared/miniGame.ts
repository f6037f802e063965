/**
 * SPEC §7 minigame.js and §5 "mini-game is enabled only if LOTTMINIGAME3 or SEALOTTMINIGAME3 is on": the script
 * is v1 when LOTTMINIGAME3 is on, s1 otherwise. The sandbox serves both (worker/sandbox/miniGame).
 */
export const MINI_GAME_SCRIPTS = { v1: "/mini-game/v1/minigame.js", s1: "/mini-game/s1/minigame.js" } as const;

export type MiniGameVariant = keyof typeof MINI_GAME_SCRIPTS;

export function miniGameVariant(whitelabel: Readonly<Record<string, boolean>> | undefined): MiniGameVariant | null {
  if (whitelabel?.LOTTMINIGAME3) return "v1";
  if (whitelabel?.SEALOTTMINIGAME3) return "s1";
  return null;
}

export interface MiniGameOptions {
  /** The player's texts, from the app's strings: the script itself says nothing in any language. */
  labels: { title: string; nextDraw: string; lastResults: string; play: string; close: string };
  /** The app's launch page; the script adds its own lottery's code (SPEC §2 /m/launchGame). */
  launchPath: string;
}

/** What the app drives, whatever the script's own form (./platformForms/miniGame.ts reads it from the page). */
export interface MiniGameApi {
  /** Draws the bubble's face into `face`, and returns how to open the panel and how to take it all down. */
  mount(face: HTMLElement, options: MiniGameOptions): { open(): void; destroy(): void };
}
