import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./NoticeDialog.module.css";

/** The 'notice' alert's frame (SPEC §8: title 'notice'), with the caller's buttons. */
export function NoticeFrame({ id, message, children }: { id: string; message: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
        <h2 id={`${id}-title`} className={styles.title}>{t("notice.title")}</h2>
        <p id={`${id}-message`} className={styles.message}>{message}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>
  );
}
