import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DomainRoute, systemDomainRoute } from "#shared/contract";
import { domainFailureAtom } from "../../core/domainFailure";
import { useCustomerService } from "../../core/support";
import { call } from "../../lib/request";
import { merchantAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { NoticeFrame } from "../../lib/ui/NoticeFrame";
import { candidateDomains, fastestDomain, originOf } from "../../core/platformReach";
import { requestHandoff, retryAddress } from "./handoffCall";
import { startSiteStatus } from "./siteStatus";

type Route = { status: "loading" } | { status: "error" } | { status: "ready"; value: DomainRoute };
type Retry = "idle" | "finding" | "moving" | "none";

/**
 * SPEC §2 domain-failure modal (docs/decisions/027): the server's message (fallback 'Error'), customer service when
 * the domain check lists any, and "retry once": the fastest other domain, reached with the session and attribution.
 */
function DomainFailureModal({ message }: { message?: string }) {
  const { t } = useTranslation();
  const merchant = useAtomValue(merchantAtom);
  const support = useCustomerService();
  const [route, setRoute] = useState<Route>({ status: "loading" });
  const [retry, setRetry] = useState<Retry>("idle");

  // SPEC §7: the domain and customer-service info is asked for when the modal opens.
  const fetchRoute = useCallback(() => {
    call(systemDomainRoute, { alert: false }).then(
      (value) => setRoute({ status: "ready", value }),
      () => setRoute({ status: "error" }),
    );
  }, []);
  useEffect(fetchRoute, [fetchRoute]);
  const reload = () => {
    setRoute({ status: "loading" });
    fetchRoute();
  };

  const retryOnce = async () => {
    if (route.status !== "ready" || !merchant) return;
    setRetry("finding");
    const winner = await fastestDomain(candidateDomains(route.value.domainList, window.location.hostname), merchant.code, window.location);
    if (!winner) return setRetry("none");
    setRetry("moving");
    const code = await requestHandoff(winner);
    window.location.assign(retryAddress(originOf(winner, window.location), window.location.search, code));
  };

  const status =
    route.status === "loading"
      ? t("domainFailure.checking")
      : route.status === "error"
        ? t("domainFailure.loadFailed")
        : retry === "none"
          ? t("domainFailure.noneAnswered")
          : retry === "moving"
            ? t("domainFailure.moving")
            : null;
  return (
    <NoticeFrame
      id="domain-failure"
      message={
        <>
          {message || t("errors.generic")}
          {status && <span role="status">{` ${status}`}</span>}
        </>
      }
    >
      {route.status === "error" ? (
        <Button type="button" onClick={reload}>
          {t("domainFailure.tryAgain")}
        </Button>
      ) : (
        <Button
          type="button"
          busy={route.status === "loading" || retry === "finding" || retry === "moving"}
          busyLabel={retry === "idle" ? t("domainFailure.checking") : t("domainFailure.finding")}
          onClick={() => void retryOnce()}
        >
          {t("domainFailure.retry")}
        </Button>
      )}
      {route.status === "ready" && route.value.customerService.length > 0 && (
        // The domain check's own entries: a blocked domain's page may never have had the site settings' ones.
        <Button type="button" variant="secondary" onClick={() => support.openList(route.value.customerService)}>
          {t("domainFailure.customerService")}
        </Button>
      )}
    </NoticeFrame>
  );
}

/**
 * The status call in the browser (./siteStatus.ts): once the page is live and again when it becomes visible; its
 * answer keeps the site settings, and domain_not_available opens the modal above.
 */
export default function DomainCheck() {
  const failure = useAtomValue(domainFailureAtom);
  const store = useStore();
  useEffect(() => startSiteStatus(store), [store]);
  return failure ? <DomainFailureModal message={failure.message} /> : null;
}
