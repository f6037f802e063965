import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { tokenAtom } from "../session";
import { startWalletPolling } from "./walletActions";

/** Mounted once by the app: polls the member's money while a token exists (SPEC §4, §9). */
export function WalletEffects() {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  useEffect(() => (token ? startWalletPolling(store) : undefined), [token, store]);
  return null;
}
