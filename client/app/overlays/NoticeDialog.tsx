import { useAtom } from "../../lib/atomHooks";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppNavigate } from "../../lib/navigation";
import { noticeQueueAtom } from "../../core/notices/queue";
import styles from "../../lib/ui/NoticeFrame.module.css";
import { NoticeFrame } from "../../lib/ui/NoticeFrame";
import { usePlayerMessage } from "../../core/notices/usePlayerMessage";

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
    // Escape acknowledges the notice, as OK does.
    <NoticeFrame id="notice" message={text(notice.message)} onEscape={confirm}>
      <button ref={button} type="button" className={styles.button} onClick={confirm}>
        {t(notice.action?.labelKey ?? "notice.ok")}
      </button>
    </NoticeFrame>
  );
}
