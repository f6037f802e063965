import { useTranslation } from "react-i18next";
import type { BoundAccount } from "#shared/contract";
import { EmptyState } from "../../core/screen/ScreenState";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./Wallet.module.css";

/** The accounts a player has bound, as the platform masked them. */
export function AccountList({ accounts, empty }: { accounts: BoundAccount[]; empty: string }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={`${ui.plainList} ${styles.list}`}>
      {accounts.map((account) => (
        <li key={account.id} className={styles.account}>
          <span className={styles.badge}>{t(`wallet.accountKind.${account.kind}`)}</span>
          <AccountText account={account} />
        </li>
      ))}
    </ul>
  );
}

/** Provider, masked number or key (always left to right), and the holder. */
export function AccountText({ account }: { account: BoundAccount }) {
  const { t } = useTranslation();
  const provider = account.keyType ? `${account.provider} · ${t(`wallet.pix.type.${account.keyType}`)}` : account.provider;
  return (
    <span className={styles.optionText}>
      <span className={styles.optionName}>
        {provider} <span className={styles.masked}>{account.masked}</span>
      </span>
      <span className={styles.optionDetail}>{account.holderName}</span>
    </span>
  );
}
