import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import styles from "./Wallet.module.css";

/** A money screen: its title, which is the document's too, over what the screen shows. */
export function WalletScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
