import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { balanceAtom, refreshBalance, transactionCountsAtom } from "../../core/wallet";
import { Button } from "../../lib/ui/Button";
import { useMoney } from "./useMoney";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./Wallet.module.css";

/** The balance at the top of the money screens, with the success counts that SPEC §4's polling keeps current. */
export function BalanceCard() {
  const { t } = useTranslation();
  const store = useStore();
  const balance = useAtomValue(balanceAtom);
  const counts = useAtomValue(transactionCountsAtom).value;
  const { format } = useMoney(balance.value?.currency ?? "BRL");
  return (
    <div className={`${ui.highlight} ${styles.summary}`} aria-busy={balance.status === "loading" || undefined}>
      <div className={styles.summaryRow}>
        <span>{t("wallet.balance")}</span>
        {balance.value ? (
          <strong data-testid="wallet-balance">{format(balance.value.balance)}</strong>
        ) : balance.status === "error" ? (
          <Button type="button" variant="text" onClick={() => void refreshBalance(store)}>
            {t("wallet.balanceRetry")}
          </Button>
        ) : (
          <strong aria-hidden="true">…</strong>
        )}
      </div>
      {counts ? (
        <p className={styles.counts} data-testid="wallet-counts">
          {t("wallet.counts", { deposits: String(counts.totalDepositSuccessCount), withdrawals: String(counts.totalWithdrawSuccessCount) })}
        </p>
      ) : (
        // The same line, unseen, until the counts arrive: the form below never moves under a finger about to tap it.
        <p className={`${styles.counts} ${styles.pending}`} aria-hidden="true">
          {t("wallet.counts", { deposits: "0", withdrawals: "0" })}
        </p>
      )}
    </div>
  );
}
