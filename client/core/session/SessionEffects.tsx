import { useStore } from "jotai";
import { useEffect } from "react";
import { memberInfoAtom, rankProgressAtom, tokenAtom } from "./atoms";
import { loadMember, restoreSession } from "./sessionActions";
import { notifyTokenAppeared, notifyTokenCleared } from "./tokenListeners";

/**
 * SPEC §4 Token change. When a token appears: member info and rank progress are
 * loaded and token listeners (push, later) are told. When it is cleared: member
 * info, VIP label, benefit flag and rank are reset.
 *
 * The token is followed in the store, not through a render: renders the store causes are transitions, which React may
 * hold back behind other work, and the member's load would start a render later than the page's own load of the same
 * calls, as a second request (and a second notice when it fails). Followed here, both start together and share one.
 */
export function SessionEffects() {
  const store = useStore();

  useEffect(() => {
    restoreSession(store);
    let followed: string | null | undefined;
    let stopLoad: (() => void) | undefined;
    const follow = () => {
      const token = store.get(tokenAtom);
      if (token === followed) return;
      followed = token;
      stopLoad?.();
      stopLoad = undefined;
      if (!token) {
        store.set(memberInfoAtom, null);
        store.set(rankProgressAtom, null);
        notifyTokenCleared();
        return;
      }
      notifyTokenAppeared(token);
      stopLoad = loadMember(store);
    };
    const unsubscribe = store.sub(tokenAtom, follow);
    follow();
    return () => {
      unsubscribe();
      stopLoad?.();
    };
  }, [store]);

  return null;
}
