import { useStore } from "jotai";
import { useEffect } from "react";
import { setUiEffects } from "../lib/effects";
import { pushNotice, showToast } from "./notices";
import { loadingCountAtom } from "./notices/queue";
import { loseSession } from "./session";
import { domainFailureAtom } from "./domainFailure";
import { startPlatformFailover } from "./platformReach";

/**
 * Connects lib (the request layer, the captcha) to the notices, toast, loading indicator and session, and to the
 * merchant's other domains (./platformReach).
 */
export function RequestBridge() {
  const store = useStore();
  useEffect(() => {
    setUiEffects({
      notice: (message) => pushNotice(store, message),
      toast: (message, durationMs) => showToast(store, message, durationMs),
      sessionLost: () => loseSession(store),
      // SPEC §8: the dedicated domain-failure handler (docs/decisions/027).
      domainNotAvailable: (text) => store.set(domainFailureAtom, text ? { message: text } : {}),
      hideLoading: () => store.set(loadingCountAtom, 0),
      isLoading: () => store.get(loadingCountAtom) > 0,
    });
  }, [store]);
  // From the first call on, one that finds the platform out of reach moves the page's calls to the fastest other domain.
  useEffect(() => startPlatformFailover(store), [store]);
  return null;
}
