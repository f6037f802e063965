import { type BoundAccount, withdrawAccountInfo } from "#shared/contract";
import { call } from "../../lib/request";
import { useScreenLoad } from "../../core/screen/ScreenState";

/** The withdrawal accounts and limits (withdraw, bind a card, bind a Pix key); a newly bound account joins them without asking again. */
export function useAccountInfo() {
  const load = useScreenLoad(() => call(withdrawAccountInfo, { alert: false }));
  const addAccount = (account: BoundAccount) => load.update((current) => ({ ...current, accounts: [...current.accounts, account] }));
  return { load, addAccount };
}
