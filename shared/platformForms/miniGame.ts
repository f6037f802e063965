import type { MiniGameApi } from "../miniGame.ts";
import type { MiniGameInterfaceName } from "./forms.ts";

/** "mc-mini-game" (ours, docs/decisions/020): the script sets `window.MCMiniGame`, whose `mount` the app calls. */
export const MC_MINI_GAME_GLOBAL = "MCMiniGame";

const READERS: Record<MiniGameInterfaceName, (scope: Record<string, unknown>) => MiniGameApi | null> = {
  "mc-mini-game": (scope) => {
    const api = scope[MC_MINI_GAME_GLOBAL] as Partial<MiniGameApi> | undefined;
    return typeof api?.mount === "function" ? (api as MiniGameApi) : null;
  },
};

/**
 * SPEC §7 minigame.js put its interface on the page: the app's way to drive it in the merchant's platform form
 * (docs/decisions/062), or null when the script gave none (a script of another form, or none at all).
 */
export function miniGameApi(scope: object, form: MiniGameInterfaceName): MiniGameApi | null {
  return READERS[form](scope as Record<string, unknown>);
}
