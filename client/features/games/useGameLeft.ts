import { useStore } from "jotai";
import { useCallback } from "react";
import { refreshBalance } from "../../core/wallet";

/** Issue #11: the header balance follows what was won or lost, as soon as the player leaves a game. */
export function useGameLeft(): () => void {
  const store = useStore();
  return useCallback(() => void refreshBalance(store), [store]);
}
