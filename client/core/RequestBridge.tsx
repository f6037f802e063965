import { useStore } from "jotai";
import { useEffect } from "react";
import { loadingCountAtom, newId, noticeQueueAtom, toastAtom } from "../features/notice";
import { loseSession } from "../features/session";
import { setRequestEffects } from "../lib/request";

/** Connects the request layer (lib) to the notice, toast, loading and session features. */
export function RequestEffectsBridge() {
  const store = useStore();
  useEffect(() => {
    setRequestEffects({
      notice: (message) => store.set(noticeQueueAtom, (queue) => [...queue, { id: newId(), message }]),
      toast: (message, durationMs) => store.set(toastAtom, { id: newId(), message, durationMs }),
      sessionLost: () => loseSession(store),
      // The domain-failure modal belongs to a later issue; until then the player still learns why.
      domainNotAvailable: (text) => store.set(noticeQueueAtom, (queue) => [...queue, { id: newId(), message: text ? { text } : { key: "errors.generic" } }]),
      hideLoading: () => store.set(loadingCountAtom, 0),
      isLoading: () => store.get(loadingCountAtom) > 0,
    });
  }, [store]);
  return null;
}
