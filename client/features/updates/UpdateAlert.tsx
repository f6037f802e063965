import { useTranslation } from "react-i18next";
import styles from "../../lib/ui/NoticeFrame.module.css";
import { NoticeFrame } from "../../lib/ui/NoticeFrame";

/** SPEC §4: 'Found new version, click refresh', with the one button Refresh: the page must not stay on the old version. */
export function UpdateAlert({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeFrame id="update-alert" message={t("updates.found")}>
      <button type="button" className={styles.button} onClick={onRefresh}>
        {t("updates.refresh")}
      </button>
    </NoticeFrame>
  );
}
