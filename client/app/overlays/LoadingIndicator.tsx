import { useAtomValue } from "../../lib/atomHooks";
import { useTranslation } from "react-i18next";
import { loadingCountAtom } from "../../core/notices/queue";
import { Spinner } from "../../lib/ui/Spinner";
import styles from "./LoadingIndicator.module.css";

/** The page-level loading indicator that slow calls show and errors hide (SPEC §8). */
export function LoadingIndicator() {
  const count = useAtomValue(loadingCountAtom);
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spinner size={36} />
      <span className={styles.label}>{t("app.loading")}</span>
    </div>
  );
}
