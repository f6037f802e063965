import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { tokenAtom } from "../../core/session";
import { balanceAtom, idle, refreshBalance } from "../../core/wallet";
import { edgeSignedInAtom } from "../../core/startup/atoms";
import { Spinner } from "../../lib/ui/Spinner";
import { useHydrating } from "../../lib/useHydrated";
import { VisuallyHidden } from "../../lib/ui/VisuallyHidden";
import { useMoney } from "./useMoney";
import styles from "./HeaderBalance.module.css";

/**
 * The member's balance in the header, in the merchant's currency, and a deposit button (members only). A tap
 * asks again; a failure shows Retry in place. Where the edge saw the signed-in hint, the server and the
 * hydrating render already hold its place, so the header does not jump when the session is read.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const store = useStore();
  const { search } = useLocation();
  const token = useAtomValue(tokenAtom);
  const edgeSignedIn = useAtomValue(edgeSignedInAtom);
  // Its code comes after the page's, so it may hydrate after the balance has arrived: it hydrates as the server
  // rendered it (the server never has the balance), then shows it.
  const hydrating = useHydrating();
  const stored = useAtomValue(balanceAtom);
  const balance = hydrating ? idle : stored;
  const { format } = useMoney(balance.value?.currency ?? "BRL");
  if (!token && (!hydrating || !edgeSignedIn)) return null;

  const refreshing = balance.status === "loading";
  const refresh = () => void refreshBalance(store);
  let content;
  if (balance.value) {
    const amount = format(balance.value.balance);
    content = (
      <button
        type="button"
        className={styles.amount}
        onClick={refresh}
        aria-busy={refreshing || undefined}
        aria-label={t("wallet.header.balance", { amount })}
        data-testid="header-balance"
      >
        {refreshing ? <Spinner size={14} /> : balance.status === "error" && <span className={styles.warning} aria-hidden="true" />}
        <span className={styles.value}>{amount}</span>
      </button>
    );
  } else if (balance.status === "error") {
    content = (
      <button type="button" className={styles.retry} onClick={refresh} data-testid="header-balance-retry">
        {t("wallet.header.retry")}
      </button>
    );
  } else {
    content = (
      <span className={styles.skeleton} aria-busy="true" role="status">
        <VisuallyHidden>{t("wallet.header.loading")}</VisuallyHidden>
      </span>
    );
  }

  return (
    <div className={styles.balance} data-header-balance="">
      {content}
      <Link className={styles.deposit} to={withKeptQuery(ROUTES.voucherCenter, search)} aria-label={t("wallet.header.deposit")}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </Link>
    </div>
  );
}
