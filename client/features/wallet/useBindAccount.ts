import { useStore } from "jotai";
import { TIMING } from "#shared/constants";
import type { BoundAccount, ClientRequest, Endpoint } from "#shared/contract";
import type { None } from "#shared/contract/endpoint";
import { refreshTransactionCounts } from "../../core/wallet";
import { useNotices } from "../../core/notices";
import { useScreenAction } from "../../core/screen/ScreenState";
import type { CheckedForm } from "../../lib/ui/useCheckedForm";
import { refusedField, useMoneyPost } from "./moneyPost";

/**
 * Binding a bank card or a Pix key once its form is right: sent once, the new account listed at once, the
 * form emptied and the counts asked again. A field the platform refused shows on that field; anything else
 * is a notice.
 */
export function useBindAccount<B extends ClientRequest, F extends string, P extends Partial<Record<F, unknown>>>(
  endpoint: Endpoint<None, B, BoundAccount>,
  form: CheckedForm<F, P>,
  { boundToast, onBound }: { boundToast: string; onBound: (account: BoundAccount) => void },
) {
  const store = useStore();
  const notices = useNotices();
  const action = useScreenAction();
  const send = useMoneyPost(endpoint);
  const bind = (request: Omit<B, "requestId">) =>
    void action.run("bind", async () => {
      try {
        onBound(await send(request));
        form.reset();
        notices.toast({ key: boundToast }, TIMING.accountBoundToast);
        void refreshTransactionCounts(store);
      } catch (error) {
        const refused = refusedField(error, form.fields);
        if (refused) form.show(refused as P);
        else notices.error(error);
      }
    });
  return { bind, busy: action.busy !== null };
}
