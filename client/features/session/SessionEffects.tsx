import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect } from "react";
import { memberInfo, playerRankProgress } from "../../../shared/contract";
import { call } from "../../lib/request";
import { memberInfoAtom, rankProgressAtom, tokenAtom } from "./atoms";
import { restoreSession } from "./sessionActions";
import { notifyTokenAppeared, notifyTokenCleared } from "./tokenListeners";

/**
 * SPEC §4 Token change. When a token appears: member info and rank progress are
 * loaded and token listeners (push, later) are told. When it is cleared: member
 * info, VIP label, benefit flag and rank are reset.
 */
export function SessionEffects() {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const setMember = useSetAtom(memberInfoAtom);
  const setProgress = useSetAtom(rankProgressAtom);

  useEffect(() => restoreSession(store), [store]);

  useEffect(() => {
    if (!token) {
      setMember(null);
      setProgress(null);
      notifyTokenCleared();
      return;
    }
    let current = true;
    notifyTokenAppeared(token);
    call(memberInfo)
      .then((info) => current && setMember(info))
      .catch(() => {});
    call(playerRankProgress, { alert: false })
      .then((progress) => current && setProgress(progress))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [token, setMember, setProgress]);

  return null;
}
