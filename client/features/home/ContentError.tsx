import { useTranslation } from "react-i18next";
import styles from "./ContentError.module.css";

/** A content block that could not load: what happened and a retry, in the box the content would fill. */
export function ContentError({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.error} ${className ?? ""}`} role="alert">
      <span>{message}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t("actions.retry")}
      </button>
    </div>
  );
}
