import { useStore } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ROUTES } from "#shared/routes";
import { pushNotice } from "../../core/notices";
import { handoffOfferAtom, startSession } from "../../core/session";
import { useAtom } from "../../lib/atomHooks";
import { useAppNavigate } from "../../lib/navigation";
import { readSessionInfo } from "../../lib/session";
import { Button } from "../../lib/ui/Button";
import { NoticeFrame } from "../../lib/ui/NoticeFrame";

/**
 * The account a cross-domain hand-off offers (docs/decisions/053). A link can carry someone else's account, so the
 * landing never signs anyone in by itself: with no session it asks "Continue as <name>?"; a tab already signed in as
 * another player stays as it is, and the player is told so.
 */
export default function HandoffOfferDialog() {
  const { t } = useTranslation();
  const store = useStore();
  const navigate = useAppNavigate(useNavigate());
  const [offer, setOffer] = useAtom(handoffOfferAtom);
  // Read when the offer is met, not rendered from: the tab's own session is the one that counts.
  const current = offer ? readSessionInfo() : null;

  useEffect(() => {
    if (!offer || !current) return;
    setOffer(null);
    if (current.token !== offer.token) {
      pushNotice(store, { key: "handoff.keptCurrent", values: { current: current.userName || "—", name: offer.userName } });
    }
  }, [offer, current, setOffer, store]);

  if (!offer || current) return null;
  const accept = () => {
    setOffer(null);
    startSession(store, { token: offer.token, id: offer.id, userName: offer.userName, type: offer.type, merchantCode: offer.merchantCode });
  };
  const decline = () => {
    setOffer(null);
    navigate(ROUTES.login, { replace: true });
  };
  return (
    <NoticeFrame id="handoff" title={t("handoff.title", { name: offer.userName })} message={t("handoff.body", { name: offer.userName })} onEscape={decline}>
      <Button type="button" onClick={accept}>
        {t("handoff.continue", { name: offer.userName })}
      </Button>
      <Button type="button" variant="secondary" onClick={decline}>
        {t("handoff.useAnother")}
      </Button>
    </NoticeFrame>
  );
}
