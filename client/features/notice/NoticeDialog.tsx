import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppNavigate } from "../../lib/navigation";
import { noticeQueueAtom } from "./atoms";
import styles from "./NoticeDialog.module.css";
import { usePlayerMessage } from "./usePlayerMessage";

/** SPEC §8: the 'notice' alert, title 'notice' and an OK-type button. */
export function NoticeDialog() {
  const [queue, setQueue] = useAtom(noticeQueueAtom);
  const { t } = useTranslation();
  const text = usePlayerMessage();
  const navigate = useAppNavigate(useNavigate());
  const button = useRef<HTMLButtonElement>(null);
  const notice = queue[0];

  useEffect(() => {
    if (notice) button.current?.focus();
  }, [notice]);

  if (!notice) return null;
  const confirm = () => {
    setQueue((current) => current.slice(1));
    notice.onConfirm?.();
    if (notice.action) navigate(notice.action.to, { replace: true });
  };
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby="notice-title" aria-describedby="notice-message">
        <h2 id="notice-title" className={styles.title}>{t("notice.title")}</h2>
        <p id="notice-message" className={styles.message}>{text(notice.message)}</p>
        <button ref={button} type="button" className={styles.button} onClick={confirm}>
          {t(notice.action?.labelKey ?? "notice.ok")}
        </button>
      </div>
    </div>
  );
}
