import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import styles from "./NoticeFrame.module.css";
import { OVERLAY_TURN_MARK } from "./playerDialogs";
import { useDialogFocus } from "./useDialogFocus";

interface NoticeFrameProps {
  id: string;
  message: ReactNode;
  onEscape?: () => void;
  children: ReactNode;
  /** SPEC §8's 'notice' when absent. */
  title?: ReactNode;
  /** A picture above the title. */
  icon?: ReactNode;
  /**
   * "alert": the notice alert, centred over everything. "prompt": an optional ask (the notification prompt), a
   * dialog at the bottom where a thumb reaches it, under sheets and notices like the popups.
   */
  kind?: "alert" | "prompt";
  /** "alert" when the message is news to announce (an error shown in place). */
  messageRole?: "alert";
}

/**
 * The 'notice' alert's frame (SPEC §8: title 'notice'), with the caller's buttons. Focus moves
 * to its first button and stays inside; Escape does what `onEscape` says (nothing when absent).
 */
export function NoticeFrame({ id, message, onEscape, children, title, icon, kind = "alert", messageRole }: NoticeFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  useDialogFocus(frame, onEscape);
  return (
    <div className={styles.backdrop} data-kind={kind}>
      <div
        ref={frame}
        className={styles.dialog}
        role={kind === "prompt" ? "dialog" : "alertdialog"}
        aria-modal="true"
        // The optional ask takes its turn among the overlays (client/core/overlays); an alert answers the player.
        {...(kind === "prompt" ? OVERLAY_TURN_MARK : {})}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        tabIndex={-1}
      >
        {icon}
        <h2 id={`${id}-title`} className={styles.title}>
          {title ?? t("notice.title")}
        </h2>
        <p id={`${id}-message`} className={styles.message} role={messageRole}>
          {message}
        </p>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>
  );
}
