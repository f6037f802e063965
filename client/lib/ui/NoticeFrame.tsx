import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import styles from "./NoticeFrame.module.css";
import { useDialogFocus } from "./useDialogFocus";

/**
 * The 'notice' alert's frame (SPEC §8: title 'notice'), with the caller's buttons. Focus moves
 * to its first button and stays inside; Escape does what `onEscape` says (nothing when absent).
 */
export function NoticeFrame({ id, message, onEscape, children }: { id: string; message: ReactNode; onEscape?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  useDialogFocus(frame, onEscape);
  return (
    <div className={styles.backdrop}>
      <div
        ref={frame}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t("notice.title")}
        </h2>
        <p id={`${id}-message`} className={styles.message}>
          {message}
        </p>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>
  );
}
