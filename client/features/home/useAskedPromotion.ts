import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Activity } from "#shared/contract";
import { ENTRY_PROMOTION_PARAMETER } from "#shared/routes";
import { useNotices } from "../../core/notices";

/**
 * The promotion the address names (`?promotion=`, docs/decisions/050): a guest's "go to activity" in the
 * announcement popup leads here. Closing the sheet takes the parameter away; a promotion that is not in the list
 * (it has ended) is said once, and the parameter goes too.
 */
export function useAskedPromotion(list: Activity[] | null) {
  const [params, setParams] = useSearchParams();
  const { notice } = useNotices();
  // The sheet closes on the tap itself; the address catches up as a navigation, which a busy phone may take a while to render.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const id = params.get(ENTRY_PROMOTION_PARAMETER);
  // Once the address has let go of it, the same promotion may be asked for again.
  if (dismissed !== null && id !== dismissed) setDismissed(null);
  const found = id && list ? (list.find((entry) => entry.id === id) ?? null) : null;
  const activity = found && found.id !== dismissed ? found : null;
  const ended = Boolean(id && list && !found);
  useEffect(() => {
    if (!ended) return;
    notice({ key: "activity.notFound" });
    setParams(withoutPromotion, { replace: true });
  }, [ended, notice, setParams]);
  const dismiss = () => {
    setDismissed(id);
    setParams(withoutPromotion, { replace: true });
  };
  return { activity, dismiss };
}

function withoutPromotion(params: URLSearchParams): URLSearchParams {
  params.delete(ENTRY_PROMOTION_PARAMETER);
  return params;
}
