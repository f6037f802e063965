import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect } from "react";
import { memberInfoAtom, rankProgressAtom, tokenAtom } from "./atoms";
import { loadMember, restoreSession } from "./sessionActions";
import { notifyTokenAppeared, notifyTokenCleared } from "./tokenListeners";

/**
 * SPEC §4 Token change. When a token appears: member info and rank progress are
 * loaded and token listeners (push, later) are told. When it is cleared: member
 * info, VIP label, benefit flag and rank are reset.
 */
export function SessionEffects() {
  const store = useStore();
  const token = useAtomValue(tokenAtom);

  useEffect(() => restoreSession(store), [store]);

  useEffect(() => {
    if (!token) {
      store.set(memberInfoAtom, null);
      store.set(rankProgressAtom, null);
      notifyTokenCleared();
      return;
    }
    // Store changes render as transitions: a session lost since this render must not be loaded (without a token).
    if (store.get(tokenAtom) !== token) return;
    notifyTokenAppeared(token);
    return loadMember(store);
  }, [token, store]);

  return null;
}
