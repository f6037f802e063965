import { type ReactNode, useRef } from "react";
import { useDialogFocus } from "../../lib/ui/useDialogFocus";
import styles from "./Popup.module.css";
import { overlayDialogProps } from "../../lib/ui/playerDialogs";

/**
 * The frame both popups share: a modal dialog centred over a dimmed page, focus moved inside and kept there
 * (docs/decisions/011). Escape does what `onEscape` says, and nothing when closing is not allowed. The dimmed
 * page does not close it: these popups carry choices ("don't show today") a stray tap would lose.
 */
export function PopupFrame({
  labelledBy,
  describedBy,
  closing,
  onEscape,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  closing: boolean;
  onEscape: (() => void) | undefined;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, onEscape);
  return (
    <div className={closing ? `${styles.backdrop} ${styles.closing}` : styles.backdrop}>
      <div ref={dialog} className={styles.dialog} {...overlayDialogProps(labelledBy, describedBy)}>
        {children}
      </div>
    </div>
  );
}
