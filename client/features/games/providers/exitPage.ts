import { GAME_EXIT_SOURCE } from "#shared/contract";
import { isRecord, type ProviderAdapter } from "./types";

/** Our own exit page, which every launch gives as the game's lobby: any provider whose lobby button leads there. */
export const exitPageAdapter: ProviderAdapter = {
  provider: "exit page",
  read: (data) => (isRecord(data) && data.source === GAME_EXIT_SOURCE ? { kind: "exit" } : null),
};
