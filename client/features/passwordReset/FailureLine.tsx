import { useTranslation } from "react-i18next";
import { usePlayerMessage } from "../../core/notices";
import type { Failure } from "./failure";
import styles from "./PasswordReset.module.css";

/** A step's failure, announced, with the retry that repeats what failed (DESIGN §4a). */
export function FailureLine({ failure, onRetry }: { failure: Failure | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  const say = usePlayerMessage();
  if (!failure) return null;
  return (
    <div className={styles.failure} role="alert">
      <span className={styles.failureText}>{say(failure.message)}</span>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t("passwordReset.retry")}
        </button>
      )}
    </div>
  );
}
