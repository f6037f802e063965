import { useStore } from "jotai";
import { useEffect } from "react";
import { useAtomValue } from "../../lib/atomHooks";
import { overlayAsksAtom, overlayShowingAtom, overlaysShownAtom, overlayTurnAtom, overlayTurnsRuledAtom } from "./atoms";
import type { OverlayName } from "./overlayTurns";

/**
 * Asks for a turn while `wanted`, and says whether it is this overlay's (issue #35; docs/decisions/054). The overlay
 * renders only then, and keeps the turn until it stops wanting it (closed). An optional one counts against the visit's
 * budget when it first shows.
 */
export function useOverlayTurn(name: OverlayName, wanted: boolean, { forced = false, inGame = false }: { forced?: boolean; inGame?: boolean } = {}): boolean {
  const store = useStore();
  const ruled = useAtomValue(overlayTurnsRuledAtom);
  const turn = useAtomValue(overlayTurnAtom);

  useEffect(() => {
    if (!wanted) return;
    store.set(overlayAsksAtom, (asks) => new Map(asks).set(name, { forced, inGame }));
    return () => {
      store.set(overlayAsksAtom, (asks) => {
        const next = new Map(asks);
        next.delete(name);
        return next;
      });
      if (store.get(overlayShowingAtom) === name) store.set(overlayShowingAtom, null);
    };
  }, [store, name, wanted, forced, inGame]);

  const granted = wanted && (!ruled || turn === name);
  useEffect(() => {
    if (!granted || store.get(overlayShowingAtom) === name) return;
    store.set(overlayShowingAtom, name);
    if (!forced) store.set(overlaysShownAtom, store.get(overlaysShownAtom) + 1);
  }, [store, name, granted, forced]);
  return granted;
}
