import { atom, useSetAtom } from "jotai";
import { useEffect } from "react";

/**
 * SPEC §4 add-to-home prompt, "after a game starts … cancelled when the game ends": the code of the game whose
 * frame is on screen, or null. The games feature sets it; the add-to-home prompt counts from it.
 */
export const gamePlayingAtom = atom<string | null>(null);

/** Marks `code` as playing while the caller is mounted with it (null: no game on screen). */
export function useGamePlaying(code: string | null): void {
  const setPlaying = useSetAtom(gamePlayingAtom);
  useEffect(() => {
    if (code === null) return;
    setPlaying(code);
    return () => setPlaying(null);
  }, [code, setPlaying]);
}
