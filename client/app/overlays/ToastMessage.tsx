import { useAtom } from "../../lib/atomHooks";
import { useEffect } from "react";
import { toastAtom } from "../../core/notices/queue";
import styles from "./ToastMessage.module.css";
import { usePlayerMessage } from "../../core/notices/usePlayerMessage";

/** A short message that goes by itself (SPEC §8 'network offline' for 1.5 s). */
export function ToastMessage() {
  const [toast, setToast] = useAtom(toastAtom);
  const text = usePlayerMessage();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, setToast]);
  if (!toast) return null;
  return (
    <div className={styles.toast} role="status" aria-live="polite">
      {text(toast.message)}
    </div>
  );
}
