import { useStore } from "jotai";
import { useEffect } from "react";
import { setUiEffects } from "../lib/effects";
import { pushNotice, showToast } from "./notices";
import { loadingCountAtom } from "./notices/queue";
import { loseSession } from "./session";

/** Connects lib (the request layer, the captcha) to the notices, toast, loading indicator and session. */
export function RequestBridge() {
  const store = useStore();
  useEffect(() => {
    setUiEffects({
      notice: (message) => pushNotice(store, message),
      toast: (message, durationMs) => showToast(store, message, durationMs),
      sessionLost: () => loseSession(store),
      // The domain-failure modal belongs to a later issue; until then the player still learns why.
      domainNotAvailable: (text) => pushNotice(store, text ? { text, code: "domain_not_available" } : { key: "errors.generic" }),
      hideLoading: () => store.set(loadingCountAtom, 0),
      isLoading: () => store.get(loadingCountAtom) > 0,
    });
  }, [store]);
  return null;
}
