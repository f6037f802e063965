import type { ReactNode } from "react";
import { Screen } from "../../core/screen/Screen";
import styles from "./Wallet.module.css";

/** A money screen: a Screen no wider than a money form. */
export function WalletScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Screen title={title} className={styles.screen}>
      {children}
    </Screen>
  );
}
